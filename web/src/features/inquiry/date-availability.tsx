import { useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { busyDaysOf, dayAvailability, inquiryDayProblem, monthsAround, nearestFreeDays } from '@common/leads';
import { formatIsoDay, formatIsoDayShort } from '@common/format';
import { useBusyMonths } from '@/data/inquiries';

const TONE = {
  available: 'border-sage/50 bg-sage/10 text-sage-deep',
  held: 'border-champagne/50 bg-champagne/10 text-champagne-deep',
  taken: 'border-rose/50 bg-rose/10 text-danger',
} as const;

/**
 * What the calendar says of the picked date, as soon as it is picked: available, on hold or
 * already booked (busyDays, the calendar's public view), and the nearest free days when it is
 * taken, each a button that picks it.
 */
export function DateAvailability({ today }: { today: string }) {
  const { setValue } = useFormContext();
  const [day, notFixed] = useWatch({ name: ['eventDate', 'dateNotFixed'] }) as [string, boolean];
  const askable = !notFixed && Boolean(day) && !inquiryDayProblem(day, today);
  const months = useMemo(() => (askable ? monthsAround(day) : null), [askable, day]);
  const answer = useBusyMonths(months);
  if (!askable) return null;
  if (answer.status === 'loading') {
    return (
      <p className="text-sm text-muted sm:col-span-2" aria-live="polite">
        Checking our calendar for {formatIsoDay(day)}…
      </p>
    );
  }
  if (answer.status === 'error') {
    return (
      <p className="text-sm text-muted sm:col-span-2" aria-live="polite">
        We could not check the calendar just now; send your inquiry and we will tell you whether the date is free.
      </p>
    );
  }
  const busy = busyDaysOf(answer.data);
  const state = dayAvailability(busy, day);
  const free = state === 'available' ? [] : nearestFreeDays(busy, day, today);
  const tone = state === 'available' ? TONE.available : state === 'held' ? TONE.held : TONE.taken;
  const headline =
    state === 'available' ? 'Available' : state === 'held' ? 'On hold — another couple is holding this date' : 'Already booked';
  return (
    <div role="status" aria-live="polite" className={`rounded-2xl border px-4 py-3 sm:col-span-2 ${tone}`} data-availability={state}>
      <p className="font-semibold">
        {headline}
        <span className="font-normal">: {formatIsoDay(day)}</span>
      </p>
      {state === 'available' && (
        <p className="mt-1 text-sm text-ink-soft">It is free in our calendar today. Send your inquiry and we will confirm it.</p>
      )}
      {free.length > 0 && (
        <div className="mt-2">
          <p className="text-sm text-ink-soft">The nearest free days:</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {free.map((option) => (
              <li key={option}>
                <button
                  type="button"
                  onClick={() => setValue('eventDate', option, { shouldValidate: true })}
                  className="rounded-full border border-sand bg-white px-3 py-1.5 text-sm font-medium text-ink transition hover:border-champagne focus-visible:ring-2 focus-visible:ring-champagne/40"
                >
                  <time dateTime={option}>{formatIsoDayShort(option)}</time>
                  <span className="sr-only"> — pick this date</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
