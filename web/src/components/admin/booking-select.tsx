import { Controller, useFormContext } from 'react-hook-form';
import { SelectField } from '@/components/ui/field';
import { useOwnBookings } from '@/data/bookings';
import { formatIsoDay } from '@common/format';

/** One of the chosen customer's bookings (optional): sets bookingId and the label the customer reads. */
export function FormBookingSelect({ uid }: { uid: string }) {
  const bookings = useOwnBookings(uid);
  const { control, setValue } = useFormContext();
  const list = bookings.status === 'success' ? bookings.data : [];
  const labelOf = (b: (typeof list)[number]) => `${b.packageName} · ${formatIsoDay(b.eventDate)}`;
  const hint =
    bookings.status === 'error'
      ? "Couldn't load this customer's bookings; the delivery can go without one."
      : bookings.status === 'success' && list.length === 0
        ? 'This customer has no booking: the delivery stands on its own.'
        : 'The customer sees it on the delivery.';
  return (
    <Controller
      name="bookingId"
      control={control}
      render={({ field }) => (
        <SelectField
          ref={field.ref}
          label="Booking (optional)"
          value={String(field.value ?? '')}
          onChange={(event) => {
            const booking = list.find((b) => b.id === event.target.value);
            field.onChange(booking?.id ?? '');
            setValue('bookingLabel', booking ? labelOf(booking) : '');
          }}
          disabled={bookings.status !== 'success'}
          hint={hint}
        >
          <option value="">{bookings.status === 'loading' ? 'Loading bookings…' : 'Not tied to a booking'}</option>
          {list.map((booking) => (
            <option key={booking.id} value={booking.id}>
              {labelOf(booking)} ({booking.status})
            </option>
          ))}
        </SelectField>
      )}
    />
  );
}
