import { onCreated, onUpdated, onWritten, withClock } from '../lib/triggers';
import { bookingRequested, bookingScheduleInputsChanged, scheduleWritten } from './handle-schedule-inputs';
import { salesTaxChanged } from './recount-owed';

export const onPaymentScheduleWritten = onWritten(scheduleWritten, withClock);
export const onBookingScheduleInputs = onUpdated(bookingScheduleInputsChanged, withClock);
export const onBookingRequestedTotals = onCreated(bookingRequested, withClock);
export const onSalesTaxChanged = onWritten(salesTaxChanged, withClock);
