import { useCreateBooking, usePendingBookingsFull } from '@/data/booking-requests';
import { useNewBookingId } from '@/data/bookings';
import { useUnavailableDays } from '@/data/calendar';
import { useOwnUserRecord } from '@/data/users';
import { studioToday } from '@common/days';
import type { Customer } from '@/session/session';
import { latestEventDay } from '@/lib/event-days';
import type { BookingValues } from './booking-form-schema';

/**
 * What every booking form starts from, catalogue or custom offer: the customer's details, one
 * booking id for the whole visit (a double submit writes the same document), and the taken days.
 */
export function useBookingStart(customer: Customer) {
  // Only to prefill name and phone: if it cannot be read, the session's details do.
  const record = useOwnUserRecord(customer.id);
  const bookingId = useNewBookingId();
  const createBooking = useCreateBooking();
  // Said before the form: a request beyond the limit would only be refused.
  const pending = usePendingBookingsFull(customer.id);
  // The calendar's public view, live: a day confirmed for someone else while this form is open turns unavailable.
  const today = studioToday();
  const taken = useUnavailableDays(today, latestEventDay(today));

  const defaultsFor = (packageId: string): Partial<BookingValues> => ({
    packageId,
    eventDate: '',
    venue: '',
    name: record.data?.name || customer.name,
    email: customer.email || record.data?.email || '',
    phone: record.data?.phone || customer.phone,
    notes: '',
  });
  return {
    loading: record.status === 'loading' || pending.status === 'loading',
    pendingFull: pending.full,
    bookingId,
    createBooking,
    takenDays: taken.data ?? [],
    defaultsFor,
  };
}
