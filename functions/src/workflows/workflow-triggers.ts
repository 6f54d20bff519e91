import { onSchedule } from 'firebase-functions/v2/scheduler';
import { COLLECTIONS } from '../../../common/collections';
import { bookingQuestionnaireSchema } from '../../../common/schemas/questionnaires';
import { LOW_RATING, reviewSchema, reviewTestimonialId, workflowRunSchema, type Review } from '../../../common/schemas/workflows';
import { keywordsOf } from '../../../common/schemas/catalogue';
import { formatIsoDay } from '../../../common/format';
import { accountAddress } from '../lib/account-address';
import { mailConfig, type MailDeps } from '../lib/mail-deps';
import { sendOnce } from '../lib/outbox';
import { onCreated, onWritten, skip, withMail, type DocumentHandler } from '../lib/triggers';
import { bookingSchema } from '../../../common/schemas/orders';
import { runWorkflows } from './run-workflows';
import { lowRatingNotice, questionnaireEmail } from './workflow-emails';

// The workflows' functions (docs/workflows.md): the job every 15 minutes, a step the owner asks
// for now, and the email that tells the customer a questionnaire is waiting.

/** Every 15 minutes. The Functions emulator runs no schedules: tests call runWorkflows with their own clock. */
export const runScheduledWorkflows = onSchedule({ schedule: 'every 15 minutes', secrets: withMail.secrets }, async () => {
  await runWorkflows(withMail.deps());
});

/** A questionnaire sent for a booking (by the owner or a step): the customer is emailed the link, once. */
const questionnaireSent: DocumentHandler<ReturnType<typeof bookingQuestionnaireSchema.parse>, MailDeps> = {
  collection: COLLECTIONS.bookingQuestionnaires,
  schema: bookingQuestionnaireSchema,
  handle: async ({ id, data }, deps) => {
    const booking = bookingSchema.safeParse((await deps.db.collection(COLLECTIONS.bookings).doc(data.bookingId).get()).data());
    if (!booking.success) return skip('the booking does not read');
    const email = (await accountAddress(deps.db, data.userId)) || booking.data.email;
    const { config } = await mailConfig(deps);
    const to = { bookingId: data.bookingId, name: booking.data.name, email, eventDate: booking.data.eventDate };
    return sendOnce(deps, `questionnaire-sent-${id}`, 'questionnaire-sent', questionnaireEmail(to, { id, name: data.name }, config));
  },
};

/** The owner asked for a step now: that booking's due steps are done at once (the asked one with them). */
const stepAskedNow: DocumentHandler<ReturnType<typeof workflowRunSchema.parse>, MailDeps> = {
  collection: COLLECTIONS.workflowRuns,
  schema: workflowRunSchema,
  when: (before, after) => {
    const asked = Object.keys((after.sendNow as Record<string, unknown> | undefined) ?? {});
    const done = (after.steps as Record<string, unknown> | undefined) ?? {};
    const earlier = (before?.sendNow as Record<string, unknown> | undefined) ?? {};
    return asked.some((id) => !(id in earlier) && !(id in done));
  },
  handle: ({ id }, deps) => runWorkflows(deps, { bookingId: id }),
};

export const onBookingQuestionnaireCreated = onCreated(questionnaireSent, withMail);
export const onWorkflowRunWritten = onWritten(stepAskedNow, withMail);

/**
 * A review written or rewritten: with consent and more than LOW_RATING stars, a draft testimonial
 * (review-{bookingId}, featured so the home page shows it once published) carrying the first name
 * and the words; a rewrite updates it and keeps whether it is published. Without consent, or with
 * a low rating, any draft is removed; a low rating goes to the owner privately.
 * @internal Exported for its tests too.
 */
export const reviewWritten: DocumentHandler<Review, MailDeps> = {
  collection: COLLECTIONS.reviews,
  schema: reviewSchema,
  handle: async ({ id, data }, deps) => {
    const { db } = deps;
    const ref = db.collection(COLLECTIONS.testimonials).doc(reviewTestimonialId(id));
    const booking = bookingSchema.safeParse((await db.collection(COLLECTIONS.bookings).doc(id).get()).data());
    if (data.rating <= LOW_RATING) {
      await ref.delete();
      const { config } = await mailConfig(deps);
      const name = booking.success ? booking.data.name : data.firstName || 'A customer';
      const key = `owner-low-rating-${id}-${data.updatedAt.getTime()}`;
      return sendOnce(
        deps,
        key,
        'owner-low-rating',
        lowRatingNotice({ bookingId: id, name, rating: data.rating, words: data.words }, config),
      );
    }
    if (!data.consent || !data.words) return ref.delete();
    const event = booking.success ? `${booking.data.eventType}, ${formatIsoDay(booking.data.eventDate)}`.slice(0, 100) : 'Review';
    await db.runTransaction(async (tx) => {
      const existing = await tx.get(ref);
      const base = { name: data.firstName, event, quote: data.words, rating: data.rating };
      const kept = existing.exists
        ? {
            order: existing.get('order') as number,
            published: existing.get('published') as boolean,
            featured: existing.get('featured') as boolean,
          }
        : // Newest first among the featured (orders below the owner's own, which start at 0).
          { order: -(Math.floor(data.createdAt.getTime() / 1000) % 1_000_000), published: false, featured: true };
      tx.set(ref, { ...base, ...kept, keywords: keywordsOf.testimonials({ ...base, ...kept }) });
    });
    return 'draft';
  },
};

export const onReviewWritten = onWritten(reviewWritten, withMail);
