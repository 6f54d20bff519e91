import { adminPaths } from '../../../app/paths';

/** The booking's own view inside the Bookings screen (a link the owner can share or bookmark). */
export const bookingDetailPath = (id: string) => `${adminPaths.bookings}?booking=${encodeURIComponent(id)}`;
/** A customer's page inside All Users. */
export const customerPath = (uid: string) => `${adminPaths.allUsers}?user=${encodeURIComponent(uid)}`;
/** A frame order's own view inside Frame Orders. */
export const frameOrderDetailPath = (id: string) => `${adminPaths.frameOrders}?order=${encodeURIComponent(id)}`;
