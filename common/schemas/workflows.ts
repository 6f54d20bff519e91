import { z } from 'zod';
import { unknownFieldsMessage, unknownMergeFields } from '../contracts';
import { EVENT_TYPES } from '../event-types';
import { LIMITS, dateSchema, idSchema, isoDateSchema, optionalText, shortText } from './common';

// Workflows (issue 36, docs/workflows.md):
// - workflows/{id} (+ steps/{stepId}): the owner's steps, each anchored to a moment of the booking;
// - workflowRuns/{bookingId}: what the job did with each step (functions), and the owner's skips
//   and "send now" (the owner);
// - ownerTasks/{bookingId}_{stepId}: a task a step made for the owner (functions create, the owner ticks).

export const ANCHORS = {
  confirmed: 'Booking confirmed',
  'contract-signed': 'Contract signed',
  'event-day': 'Event day',
  'balance-paid': 'Balance paid',
  'gallery-published': 'Gallery published',
} as const;
export type Anchor = keyof typeof ANCHORS;
export const ANCHOR_NAMES = Object.keys(ANCHORS) as [Anchor, ...Anchor[]];

export const ACTIONS = {
  email: 'Send an email',
  questionnaire: 'Send a questionnaire',
  task: 'Create a task for me',
  review: 'Ask for a review',
} as const;
export type Action = keyof typeof ACTIONS;
export const ACTION_NAMES = Object.keys(ACTIONS) as [Action, ...Action[]];

/** A year either way, as the rules bound it. */
export const MAX_OFFSET_DAYS = 365;
export const MAX_STEPS = 20;
const EMAIL_BODY_MAX = 10_000;
/** The studio's hour a step anchored to a day is sent at, when the workflow does not say. */
export const DEFAULT_SEND_HOUR = 9;

/** workflows/{id}/steps/{stepId}: one step, its place in the list by `order`. */
export const stepSchema = z
  .object({
    anchor: z.enum(ANCHOR_NAMES),
    offsetDays: z
      .number()
      .int('Whole days')
      .min(-MAX_OFFSET_DAYS, `At most ${MAX_OFFSET_DAYS} days before`)
      .max(MAX_OFFSET_DAYS, `At most ${MAX_OFFSET_DAYS} days after`),
    action: z.enum(ACTION_NAMES),
    /** An email's subject and body (merge fields as in contracts); '' for other actions. */
    subject: optionalText(LIMITS.shortText),
    body: z
      .string()
      .trim()
      .max(EMAIL_BODY_MAX)
      .superRefine((body, ctx) => {
        const unknown = unknownMergeFields(body);
        if (unknown.length) ctx.addIssue({ code: 'custom', message: unknownFieldsMessage(unknown) });
      }),
    /** The questionnaire a questionnaire step sends; '' otherwise. */
    questionnaireId: z.union([z.literal(''), idSchema]),
    /** A task step's title; '' otherwise. */
    taskTitle: optionalText(LIMITS.shortText),
    order: z
      .number()
      .int()
      .min(0)
      .max(MAX_STEPS - 1),
  })
  .superRefine((step, ctx) => {
    if (step.action === 'email' && !step.subject) ctx.addIssue({ code: 'custom', path: ['subject'], message: 'Give the email a subject' });
    if (step.action === 'email' && !step.body) ctx.addIssue({ code: 'custom', path: ['body'], message: 'Write the email' });
    if (step.action === 'questionnaire' && !step.questionnaireId)
      ctx.addIssue({ code: 'custom', path: ['questionnaireId'], message: 'Choose the questionnaire to send' });
    if (step.action === 'task' && !step.taskTitle) ctx.addIssue({ code: 'custom', path: ['taskTitle'], message: 'Name the task' });
  });
/** A step with its id (the document's), as the builder, the job and the timeline use it. */
export type Step = z.infer<typeof stepSchema> & { id: string };

const STEP_ID_PATTERN = /^[a-z0-9]{1,24}$/;

/** workflows/{id}: which bookings it is for and the hour it sends at; its steps are documents of their own. */
export const workflowSchema = z.object({
  name: shortText(LIMITS.name),
  /** The packages this workflow is for (a package named here takes it over the event type and the default). */
  packageIds: z.array(idSchema.regex(/^[^\n]*$/)).max(50),
  /** The event types it is for, when no workflow names the booking's package. */
  eventTypes: z.array(z.enum(EVENT_TYPES)).max(EVENT_TYPES.length),
  /** The workflow of every other booking (one at most: making one the default clears the others). */
  isDefault: z.boolean(),
  /** The studio's hour a step is sent at (0–23). */
  sendHour: z.number().int().min(0).max(23),
  updatedAt: dateSchema,
});
export type Workflow = z.infer<typeof workflowSchema>;

