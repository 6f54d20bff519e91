import { emailSchema } from '../../../common/schemas/common';
import { renderDetails, renderEmailLayout, EMAIL_COLORS } from '../lib/email-layout';
import { oneLine } from '../lib/email-parts';
import { html, multiline, type SafeHtml } from '../lib/html';
import type { MailMessage } from '../lib/mail';

export type MessageKind = 'contact' | 'support';

/** A stored contact message or support request, read defensively: rules checked it, but the
 *  notification must still go out (with what is there) if a field is odd. */
export interface InboundMessage {
  kind: MessageKind;
  id: string;
  data: Record<string, unknown>;
  /** When the document was created (event time when the document has no usable createdAt). */
  receivedAt: Date;
}

export const KIND_LABEL: Record<MessageKind, string> = { contact: 'contact message', support: 'support request' };

export function text(data: Record<string, unknown>, key: string): string {
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
export function detailsOf({ kind, data }: InboundMessage): Array<[string, string]> {
  const name = text(data, 'name') || 'Someone';
  const email = text(data, 'email');
  return kind === 'contact'
    ? [
        ['Name', name],
        ['Email', email],
        ['Phone', text(data, 'phone') || '—'],
        ['Subject', text(data, 'subject')],
      ]
    : [
        ['Name', name],
        ['Email', email],
        ['Topic', text(data, 'topic')],
        ['Reference', text(data, 'reference') || '—'],
      ];
}

/** `contactMessages/<id>`: where the owner finds the message. */
export const documentPath = ({ kind, id }: InboundMessage) => `${kind === 'contact' ? 'contactMessages' : 'supportRequests'}/${id}`;

export function buildOwnerNotification(message: InboundMessage, from: string, to: string): MailMessage {
  const { kind, id, data } = message;
  const name = text(data, 'name') || 'Someone';
  const email = text(data, 'email');
  const replyTo = emailSchema.safeParse(email).success ? email : undefined;
  const body = text(data, 'message');
  const received = message.receivedAt.toISOString();

  const rows = detailsOf(message);
  const topicLine = kind === 'contact' ? text(data, 'subject') : text(data, 'topic');
  const subject = oneLine(
    kind === 'contact'
      ? `New contact message from ${name}: ${topicLine || 'no subject'}`
      : `New support request (${topicLine || 'Other'}) from ${name}`,
  );

  const detailRows: Array<readonly [string, SafeHtml | string]> = [
    ...rows,
    ['Received', html`<time datetime="${received}">${received.replace('T', ' ').slice(0, 16)} UTC</time>`],
  ];
  const htmlBody = html`<p style="margin:0 0 16px;">A new ${KIND_LABEL[kind]} arrived through the website.${replyTo ? ' Reply to this email to answer them directly.' : ''}</p>
${renderDetails(detailRows)}
<div style="border-left:3px solid ${EMAIL_COLORS.accent};padding:4px 0 4px 16px;margin:0 0 24px;white-space:normal;">${multiline(body)}</div>
<p style="margin:0;font-size:12px;color:${EMAIL_COLORS.muted};">Document ${documentPath(message)}</p>`;

  const textBody = [
    `A new ${KIND_LABEL[kind]} arrived through the website.`,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    `Received: ${received}`,
    '',
    'Message:',
    body,
    '',
    `Document: ${documentPath(message)}`,
  ].join('\n');

  return {
    to,
    from,
    replyTo,
    subject,
    text: textBody,
    html: renderEmailLayout({
      preheader: oneLine(body, 120),
      heading: kind === 'contact' ? 'New contact message' : 'New support request',
      body: htmlBody,
    }),
    categories: [`owner-${kind}`],
    customArgs: { kind: `owner-${kind}`, documentId: id },
  };
}
