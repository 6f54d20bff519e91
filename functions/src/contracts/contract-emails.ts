import { formatDateTimeWithZone, formatIsoDay } from '../../../common/format';
import { bookingDetailPath, contractPath } from '../../../common/paths';
import type { TermChange } from '../../../common/schemas/contracts';
import { buildEmail, type MailConfig } from '../lib/email/build-email';
import { greeting, type Block } from '../lib/email/description';
import type { MailMessage } from '../lib/mail';

// Every email of a contract's life (docs/contracts.md): to the customer (review and sign, the
// reminder, the hold ending and ended, the signed copy, the countersignature, an addendum) and to
// the owner (the signed copy, a hold that ended, a deposit whose day another booking took).

/** What each email names: the booking, its customer (the account's address) and the contract. */
interface ContractEmailContext {
  bookingId: string;
  booking: { name: string; email: string; packageName: string; eventDate: string };
  /** The contract's title as sent ("Photography agreement: Signature Wedding on June 12, 2027"). */
  title: string;
  config: MailConfig;
}

const signLink = (bookingId: string): Block => ({ button: 'Review and sign', link: { path: contractPath(bookingId) } });
const contractLink = (bookingId: string, text: string): Block => ({
  paragraph: [{ link: { path: contractPath(bookingId) }, text }, '.'],
});
const summary = ({ bookingId, booking, title }: ContractEmailContext): Block => ({
  details: [
    ['Contract', title],
    ['Package', booking.packageName],
    ['Event day', formatIsoDay(booking.eventDate)],
    ['Reference', bookingId],
  ],
});

function customerEmail(
  context: ContractEmailContext,
  email: { kind: string; subject: string; heading: string; preheader: string; blocks: Block[]; ids?: Record<string, string> },
): MailMessage {
  const { bookingId, booking, config } = context;
  return buildEmail(
    {
      audience: 'customer',
      to: booking.email,
      subject: email.subject,
      heading: email.heading,
      preheader: email.preheader,
      blocks: [{ paragraph: greeting(booking.name) }, ...email.blocks, summary(context)],
      kind: email.kind,
      ids: { bookingId, ...email.ids },
    },
    config,
  );
}

function ownerEmail(
  context: ContractEmailContext,
  email: { kind: string; subject: string; heading: string; preheader: string; blocks: Block[]; ids?: Record<string, string> },
): MailMessage {
  const { bookingId, booking, config } = context;
  return buildEmail(
    {
      audience: 'owner',
      to: config.ownerEmail,
      replyTo: booking.email,
      subject: email.subject,
      heading: email.heading,
      preheader: email.preheader,
      blocks: [
        ...email.blocks,
        summary(context),
        { details: [['Customer', booking.name]] },
        { button: 'Open the booking', link: { path: bookingDetailPath(bookingId) } },
      ],
      kind: email.kind,
      ids: { bookingId, ...email.ids },
    },
    config,
  );
}

/** "Review and sign": the contract is ready, before any deposit. */
export function contractSentEmail(context: ContractEmailContext & { holdHours: number }): MailMessage {
  const day = formatIsoDay(context.booking.eventDate);
  return customerEmail(context, {
    kind: 'contract-sent',
    subject: `Review and sign your contract: ${context.booking.packageName}, ${day}`,
    heading: 'Your contract is ready',
    preheader: `Read and sign the contract for ${day}; then the deposit locks the day.`,
    blocks: [
      {
        paragraph: `Thank you for your request. Before the deposit, please read the contract for your ${context.booking.packageName} on ${day} and sign it on our website: type your name or draw your signature.`,
      },
      {
        paragraph: `Signing holds ${day} for you for ${context.holdHours} hours. Pay the deposit within that time and the day is yours: it is then locked in our calendar.`,
      },
      signLink(context.bookingId),
    ],
  });
}

/** The one reminder of a contract still unsigned some days after it was sent. */
export function contractReminderEmail(context: ContractEmailContext): MailMessage {
  const day = formatIsoDay(context.booking.eventDate);
  return customerEmail(context, {
    kind: 'contract-reminder',
    subject: `Reminder: your contract for ${day} is waiting for your signature`,
    heading: 'Your contract is waiting',
    preheader: `Sign the contract to hold ${day}.`,
    blocks: [
      { paragraph: `Your contract for ${day} is not signed yet. The day is not held for you until you sign it and pay the deposit.` },
      signLink(context.bookingId),
    ],
  });
}

/** The hold ends within the warning time and the deposit has not come. */
export function holdEndingEmail(context: ContractEmailContext & { until: Date }): MailMessage {
  const day = formatIsoDay(context.booking.eventDate);
  const until = formatDateTimeWithZone(context.until);
  return customerEmail(context, {
    kind: 'contract-hold-ending',
    subject: `Your hold on ${day} ends on ${until}`,
    heading: 'Your hold ends soon',
    preheader: `Pay the deposit before ${until} to lock ${day}.`,
    blocks: [
      {
        paragraph: `You signed your contract, and ${day} is held for you until ${until}. Pay the deposit before then and the day is locked for you; after it, the day is free for others again.`,
      },
      contractLink(context.bookingId, 'Your contract and how to pay are on our website'),
    ],
  });
}

