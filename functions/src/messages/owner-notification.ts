import { formatDateTimeWithZone, formatPrice } from '../../../common/format';
import { emailSchema } from '../../../common/schemas/common';
import { buildEmail, oneLine, type MailConfig } from '../lib/email/build-email';
import type { Block } from '../lib/email/description';
import type { MailMessage } from '../lib/mail';
import { MESSAGE_COLLECTION } from './owner-notices';

/** What reaches the owner through the bounded owner mail: messages, and customers' requests and orders. */
export type MessageKind = 'contact' | 'support' | 'booking' | 'frame-order' | 'transfer-slip' | 'inquiry';

/** A stored message, request or order, read defensively: rules checked it, but the
 *  notification must still go out (with what is there) if a field is odd. */
export interface InboundMessage {
  kind: MessageKind;
  id: string;
  data: Record<string, unknown>;
  /** When the document was created (event time when the document has no usable createdAt). */
  receivedAt: Date;
}

export const KIND_LABEL: Record<MessageKind, string> = {
  contact: 'contact message',
  support: 'support request',
  booking: 'booking request',
  'frame-order': 'frame order',
  'transfer-slip': 'transfer slip',
  inquiry: 'inquiry',
};

/** Where each kind keeps its words: a message's text, an order's notes. */
const BODY_FIELD: Record<MessageKind, string> = {
  contact: 'message',
  support: 'message',
  booking: 'notes',
  'frame-order': 'notes',
  'transfer-slip': 'note',
  inquiry: 'message',
};

function text(data: Record<string, unknown>, key: string): string {
  const value = data[key];
  return typeof value === 'string' ? value.trim() : '';
}

function receivedAt(data: Record<string, unknown>, fallback: Date): Date {
  const value = data.createdAt as { toDate?: () => Date } | undefined;
  return typeof value?.toDate === 'function' ? value.toDate() : fallback;
}

export function readInboundMessage(kind: MessageKind, id: string, data: Record<string, unknown>, eventTime: Date): InboundMessage {
  return { kind, id, data, receivedAt: receivedAt(data, eventTime) };
}

/** The label/value lines that describe a message (name, email, then its kind's own fields). */
function detailsOf({ kind, data }: InboundMessage): Array<[string, string]> {
  // A slip names no one itself: its trigger adds the booking's name; a digest shows where to look.
  const name = text(data, 'name') || (kind === 'transfer-slip' ? 'The customer of the booking below' : 'Someone');
  const email = text(data, 'email');
  const own: Record<MessageKind, Array<[string, string]>> = {
    contact: [
      ['Phone', text(data, 'phone') || '—'],
      ['Subject', text(data, 'subject')],
    ],
    support: [
      ['Topic', text(data, 'topic')],
      ['Reference', text(data, 'reference') || '—'],
    ],
    booking: [
      ['Package', text(data, 'packageName')],
      ['Event day', text(data, 'eventDate')],
    ],
    'frame-order': [
      ['Frame', `${text(data, 'frameName')} ${text(data, 'size')}`.trim()],
      ['Quantity', String(typeof data.quantity === 'number' ? data.quantity : '—')],
    ],
    'transfer-slip': [
      ['Amount sent', typeof data.amount === 'number' ? formatPrice(data.amount) : '—'],
      ['Sent on', text(data, 'sentOn')],
      ['Booking', text(data, 'bookingId')],
    ],
    inquiry: [
      ['Event', `${text(data, 'eventType')}${text(data, 'eventDate') ? ` on ${text(data, 'eventDate')}` : ', date not fixed'}`],
      ['Date is', text(data, 'availability') || '—'],
      ['Budget', text(data, 'budget') || '—'],
      ['Heard of us', text(data, 'heardFrom') || '—'],
    ],
  };
  return [['Name', name], ['Email', email], ...own[kind]];
}

/** `contactMessages/<id>`: where the owner finds the message. */
const documentPath = ({ kind, id }: InboundMessage) => `${MESSAGE_COLLECTION[kind]}/${id}`;

/** A message as the owner's emails show it: who and about what, when, the words (up to `maxChars`), where it is stored. */
export function messageBlocks(message: InboundMessage, maxChars = Infinity): Block[] {
  const body = text(message.data, BODY_FIELD[message.kind]) || '—';
  const shown = body.length > maxChars ? `${body.slice(0, maxChars)}… (${body.length - maxChars} more characters in the document)` : body;
  return [
    { details: [...detailsOf(message), ['Received', { time: message.receivedAt, text: formatDateTimeWithZone(message.receivedAt) }]] },
    { box: shown },
    { note: `Document: ${documentPath(message)}` },
  ];
}

export function buildOwnerNotification(message: InboundMessage, config: MailConfig): MailMessage {
  const { kind, id, data } = message;
  const name = text(data, 'name') || 'Someone';
  const email = text(data, 'email');
  const replyTo = emailSchema.safeParse(email).success ? email : undefined;
  const topic = kind === 'contact' ? text(data, 'subject') : text(data, 'topic');
  return buildEmail(
    {
      audience: 'owner',
      to: config.ownerEmail,
      replyTo,
      subject:
        kind === 'contact'
          ? `New contact message from ${name}: ${topic || 'no subject'}`
          : `New ${KIND_LABEL[kind]}${kind === 'support' ? ` (${topic || 'Other'})` : ''} from ${name}`,
      heading: `New ${KIND_LABEL[kind]}`,
      preheader: oneLine(text(data, BODY_FIELD[kind]), 120),
      blocks: [
        {
          paragraph: `A new ${KIND_LABEL[kind]} arrived through the website.${replyTo ? ' Reply to this email to answer them directly.' : ''}`,
        },
        ...messageBlocks(message),
      ],
      kind: `owner-${kind}`,
      ids: { documentId: id },
    },
    config,
  );
}
