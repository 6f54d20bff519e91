import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatDateTime } from '@common/format';
import { workflowPath } from '@common/paths';
import type { Booking } from '@common/schemas';
import { ACTIONS, ANCHORS, type WorkflowRun } from '@common/schemas/workflows';
import { describeTiming, planSteps, workflowFor, type StepPlan, type StepState } from '@common/workflows';
import { Panel } from '@/components/admin/panel';
import { Button } from '@/components/ui/button';
import { Loaded } from '@/components/ui/loaded';
import { useToast } from '@/components/ui/toast';
import type { WithId } from '@/data/collection';
import { useContract } from '@/data/contracts';
import { combine } from '@/data/result';
import { useAllWorkflows, useMarkStep, useWorkflowRun } from '@/data/workflows';
import { useStudio } from '@/lib/studio-context';
import { describeWriteError } from '@/lib/write-errors';

const NO_RUN: WorkflowRun = { steps: {}, anchors: {}, skipped: {}, sendNow: {} };

const STATE_WORDS: Record<StepState, string> = {
  sent: 'Sent',
  skipped: 'Skipped',
  missed: 'Not sent: its moment passed before the booking was made',
  due: 'Going out now',
  upcoming: 'Upcoming',
  waiting: 'Waiting',
  stopped: 'Stopped: the booking was cancelled',
};

const STATE_DOT: Record<StepState, string> = {
  sent: 'bg-sage',
  skipped: 'bg-muted/50',
  missed: 'bg-muted/50',
  due: 'bg-champagne-dark',
  upcoming: 'bg-white border-2 border-champagne-dark',
  waiting: 'bg-white border-2 border-sand',
  stopped: 'bg-rose',
};

/**
 * The booking's workflow timeline (docs/workflows.md): past steps (sent when, late or not), the
 * upcoming ones with their dates (computed from the booking as it is now, so a moved event shows
 * its new dates at once), and skip or send now for each.
 */
export function WorkflowTimeline({ booking }: { booking: WithId<Booking> }) {
  const workflows = useAllWorkflows();
  const run = useWorkflowRun(booking.id);
  const contract = useContract(booking.id);
  const studio = useStudio();
  const [now] = useState(() => new Date());
  return (
    <Panel title="Workflow">
      <Loaded result={combine(workflows, run, contract)} what="the workflow" flag="owner">
        {([all, stored, signed]) => {
          const workflow = workflowFor(booking, all);
          const current = stored ?? { ...NO_RUN, id: booking.id };
          const askReview = booking.status === 'completed' && <ReviewByHand bookingId={booking.id} run={current} />;
          if (!workflow || !workflow.steps.length)
            return (
              <div className="grid gap-4">
                <p className="text-sm text-muted">
                  No workflow applies to this booking. Make one the default, or name this package or event type in one.
                </p>
                {askReview}
              </div>
            );
          const moments = {
            status: booking.status,
            createdAt: booking.createdAt,
            eventDate: booking.eventDate,
            confirmedAt: booking.statusAt.confirmed ?? null,
            contractSignedAt: current.anchors.contractSignedAt ?? signed?.signature?.signedAt ?? null,
            balancePaidAt: current.anchors.balancePaidAt ?? null,
            galleryPublishedAt: current.anchors.galleryPublishedAt ?? null,
          };
          const plans = planSteps(workflow, moments, current, now, studio?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone);
          return (
            <div>
              <p className="text-sm text-muted">
                <Link to={workflowPath(workflow.id)} className="font-semibold text-ink underline underline-offset-4">
                  {workflow.name}
                </Link>{' '}
                · dates in the studio’s time zone, from the booking as it is now
              </p>
              <ol className="mt-4 grid gap-0">
                {plans.map((plan) => (
                  <StepRow
                    key={plan.step.id}
                    bookingId={booking.id}
                    plan={plan}
                    asked={Boolean(current.sendNow[plan.step.id])}
                    doneAt={current.steps[plan.step.id]?.at ?? current.skipped[plan.step.id]}
                  />
                ))}
              </ol>
              {askReview && <div className="mt-5 border-t border-sand pt-4">{askReview}</div>}
            </div>
          );
        }}
      </Loaded>
    </Panel>
  );
}

