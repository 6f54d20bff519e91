import { onUpdated, onWritten, withClock } from '../lib/triggers';
import { bookingScheduleInputsChanged, scheduleWritten } from './handle-schedule-inputs';

export const onPaymentScheduleWritten = onWritten(scheduleWritten, withClock);
export const onBookingScheduleInputs = onUpdated(bookingScheduleInputsChanged, withClock);
