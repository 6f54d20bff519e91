import type { ContractFacts } from '../../../common/contracts';
import { formatIsoDay } from '../../../common/format';
import { answerQuestionnairePath, bookingDetailPath, reviewPath } from '../../../common/paths';
import { fillMergeFields } from '../../../common/workflows';
import { buildEmail, oneLine, type MailConfig } from '../lib/email/build-email';
import { greeting, type Block } from '../lib/email/description';
import type { MailMessage } from '../lib/mail';

// The emails workflows send (docs/workflows.md): the owner's own template for a step, the link to
// a questionnaire sent for a booking, and the request for a review.

interface Recipient {
  bookingId: string;
  name: string;
  email: string;
  eventDate: string;
}

/** The owner's text as blocks: paragraphs split at blank lines, "- " lines a list. */
function textBlocks(text: string): Block[] {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part): Block => {
      const lines = part.split('\n').map((line) => line.trim());
      return lines.every((line) => line.startsWith('- ')) ? { list: lines.map((line) => line.slice(2)) } : { paragraph: lines.join('\n') };
    });
}

/** A step's email: the owner's subject and body with the booking's merge fields filled (an unknown one throws, named). */
export function stepEmail(
  to: Recipient,
  step: { id: string; subject: string; body: string },
  facts: ContractFacts,
  config: MailConfig,
): MailMessage {
  const subject = oneLine(fillMergeFields(step.subject, facts));
  const body = fillMergeFields(step.body, facts);
  return buildEmail(
    {
      audience: 'customer',
      to: to.email,
      subject,
      heading: subject,
      preheader: oneLine(body, 100),
      blocks: textBlocks(body),
      kind: 'workflow-email',
      ids: { bookingId: to.bookingId, stepId: step.id },
    },
    config,
  );
}

/** A questionnaire was sent for the booking (by hand or by a step): where to answer it. */
export function questionnaireEmail(to: Recipient, form: { id: string; name: string }, config: MailConfig): MailMessage {
  const day = formatIsoDay(to.eventDate);
  return buildEmail(
    {
      audience: 'customer',
      to: to.email,
      subject: `A few questions about ${day}: ${form.name}`,
      heading: form.name,
      preheader: `Answer on your phone; your answers save as you type.`,
      blocks: [
        { paragraph: greeting(to.name) },
        {
          paragraph: `To plan your day on ${day}, we have a few questions for you. Answer on your phone or computer: each answer is saved as you type, and you submit when everything is in.`,
        },
        { button: 'Answer the questions', link: { path: answerQuestionnairePath(form.id) } },
      ],
      kind: 'questionnaire-sent',
      ids: { bookingId: to.bookingId, formId: form.id },
    },
    config,
  );
}

/** After delivery: would they tell others how it was? */
export function reviewRequestEmail(to: Recipient, config: MailConfig): MailMessage {
  return buildEmail(
    {
      audience: 'customer',
      to: to.email,
      subject: `How was your day with ${config.studio.name}?`,
      heading: 'Would you tell us how it was?',
      preheader: 'A few stars and a few words, in a minute.',
      blocks: [
        { paragraph: greeting(to.name) },
        {
          paragraph: `Thank you for letting us be part of ${formatIsoDay(to.eventDate)}. Would you give us a few stars and a few words? With your consent, we may share them on our website with your first name.`,
        },
        { button: 'Leave a review', link: { path: reviewPath(to.bookingId) } },
      ],
      kind: 'review-request',
      ids: { bookingId: to.bookingId },
    },
    config,
  );
}

/** To the owner: a low rating, privately (it is never offered for publishing). */
export function lowRatingNotice(
  review: { bookingId: string; name: string; rating: number; words: string },
  config: MailConfig,
): MailMessage {
  return buildEmail(
    {
      audience: 'owner',
      to: config.ownerEmail,
      subject: `${review.rating}-star review from ${review.name}`,
      heading: `A ${review.rating}-star review`,
      preheader: 'Only you see it; it is not offered for publishing.',
      blocks: [
        { paragraph: `${review.name} gave ${review.rating} of 5 stars. Only you see this review: it is not offered for publishing.` },
        review.words && { quote: review.words },
        { button: 'Open the booking', link: { path: bookingDetailPath(review.bookingId) } },
      ],
      kind: 'owner-low-rating',
      ids: { bookingId: review.bookingId },
    },
    config,
  );
}