/** What the builder saves: the workflow and its steps in order, each checked (an unknown merge field named). */
export const workflowInputSchema = workflowSchema.omit({ updatedAt: true }).extend({
  steps: z
    .array(stepSchema.safeExtend({ id: z.string().regex(STEP_ID_PATTERN) }))
    .max(MAX_STEPS, `At most ${MAX_STEPS} steps`)
    .refine((steps) => new Set(steps.map((s) => s.id)).size === steps.length, 'Two steps share an id'),
});
export type WorkflowInput = z.infer<typeof workflowInputSchema>;

const STEP_OUTCOMES = ['sent', 'skipped', 'missed'] as const;

const stepRecordSchema = z.object({
  outcome: z.enum(STEP_OUTCOMES),
  /** When it was sent, skipped, or found missed. */
  at: dateSchema,
  /** The moment it was due (for 'missed': the moment that passed before the booking existed). */
  dueAt: dateSchema.nullable(),
  /** Sent more than LATE_AFTER_MS after its moment (a missed run caught up). */
  late: z.boolean(),
  /** The step's words when it ran, for the timeline after the workflow changes. */
  label: z.string().max(300),
});
export type StepRecord = z.infer<typeof stepRecordSchema>;

const momentMap = z.record(z.string(), dateSchema);

export const workflowRunSchema = z.object({
  /** What the job has done with each step, by step id (functions only). */
  steps: z.record(z.string(), stepRecordSchema).default({}),
  /** Anchors the booking document does not carry, stamped when the job first saw them. */
  anchors: z
    .object({ balancePaidAt: dateSchema.nullable(), galleryPublishedAt: dateSchema.nullable(), contractSignedAt: dateSchema.nullable() })
    .partial()
    .default({}),
  /** The owner's: steps not to send (step id → when), and steps to send at once. */
  skipped: momentMap.default({}),
  sendNow: momentMap.default({}),
});
export type WorkflowRun = z.infer<typeof workflowRunSchema>;

export const ownerTaskSchema = z.object({
  title: shortText(LIMITS.shortText),
  bookingId: idSchema,
  /** Who and what the booking is, for the dashboard line. */
  bookingLabel: z.string().max(300),
  /** The studio's day it is due. */
  dueOn: isoDateSchema,
  done: z.boolean(),
  doneAt: dateSchema.nullable(),
  createdAt: dateSchema,
});
export type OwnerTask = z.infer<typeof ownerTaskSchema>;

export const ownerTaskId = (bookingId: string, stepId: string) => `${bookingId}_${stepId}`;
/** The outbox key of a step's email: one per booking and step, whatever the runs. */
export const stepMailKey = (bookingId: string, stepId: string) => `workflow-${bookingId}-${stepId}`;

// ---------------------------------------------------------------- reviews

/** At or below this, a review goes to the owner privately and is never offered for publishing. */
export const LOW_RATING = 3;
export const REVIEW_WORDS_MAX = 1000;

/** reviews/{bookingId}: the booking's customer's stars and words, after delivery; a second one updates the first. */
export const reviewInputSchema = z
  .object({
    rating: z.number().int().min(1, 'Choose from one to five stars').max(5),
    words: optionalText(REVIEW_WORDS_MAX),
    /** Their words may be published with their first name. */
    consent: z.boolean(),
    firstName: optionalText(50),
  })
  .superRefine((review, ctx) => {
    if (review.consent && !review.firstName)
      ctx.addIssue({ code: 'custom', path: ['firstName'], message: 'The first name to publish with' });
  });
export type ReviewInput = z.infer<typeof reviewInputSchema>;

export const reviewSchema = reviewInputSchema.safeExtend({
  userId: idSchema,
  bookingId: idSchema,
  createdAt: dateSchema,
  updatedAt: dateSchema,
});
export type Review = z.infer<typeof reviewSchema>;

/** The testimonial a consented review becomes (a draft until the owner publishes it). */
export const reviewTestimonialId = (bookingId: string) => `review-${bookingId}`;
export const isReviewTestimonial = (id: string) => id.startsWith('review-');
