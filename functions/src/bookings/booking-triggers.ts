import { onCreated, onUpdated, withMail } from '../lib/triggers';
import { bookingCreated, bookingUpdated } from './handle-booking-events';

export const onBookingCreated = onCreated(bookingCreated, withMail);
export const onBookingUpdated = onUpdated(bookingUpdated, withMail);
