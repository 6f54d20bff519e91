import { EVENT_TYPES, LIMITS } from '@common/schemas';
import { EventDayField } from '@/components/form/event-day-field';
import { FormNumber, FormSelect, FormText } from '@/components/form/text-fields';

/** Step 2: what, when, where and how many. */
export function EventStep({ today, takenDays }: { today: string; takenDays: readonly string[] }) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormSelect name="eventType" label="Type of event" placeholder="Choose…" options={EVENT_TYPES} required />
      <EventDayField
        name="eventDate"
        label="Event date"
        hint="From tomorrow onwards. Popular Saturdays go months ahead."
        today={today}
        takenDays={takenDays}
        takenClassName="sm:col-span-2"
      />
      <FormText
        name="venue"
        className="sm:col-span-2"
        label="Venue"
        maxLength={LIMITS.shortText}
        hint="The venue’s name and town are enough for now."
        autoComplete="off"
        required
      />
      <FormNumber name="guestCount" label="Number of guests" min={1} max={LIMITS.maxGuests} hint="An estimate is fine." required />
    </div>
  );
}