function StepRow({ bookingId, plan, asked, doneAt }: { bookingId: string; plan: StepPlan; asked: boolean; doneAt?: Date }) {
  const mark = useMarkStep();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const { step, state, dueAt, late } = plan;
  const open = state === 'upcoming' || state === 'waiting' || state === 'due';
  async function act(kind: 'skipped' | 'sendNow', on = true) {
    setBusy(true);
    try {
      await mark(bookingId, step.id, kind, on);
      toast(kind === 'sendNow' ? 'Asked: it goes out within a minute' : on ? 'Skipped: it will not be sent' : 'Back in the workflow');
    } catch (error) {
      toast(describeWriteError(error, 'the step', 'owner'), 'error');
    } finally {
      setBusy(false);
    }
  }
  const what = `${ACTIONS[step.action]}${step.subject ? `: “${step.subject}”` : step.taskTitle ? `: ${step.taskTitle}` : ''}`;
  return (
    <li className="relative grid grid-cols-[1.5rem_minmax(0,1fr)] gap-3 pb-5 last:pb-0">
      <span aria-hidden="true" className="absolute bottom-0 left-[0.6875rem] top-5 w-px bg-sand last:hidden" />
      <span aria-hidden="true" className={`relative mt-1 size-3.5 justify-self-center rounded-full ${STATE_DOT[state]}`} />
      <div className="min-w-0">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="font-medium text-ink">{what}</p>
            <p className="text-sm text-muted">
              {describeTiming(step, ANCHORS[step.anchor])}
              {dueAt && ` · ${state === 'sent' || state === 'skipped' || state === 'missed' ? 'due' : ''} ${formatDateTime(dueAt)}`}
            </p>
            <p className="mt-1 text-sm">
              <span className={state === 'sent' ? 'font-medium text-sage-deep' : state === 'stopped' ? 'text-danger' : 'text-ink-soft'}>
                {asked && open ? 'Asked to go now' : STATE_WORDS[state]}
                {(state === 'sent' || state === 'skipped') && doneAt && ` ${formatDateTime(doneAt)}`}
              </span>
              {state === 'sent' && late && <span className="text-muted"> · late (a missed run caught up)</span>}
            </p>
          </div>
          {open && (
            <div className="flex gap-1">
              <Button variant="ghost" size="sm" busy={busy} onClick={() => void act('sendNow')} aria-label={`Send now: ${what}`}>
                Send now
              </Button>
              <Button variant="ghost" size="sm" disabled={busy} onClick={() => void act('skipped')} aria-label={`Skip: ${what}`}>
                Skip
              </Button>
            </div>
          )}
          {state === 'skipped' && (
            <Button variant="ghost" size="sm" busy={busy} onClick={() => void act('skipped', false)} aria-label={`Undo skip: ${what}`}>
              Undo skip
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}

/** "Ask for a review" by hand on a completed booking: the job emails the link once (docs/workflows.md). */
function ReviewByHand({ bookingId, run }: { bookingId: string; run: WorkflowRun }) {
  const mark = useMarkStep();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const sent = run.steps.review?.outcome === 'sent' ? run.steps.review.at : null;
  if (sent) return <p className="text-sm text-muted">Review requested {formatDateTime(sent)}.</p>;
  if (run.sendNow.review) return <p className="text-sm text-muted">Review request on its way.</p>;
  return (
    <Button
      variant="secondary"
      size="sm"
      busy={busy}
      onClick={() => {
        setBusy(true);
        void mark(bookingId, 'review', 'sendNow')
          .then(() => toast('Asked: the customer is emailed a link to review'))
          .catch((error: unknown) => toast(describeWriteError(error, 'the request', 'owner'), 'error'))
          .finally(() => setBusy(false));
      }}
    >
      Ask for a review
    </Button>
  );
}
