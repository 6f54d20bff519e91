import { Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, SUBCOLLECTIONS } from '../../../common/collections';
import { mergeFieldsIn } from '../../../common/contracts';
import { dayIn } from '../../../common/days';
import { bookingSchema, type Booking } from '../../../common/schemas/orders';
import { bookingQuestionnaireId, formFor, questionnaireSchema } from '../../../common/schemas/questionnaires';
import {
  ACTIONS,
  ANCHORS,
  ownerTaskId,
  stepMailKey,
  stepSchema,
  workflowRunSchema,
  workflowSchema,
  type Step,
  type StepRecord,
  type Workflow,
  type WorkflowRun,
} from '../../../common/schemas/workflows';
import { describeTiming, planSteps, workflowFor, type BookingMoments, type StepPlan } from '../../../common/workflows';
import { contractFacts, readContractFacts } from '../contracts/contract-facts';
import { accountAddress } from '../lib/account-address';
import { isAlreadyExists, sendOnce } from '../lib/outbox';
import { mailConfig, type MailDeps } from '../lib/mail-deps';
import type { MailConfig } from '../lib/email/build-email';
import { sendTasksDigest } from './tasks-digest';
import { reviewRequestEmail, stepEmail } from './workflow-emails';

// The workflows' job (docs/workflows.md): every 15 minutes (scheduled-workflows.ts), and at once
// for one booking when the owner asks for a step now. For each confirmed or completed booking, the
// steps of its workflow that are due are done once each: an email through the outbox under one key
// per booking and step, a questionnaire and a task under ids made of the same two; then the run
// records it. A run that comes late catches up and logs each late step; a step whose moment passed
// before the booking existed is recorded missed, never sent. Cancelled and declined bookings are
// not read: their steps stop.

export interface WorkflowReport {
  bookings: number;
  sent: number;
  late: number;
  missed: number;
  failed: number;
}

type WorkflowWithSteps = Workflow & { id: string; steps: Step[] };
type BookingRow = { id: string; booking: Booking };

/** Fields whose values need reads beyond the booking (the package's words, the payment schedule). */
const HEAVY_FIELDS = new Set(['package.features', 'package.description', 'schedule']);

async function readWorkflows(db: Firestore): Promise<WorkflowWithSteps[]> {
  const snapshot = await db.collection(COLLECTIONS.workflows).get();
  return Promise.all(
    snapshot.docs.flatMap((doc) => {
      const workflow = workflowSchema.safeParse(doc.data());
      if (!workflow.success) return [];
      return [
        doc.ref
          .collection(SUBCOLLECTIONS.workflowSteps)
          .get()
          .then((steps) => ({
            ...workflow.data,
            id: doc.id,
            steps: steps.docs
              .flatMap((s) => {
                const step = stepSchema.safeParse(s.data());
                return step.success ? [{ ...step.data, id: s.id }] : [];
              })
              .sort((a, b) => a.order - b.order),
          })),
      ];
    }),
  );
}

/** The moments a booking's steps are anchored to, from the booking, its contract, its gallery and its run. */
function momentsOf(booking: Booking, run: WorkflowRun, signedAt: Date | undefined, publishedAt: Date | undefined): BookingMoments {
  return {
    status: booking.status,
    createdAt: booking.createdAt,
    eventDate: booking.eventDate,
    confirmedAt: booking.statusAt.confirmed ?? null,
    contractSignedAt: run.anchors.contractSignedAt ?? signedAt ?? null,
    balancePaidAt: run.anchors.balancePaidAt ?? null,
    galleryPublishedAt: run.anchors.galleryPublishedAt ?? publishedAt ?? null,
  };
}

const runRef = (db: Firestore, bookingId: string) => db.collection(COLLECTIONS.workflowRuns).doc(bookingId);

const label = (step: Step) =>
  `${ACTIONS[step.action]}${step.subject ? `: ${step.subject}` : step.taskTitle ? `: ${step.taskTitle}` : ''} (${describeTiming(step, ANCHORS[step.anchor])})`.slice(
    0,
    300,
  );

async function createIfAbsent(ref: DocumentReference, data: Record<string, unknown>) {
  try {
    await ref.create(data);
  } catch (error) {
    if (!isAlreadyExists(error)) throw error;
  }
}

interface Context {
  deps: MailDeps;
  config: MailConfig;
  now: Date;
}

