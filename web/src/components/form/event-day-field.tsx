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

/** The event's day: a date box from tomorrow to the horizon, with the days already taken listed (a date box cannot grey them out). */
export function EventDayField({ name, label, hint, today, takenDays, takenClassName }: Props) {
  return (
    <>
      <FormText name={name} label={label} type="date" min={earliestEventDay(today)} max={latestEventDay(today)} hint={hint} required />
      <TakenDays days={takenDays.filter((day) => day > today)} className={takenClassName} />
    </>
  );
}
