import { EVENT_TYPES, LIMITS } from '@common/schemas';
import { SelectField, TextField } from '@/components/ui/field';
import { earliestEventDay, latestEventDay } from './booking-validation';
import type { StepProps } from './step-props';
import { TakenDays } from './taken-days';

/** Step 2: what, when, where and how many. */
export function EventStep({ draft, errors, onEdit, today, takenDays }: StepProps & { today: string; takenDays: readonly string[] }) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <SelectField
        label="Type of event"
        value={draft.eventType}
        onChange={(e) => onEdit('eventType', e.target.value)}
        error={errors.eventType}
        required
      >
        <option value="">Choose…</option>
        {EVENT_TYPES.map((type) => (
          <option key={type} value={type}>
            {type}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Event date"
        type="date"
        value={draft.eventDate}
        min={earliestEventDay(today)}
        max={latestEventDay(today)}
        onChange={(e) => onEdit('eventDate', e.target.value)}
        error={errors.eventDate}
        hint="From tomorrow onwards. Popular Saturdays go months ahead."
        required
      />
      <TakenDays days={takenDays.filter((day) => day > today)} />
      <TextField
        className="sm:col-span-2"
        label="Venue"
        value={draft.venue}
        maxLength={LIMITS.shortText}
        onChange={(e) => onEdit('venue', e.target.value)}
        error={errors.venue}
        hint="Name and city are enough for now, e.g. “Palace of Fine Arts, San Francisco”."
        autoComplete="off"
        required
      />
      <TextField
        label="Number of guests"
        type="number"
        inputMode="numeric"
        min={1}
        max={LIMITS.maxGuests}
        step={1}
        value={draft.guestCount}
        onChange={(e) => onEdit('guestCount', e.target.value)}
        error={errors.guestCount}
        hint="An estimate is fine."
        required
      />
    </div>
  );
}