/** Does one due step (once: its keys are the booking's and the step's) and answers whether it went. */
async function doStep({ deps, config, now }: Context, { id, booking }: BookingRow, step: Step): Promise<boolean> {
  const { db } = deps;
  const to = {
    bookingId: id,
    name: booking.name,
    email: (await accountAddress(db, booking.userId)) || booking.email,
    eventDate: booking.eventDate,
  };
  switch (step.action) {
    case 'email': {
      const heavy = mergeFieldsIn(`${step.subject}\n${step.body}`).some((field) => HEAVY_FIELDS.has(field));
      const facts = heavy
        ? (await readContractFacts(db, id, booking, config.studio, now)).facts
        : contractFacts({
            bookingId: id,
            booking,
            studio: config.studio,
            pkg: { features: [], description: '', contractTemplateId: '' },
            plan: null,
            now,
          });
      const delivery = await sendOnce(deps, stepMailKey(id, step.id), 'workflow-email', stepEmail(to, step, facts, config));
      return delivery !== 'failed';
    }
    case 'review': {
      const delivery = await sendOnce(deps, stepMailKey(id, step.id), 'review-request', reviewRequestEmail(to, config));
      return delivery !== 'failed';
    }
    case 'questionnaire': {
      const source = questionnaireSchema.safeParse(
        (await db.collection(COLLECTIONS.questionnaires).doc(step.questionnaireId).get()).data(),
      );
      if (!source.success) {
        deps.logger.warn('Workflow step names a questionnaire that is not there', {
          bookingId: id,
          stepId: step.id,
          questionnaireId: step.questionnaireId,
        });
        return false;
      }
      const at = Timestamp.fromDate(now);
      const formId = bookingQuestionnaireId(id, step.questionnaireId);
      // The questionnaire's trigger emails the customer the link (questionnaire-sent-{formId}).
      await createIfAbsent(db.collection(COLLECTIONS.bookingQuestionnaires).doc(formId), {
        ...formFor(id, booking, step.questionnaireId, source.data),
        sentAt: at,
        updatedAt: at,
      });
      return true;
    }
    case 'task': {
      await createIfAbsent(db.collection(COLLECTIONS.ownerTasks).doc(ownerTaskId(id, step.id)), {
        title: step.taskTitle,
        bookingId: id,
        bookingLabel: `${booking.name} · ${booking.eventType} · ${booking.eventDate}`,
        dueOn: dayIn(config.studio.timeZone, now),
        done: false,
        doneAt: null,
        createdAt: Timestamp.fromDate(now),
      });
      return true;
    }
  }
}

/** One booking: each due step done and recorded, missed ones recorded, anchors seen for the first time stamped. */
async function runBooking(
  context: Context,
  row: BookingRow,
  workflow: WorkflowWithSteps,
  run: WorkflowRun,
  seen: { signedAt?: Date; publishedAt?: Date },
  report: WorkflowReport,
) {
  const { deps, config, now } = context;
  const anchors: WorkflowRun['anchors'] = {};
  if (row.booking.paymentStatus === 'paid' && !run.anchors.balancePaidAt) anchors.balancePaidAt = now;
  if (seen.signedAt && !run.anchors.contractSignedAt) anchors.contractSignedAt = seen.signedAt;
  if (seen.publishedAt && !run.anchors.galleryPublishedAt) anchors.galleryPublishedAt = seen.publishedAt;
  const moments = momentsOf(row.booking, { ...run, anchors: { ...run.anchors, ...anchors } }, seen.signedAt, seen.publishedAt);
  const plans = planSteps(workflow, moments, run, now, config.studio.timeZone);
  const records: Record<string, StepRecord> = {};
  const record = (plan: StepPlan, outcome: StepRecord['outcome']) => {
    records[plan.step.id] = { outcome, at: now, dueAt: plan.dueAt, late: plan.late, label: label(plan.step) };
  };
  for (const plan of plans) {
    if (plan.state === 'missed') {
      record(plan, 'missed');
      report.missed++;
      deps.logger.info('Workflow step missed: its moment passed before the booking existed', { bookingId: row.id, stepId: plan.step.id });
    }
    if (plan.state !== 'due') continue;
    let done = false;
    try {
      done = await doStep(context, row, plan.step);
    } catch (error) {
      deps.logger.error('Workflow step failed', { bookingId: row.id, stepId: plan.step.id, error: (error as Error).message });
    }
    if (!done) {
      report.failed++;
      continue;
    }
    record(plan, 'sent');
    report.sent++;
    if (plan.late) {
      report.late++;
      const lateByMinutes = Math.round((now.getTime() - (plan.dueAt?.getTime() ?? now.getTime())) / 60_000);
      deps.logger.warn('Workflow step sent late', {
        bookingId: row.id,
        stepId: plan.step.id,
        dueAt: plan.dueAt?.toISOString(),
        lateByMinutes,
      });
    }
  }
  if (Object.keys(records).length || Object.keys(anchors).length) {
    await runRef(deps.db, row.id).set({ workflowId: workflow.id, steps: records, anchors }, { merge: true });
  }
}

