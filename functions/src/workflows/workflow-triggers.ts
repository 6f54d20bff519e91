import { onSchedule } from 'firebase-functions/v2/scheduler';
import { COLLECTIONS } from '../../../common/collections';
import { bookingQuestionnaireSchema } from '../../../common/schemas/questionnaires';
import { workflowRunSchema } from '../../../common/schemas/workflows';
import { accountAddress } from '../lib/account-address';
import { mailConfig, type MailDeps } from '../lib/mail-deps';
import { sendOnce } from '../lib/outbox';
import { onCreated, onWritten, skip, withMail, type DocumentHandler } from '../lib/triggers';
import { bookingSchema } from '../../../common/schemas/orders';
import { runWorkflows } from './run-workflows';
import { questionnaireEmail } from './workflow-emails';

// The workflows' functions (docs/workflows.md): the job every 15 minutes, a step the owner asks
// for now, and the email that tells the customer a questionnaire is waiting.

/** Every 15 minutes. The Functions emulator runs no schedules: tests call runWorkflows with their own clock. */
export const runScheduledWorkflows = onSchedule({ schedule: 'every 15 minutes', secrets: withMail.secrets }, async () => {
  await runWorkflows(withMail.deps());
});

/** A questionnaire sent for a booking (by the owner or a step): the customer is emailed the link, once. */
export const questionnaireSent: DocumentHandler<ReturnType<typeof bookingQuestionnaireSchema.parse>, MailDeps> = {
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
export const stepAskedNow: DocumentHandler<ReturnType<typeof workflowRunSchema.parse>, MailDeps> = {
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
