import { onCreated, onUpdated, withMail } from '../lib/triggers';
import { bookingCreated, bookingRescheduled, bookingUpdated } from './handle-booking-events';

export const onBookingCreated = onCreated(bookingCreated, withMail);
export const onBookingUpdated = onUpdated(bookingUpdated, withMail);
export const onBookingRescheduled = onUpdated(bookingRescheduled, withMail);
