import { z } from 'zod';
import { rescheduleInputSchema, STATUS_REASON_MAX, type Booking } from '@common/schemas';
import { studioToday } from '@common/days';
import { formatIsoDay } from '@common/format';
import { FormDialog } from '@/components/crud/form-dialog';
import { EventDayField } from '@/components/form/event-day-field';
import { FormTextArea } from '@/components/form/text-fields';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { useToast } from '@/components/ui/toast';
import { useTakenDays } from '@/data/calendar';
import type { WithId } from '@/data/collection';
import { useRescheduleBooking } from '@/data/reschedule-booking';
import { eventDayProblem, latestEventDay, type EventDayContext } from '@/lib/event-days';

/**
 * The new day: a real, free day from tomorrow within the horizon, and not the day the booking is on.
 * @internal Exported for its tests only.
 */
export function rescheduleFormSchema(current: string, context: EventDayContext) {
  return rescheduleInputSchema.extend({
    eventDate: z.string().superRefine((day, ctx) => {
      const problem =
        day === current ? `The booking is already on ${formatIsoDay(day)}. Choose another day.` : eventDayProblem(day, context);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  });
}

/** How often a booking has moved, in the owner's words ("Moved once"); nothing if never. */
export function movedWords(booking: Pick<Booking, 'rescheduleCount'>) {
  const count = booking.rescheduleCount ?? 0;
  if (count === 0) return null;
  return count === 1 ? 'Moved once' : `Moved ${count} times`;
}

/**
 * The owner moves a confirmed booking to another day: the same date box as the booking form, with
 * the studio's taken days listed and refused. The old day is freed and the new one taken in one write.
 */
export function RescheduleStep({ booking, onClose }: { booking: WithId<Booking>; onClose: () => void }) {
  const today = studioToday();
  const taken = useTakenDays(today, latestEventDay(today));
  const takenDays = (taken.data ?? []).map((day) => day.date);
  const schema = rescheduleFormSchema(booking.eventDate, { today, taken: new Set(takenDays) });
  const form = useSchemaForm(schema, { eventDate: '', note: '' });
  const reschedule = useRescheduleBooking();
  const toast = useToast();
  const from = formatIsoDay(booking.eventDate);
  const moved = movedWords(booking);
  return (
    <FormDialog
      open
      onClose={onClose}
      title="Move this booking"
      description={`${booking.name}’s ${booking.eventType.toLowerCase()}, now on ${from}. ${from} is freed and the new day taken at once; ${booking.name} is emailed the new date with an updated calendar file.`}
      form={form}
      what="new date"
      submitLabel="Move the booking"
      busyLabel="Moving…"
      onSubmit={async ({ eventDate, note }) => {
        await reschedule(booking.id, eventDate, note);
        toast(`Moved to ${formatIsoDay(eventDate)}; ${from} is free again`);
        onClose();
      }}
    >
      {moved && (
        <p className="rounded-2xl border border-champagne/40 bg-champagne/10 px-4 py-3 text-sm text-ink">
          {moved} already{booking.rescheduledFrom ? `, from ${formatIsoDay(booking.rescheduledFrom)}` : ''}. Check the rescheduling terms of
          your payment policy before moving it again.
        </p>
      )}
      <EventDayField
        name="eventDate"
        label="New date"
        hint="From tomorrow onwards. Due dates of the payment schedule follow the new day; recorded payments stay with the booking."
        today={today}
        takenDays={takenDays}
      />
      <FormTextArea
        name="note"
        label="Note (optional)"
        rows={3}
        maxLength={STATUS_REASON_MAX}
        hint="Included in the email, e.g. “Moved at the couple’s request.” A rescheduling fee, if one applies, is recorded under Payments."
      />
    </FormDialog>
  );
}
