import { useWatch } from 'react-hook-form';
import { isCalendarDay } from '@common/days';
import { formatIsoDayShort } from '@common/format';
import { earliestEventDay, latestEventDay } from '@/lib/event-days';
import { TakenDays } from './taken-days';
import { FormText } from './text-fields';

type Props = {
  name: string;
  label: string;
  hint: string;
  today: string;
  takenDays: readonly string[];
  /** Classes for the taken days' box (its span in a two-column form). */
  takenClassName?: string;
};

/**
 * The event's day: a date box from tomorrow to the horizon, with the days already taken listed (a
 * date box cannot grey them out). The box writes the day as the visitor's browser does (03/09/2027
 * is March or September): the hint says it in the studio's words, with its weekday.
 */
export function EventDayField({ name, label, hint, today, takenDays, takenClassName }: Props) {
  const day = useWatch({ name }) as unknown;
  const chosen = typeof day === 'string' && isCalendarDay(day) ? `${formatIsoDayShort(day)}. ` : '';
  return (
    <>
      <FormText
        name={name}
        label={label}
        type="date"
        min={earliestEventDay(today)}
        max={latestEventDay(today)}
        hint={`${chosen}${hint}`}
        required
      />
      <TakenDays days={takenDays.filter((day) => day > today)} className={takenClassName} />
    </>
  );
}
