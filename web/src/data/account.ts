import { useFirestore } from 'reactfire';
import { bookings, frameOrders } from './orders';
import { useDocument } from './hooks';

// One booking or frame order of the signed-in customer (thank-you pages). The rules refuse
// someone else's, and a missing one too, so callers sit inside an error boundary.
export const useMyBooking = (id: string) => useDocument(bookings.doc(useFirestore(), id));
export const useMyFrameOrder = (id: string) => useDocument(frameOrders.doc(useFirestore(), id));
