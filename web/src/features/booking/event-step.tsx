import { EVENT_TYPES, LIMITS } from '@common/schemas';
import { FormNumber, FormSelect, FormText } from '@/components/form/text-fields';
import { earliestEventDay, latestEventDay } from './booking-form-schema';
import { TakenDays } from './taken-days';

/** Step 2: what, when, where and how many. */
export function EventStep({ today, takenDays }: { today: string; takenDays: readonly string[] }) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormSelect name="eventType" label="Type of event" placeholder="Choose…" options={EVENT_TYPES} required />
      <FormText
        name="eventDate"
        label="Event date"
        type="date"
        min={earliestEventDay(today)}
        max={latestEventDay(today)}
        hint="From tomorrow onwards. Popular Saturdays go months ahead."
        required
      />
      <TakenDays days={takenDays.filter((day) => day > today)} />
      <FormText
        name="venue"
        className="sm:col-span-2"
        label="Venue"
        maxLength={LIMITS.shortText}
        hint="Name and city are enough for now, e.g. “Palace of Fine Arts, San Francisco”."
        autoComplete="off"
        required
      />
      <FormNumber name="guestCount" label="Number of guests" min={1} max={LIMITS.maxGuests} hint="An estimate is fine." required />
    </div>
  );
}