/** The hold ended without the deposit: the day is free again. */
export function holdExpiredEmail(context: ContractEmailContext): MailMessage {
  const day = formatIsoDay(context.booking.eventDate);
  return customerEmail(context, {
    kind: 'contract-hold-expired',
    subject: `Your hold on ${day} has ended`,
    heading: 'Your hold has ended',
    preheader: `${day} is no longer held for you.`,
    blocks: [
      {
        paragraph: `The deposit did not reach us while ${day} was held for you, so the day is free again in our calendar. Your signed contract stays as it is: if the day is still free when your deposit arrives, it is yours.`,
      },
      { paragraph: 'If something held you up, reply to this email and we will find a way together.' },
    ],
  });
}

export function holdExpiredNotice(context: ContractEmailContext): MailMessage {
  const day = formatIsoDay(context.booking.eventDate);
  return ownerEmail(context, {
    kind: 'owner-contract-hold-expired',
    subject: `Hold ended: ${context.booking.name}, ${day}`,
    heading: 'A hold has ended',
    preheader: `${day} is free again: no deposit came.`,
    blocks: [
      {
        paragraph: `${context.booking.name} signed the contract, but no deposit came while ${day} was held. The day is free again in the calendar; the booking stays pending.`,
      },
    ],
  });
}

const attach = (mail: MailMessage, pdf: { filename: string; base64: string }): MailMessage => ({
  ...mail,
  attachments: [{ filename: pdf.filename, type: 'application/pdf', content: pdf.base64 }],
});

/** The signed copy of the contract (or addendum n), to the customer, as a PDF. */
export function signedCopyEmail(
  context: ContractEmailContext & { addendum: number; pdf: { filename: string; base64: string } },
): MailMessage {
  const what = context.addendum === 0 ? 'contract' : `addendum ${context.addendum}`;
  return attach(
    customerEmail(context, {
      kind: 'contract-signed',
      subject: `Your signed ${what}: ${context.title}`,
      heading: `Your signed ${what}`,
      preheader: `A copy of the ${what} you signed, as a PDF.`,
      blocks: [
        { paragraph: `Thank you for signing. The signed ${what} is attached as a PDF: keep it with your papers.` },
        context.addendum === 0
          ? { paragraph: 'The day is held for you until the deposit arrives; then it is locked.' }
          : { paragraph: 'Everything else in your contract stays as you signed it.' },
        contractLink(context.bookingId, 'Your contract is also on our website'),
      ],
      ids: { addendum: String(context.addendum) },
    }),
    context.pdf,
  );
}

export function signedCopyNotice(
  context: ContractEmailContext & { addendum: number; pdf: { filename: string; base64: string } },
): MailMessage {
  const what = context.addendum === 0 ? 'the contract' : `addendum ${context.addendum}`;
  return attach(
    ownerEmail(context, {
      kind: 'owner-contract-signed',
      subject: `Signed: ${context.booking.name}, ${what} (${formatIsoDay(context.booking.eventDate)})`,
      heading: `${context.booking.name} signed ${what}`,
      preheader: `The signed copy of ${what}, as a PDF.`,
      blocks: [{ paragraph: `${context.booking.name} signed ${what}. The signed copy is attached; countersign it on the booking's page.` }],
      ids: { addendum: String(context.addendum) },
    }),
    context.pdf,
  );
}

/** The owner countersigned: the contract is complete. */
export function countersignedEmail(context: ContractEmailContext & { studioSigner: string }): MailMessage {
  return customerEmail(context, {
    kind: 'contract-countersigned',
    subject: `Your contract is countersigned: ${context.title}`,
    heading: 'Your contract is countersigned',
    preheader: `${context.studioSigner} signed your contract for the studio.`,
    blocks: [
      { paragraph: `${context.studioSigner} has signed your contract for ${context.config.studio.name}. It is now signed by both of us.` },
      contractLink(context.bookingId, 'Your contract is on our website'),
    ],
  });
}

/** A change after signing: addendum n, with only the changed terms, to sign the same way. */
export function addendumEmail(context: ContractEmailContext & { number: number; changes: readonly TermChange[] }): MailMessage {
  return customerEmail(context, {
    kind: 'contract-addendum',
    subject: `Please sign addendum ${context.number} to your contract`,
    heading: `Addendum ${context.number} to your contract`,
    preheader: 'A change to your booking, for your signature.',
    blocks: [
      {
        paragraph:
          'Your booking has changed. This addendum names only what changed; everything else in your contract stays as you signed it.',
      },
      { details: context.changes.map((change) => [change.label, `${change.before} → ${change.after}`] as const) },
      { button: 'Review and sign', link: { path: contractPath(context.bookingId) } },
    ],
    ids: { addendum: String(context.number) },
  });
}

/** The deposit came after the hold ended, and another booking has the day now. */
export function dayTakenNotice(context: ContractEmailContext & { takenBy: string }): MailMessage {
  const day = formatIsoDay(context.booking.eventDate);
  return ownerEmail(context, {
    kind: 'owner-contract-day-taken',
    subject: `Deposit paid, but ${day} is taken: ${context.booking.name}`,
    heading: 'A deposit came for a day that is taken',
    preheader: `${context.booking.name} paid the deposit after the hold on ${day} ended.`,
    blocks: [
      {
        paragraph: `${context.booking.name} paid the deposit after the hold on ${day} had ended, and the day is now ${context.takenBy}. The booking stays pending: offer another day, or decline it and refund the deposit.`,
      },
    ],
  });
}
