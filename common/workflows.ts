import { unknownFieldsMessage, unknownMergeFields, type ContractFacts, type MergeField } from './contracts';
import { addUtcDays, dayIn, partsIn, startOfDayIn } from './days';
import type { Step, WorkflowRun } from './schemas/workflows';

// When each step of a workflow is due, and what the job does with it now (docs/workflows.md).
// Pure: the clock and the studio's time zone are arguments, so the web's timeline and the
// functions' job compute the same dates, and a moved event day moves every pending step.

/** A step sent this long after its moment is logged as late (the job runs every 15 minutes). */
const LATE_AFTER_MS = 60 * 60_000;

/** The moments of a booking a step may be anchored to; null while it has not happened. */
export interface BookingMoments {
  status: string;
  createdAt: Date;
  eventDate: string;
  confirmedAt: Date | null;
  contractSignedAt: Date | null;
  balancePaidAt: Date | null;
  galleryPublishedAt: Date | null;
}

/** The studio's `hour`:00 on `day`, in its time zone, on a day a clock change happens too. @internal Exported for its tests too. */
export function atHourIn(timeZone: string, day: string, hour: number): Date {
  const start = startOfDayIn(timeZone, day).getTime();
  let guess = start + hour * 3_600_000;
  // A clock change between midnight and the hour moves the wall clock by its size: correct once.
  const { h, min } = partsIn(timeZone, new Date(guess));
  guess -= ((h - hour) * 60 + min) * 60_000;
  return new Date(Math.max(guess, start));
}

const MOMENT_OF = {
  confirmed: 'confirmedAt',
  'contract-signed': 'contractSignedAt',
  'balance-paid': 'balancePaidAt',
  'gallery-published': 'galleryPublishedAt',
} as const;

/**
 * When a step is due: the studio's send hour on the anchor's day plus the offset. An event-day
 * step follows the booking's event day; a step anchored to something that happens (a signature, a
 * payment) waits for it, and is never due before it happened. Null while its anchor has not happened.
 * @internal Exported for its tests too.
 */
export function stepDueAt(
  step: Pick<Step, 'anchor' | 'offsetDays'>,
  moments: BookingMoments,
  timeZone: string,
  sendHour: number,
): Date | null {
  if (step.anchor === 'event-day') return atHourIn(timeZone, addUtcDays(moments.eventDate, step.offsetDays), sendHour);
  const at = moments[MOMENT_OF[step.anchor]];
  if (!at) return null;
  const target = atHourIn(timeZone, addUtcDays(dayIn(timeZone, at), step.offsetDays), sendHour);
  return target < at ? at : target;
}

export type StepState =
  /** Done: sent, skipped by the owner, or missed (its moment passed before the booking existed). */
  | 'sent'
  | 'skipped'
  | 'missed'
  /** The job sends it on its next run (late when its moment is more than LATE_AFTER_MS ago). */
  | 'due'
  /** Its date is known and still ahead. */
  | 'upcoming'
  /** Its anchor has not happened, or the booking is not confirmed yet. */
  | 'waiting'
  /** The booking was cancelled or declined: nothing more is sent. */
  | 'stopped';

export interface StepPlan {
  step: Step;
  state: StepState;
  dueAt: Date | null;
  late: boolean;
}

const RUNNING = new Set(['confirmed', 'completed']);
const STOPPED = new Set(['cancelled', 'declined']);

/** Where one step of a booking stands at `now`. @internal Exported for its tests too. */
export function planStep(
  step: Step,
  moments: BookingMoments,
  run: Pick<WorkflowRun, 'steps' | 'skipped' | 'sendNow'>,
  now: Date,
  timeZone: string,
  sendHour: number,
): StepPlan {
  const record = run.steps[step.id];
  const dueAt = record?.dueAt ?? stepDueAt(step, moments, timeZone, sendHour);
  if (record) return { step, state: record.outcome, dueAt, late: record.late };
  if (run.skipped[step.id]) return { step, state: 'skipped', dueAt, late: false };
  if (STOPPED.has(moments.status)) return { step, state: 'stopped', dueAt, late: false };
  if (!RUNNING.has(moments.status)) return { step, state: 'waiting', dueAt, late: false };
  if (run.sendNow[step.id]) return { step, state: 'due', dueAt, late: false };
  if (!dueAt) return { step, state: 'waiting', dueAt, late: false };
  if (dueAt < moments.createdAt) return { step, state: 'missed', dueAt, late: false };
  if (dueAt <= now) return { step, state: 'due', dueAt, late: now.getTime() - dueAt.getTime() > LATE_AFTER_MS };
  return { step, state: 'upcoming', dueAt, late: false };
}

/** Every step of a workflow for a booking, in the order they fall due (undated ones last, in the workflow's order). */
export function planSteps(
  workflow: { steps: readonly Step[]; sendHour: number },
  moments: BookingMoments,
  run: Pick<WorkflowRun, 'steps' | 'skipped' | 'sendNow'>,
  now: Date,
  timeZone: string,
): StepPlan[] {
  const plans = workflow.steps.map((step) => planStep(step, moments, run, now, timeZone, workflow.sendHour));
  const time = (plan: StepPlan) => plan.dueAt?.getTime() ?? Number.POSITIVE_INFINITY;
  return plans
    .map((plan, i) => ({ plan, i }))
    .sort((a, b) => time(a.plan) - time(b.plan) || a.i - b.i)
    .map(({ plan }) => plan);
}

/** The workflow a booking follows: one naming its package, else its event type, else the default; null for none. */
export function workflowFor<W extends { name: string; packageIds: readonly string[]; eventTypes: readonly string[]; isDefault: boolean }>(
  booking: { packageId: string; eventType: string },
  workflows: readonly W[],
): W | null {
  const byName = [...workflows].sort((a, b) => a.name.localeCompare(b.name));
  return (
    byName.find((w) => w.packageIds.includes(booking.packageId)) ??
    byName.find((w) => w.eventTypes.includes(booking.eventType)) ??
    byName.find((w) => w.isDefault) ??
    null
  );
}

/** "3 days before the event day", "on the booking confirmed", "1 day after the gallery published". */
export function describeTiming(step: Pick<Step, 'anchor' | 'offsetDays'>, anchorLabel: string): string {
  const days = Math.abs(step.offsetDays);
  const label = anchorLabel.toLowerCase();
  if (step.offsetDays === 0) return step.anchor === 'event-day' ? 'On the event day' : `When: ${label}`;
  return `${days} ${days === 1 ? 'day' : 'days'} ${step.offsetDays < 0 ? 'before' : 'after'} ${step.anchor === 'event-day' ? 'the event day' : `“${label}”`}`;
}

const FIELD_PATTERN = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** A step's email text with every merge field filled as plain text; refuses an unknown field, named. */
export function fillMergeFields(body: string, facts: ContractFacts): string {
  const unknown = unknownMergeFields(body);
  if (unknown.length) throw new Error(unknownFieldsMessage(unknown));
  return body.replace(FIELD_PATTERN, (_match, name: MergeField) => facts[name]);
}