async function inPool<T>(items: readonly T[], size: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
}

/** The owner's "Ask for a review" on a booking's page: a review step of its own, sent once like any other. */
const REVIEW_BY_HAND: Step = {
  id: 'review',
  anchor: 'event-day',
  offsetDays: 0,
  action: 'review',
  subject: '',
  body: '',
  questionnaireId: '',
  taskTitle: '',
  order: 99,
};

function withReviewByHand(workflow: WorkflowWithSteps | null, run: WorkflowRun): WorkflowWithSteps | null {
  if (!run.sendNow[REVIEW_BY_HAND.id] || workflow?.steps.some((s) => s.id === REVIEW_BY_HAND.id)) return workflow;
  const base = workflow ?? {
    id: '',
    name: '',
    packageIds: [],
    eventTypes: [],
    isDefault: false,
    sendHour: 9,
    updatedAt: new Date(0),
    steps: [],
  };
  return { ...base, steps: [...base.steps, REVIEW_BY_HAND] };
}

const readRun = (data: unknown): WorkflowRun => {
  const parsed = workflowRunSchema.safeParse(data ?? {});
  return parsed.success ? parsed.data : { steps: {}, anchors: {}, skipped: {}, sendNow: {} };
};

/** Runs every booking's due steps (or only `bookingId`'s); safe to run twice: nothing is done twice. */
export async function runWorkflows(
  deps: MailDeps,
  { bookingId, concurrency = 8 }: { bookingId?: string; concurrency?: number } = {},
): Promise<WorkflowReport> {
  const { db } = deps;
  const report: WorkflowReport = { bookings: 0, sent: 0, late: 0, missed: 0, failed: 0 };
  const workflows = await readWorkflows(db);
  // Without workflows there is nothing to do, but for one booking's review asked by hand.
  if (!workflows.length && !bookingId) return report;
  const { config } = await mailConfig(deps);
  const now = new Date(deps.now());

  const bookingDocs = bookingId
    ? [await db.collection(COLLECTIONS.bookings).doc(bookingId).get()]
    : (await db.collection(COLLECTIONS.bookings).where('status', 'in', ['confirmed', 'completed']).get()).docs;
  const rows: BookingRow[] = bookingDocs.flatMap((doc) => {
    const parsed = bookingSchema.safeParse(doc.data());
    return parsed.success && ['confirmed', 'completed'].includes(parsed.data.status) ? [{ id: doc.id, booking: parsed.data }] : [];
  });

  // What the bookings' anchors need, read once for all: signed contracts, published galleries, runs.
  const [contracts, galleries, runs] = await Promise.all([
    db.collection(COLLECTIONS.contracts).where('status', 'in', ['signed', 'countersigned']).get(),
    db.collection(COLLECTIONS.clientGalleries).where('status', '==', 'published').get(),
    bookingId
      ? runRef(db, bookingId)
          .get()
          .then((doc) => [doc])
      : db
          .collection(COLLECTIONS.workflowRuns)
          .get()
          .then((all) => all.docs),
  ]);
  const signedAt = new Map<string, Date>();
  for (const doc of contracts.docs) {
    const at = doc.get('signature.signedAt') as Timestamp | undefined;
    if (at) signedAt.set(doc.id, at.toDate());
  }
  const publishedAt = new Map<string, Date>();
  for (const doc of galleries.docs) {
    const id = doc.get('bookingId') as string | null;
    const at = (doc.get('publishedAt') as Timestamp | null)?.toDate();
    if (id && at && (!publishedAt.has(id) || at < publishedAt.get(id)!)) publishedAt.set(id, at);
  }
  const runOf = new Map(runs.map((doc) => [doc.id, readRun(doc.data())]));

  const context: Context = { deps, config, now };
  await inPool(rows, concurrency, async (row) => {
    const run = runOf.get(row.id) ?? readRun(null);
    const workflow = withReviewByHand(workflowFor(row.booking, workflows), run);
    if (!workflow || !workflow.steps.length) return;
    report.bookings++;
    await runBooking(
      context,
      row,
      workflow,
      runOf.get(row.id) ?? readRun(null),
      { signedAt: signedAt.get(row.id), publishedAt: publishedAt.get(row.id) },
      report,
    );
  });
  // The owner's tasks of the week, once a day (not when one booking's step was asked for now).
  if (!bookingId) await sendTasksDigest(deps, config, now);
  deps.logger.info('Workflows run', { ...report });
  return report;
}
