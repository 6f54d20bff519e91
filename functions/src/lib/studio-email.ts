import { STUDIO } from '../../../common/studio';
import { EMAIL_COLORS, renderDetails, renderEmailLayout } from './email-layout';
import { html, multiline } from './html';
import type { MailMessage } from './mail';

// One shape for the order emails (bookings, payments, frame orders): a few paragraphs, a details
// table, titled blocks of plain text (how to pay, where to collect), a closing line. The HTML and
// the plain-text part say the same things.

export interface StudioEmail {
  to: string;
  from: string;
  replyTo?: string;
  subject: string;
  heading: string;
  preheader: string;
  paragraphs: string[];
  details?: ReadonlyArray<readonly [label: string, value: string]>;
  sections?: ReadonlyArray<{ title: string; text: string }>;
  closing?: string[];
  /** SendGrid category and the custom args that identify the event (tests and the dashboard use them). */
  kind: string;
  customArgs: Record<string, string>;
  /** Signed by the team (customers) or not (notes to the owner). */
  signed?: boolean;
}

const SIGNATURE = ['With warmth,', `The ${STUDIO.name} team`];

export function buildStudioEmail(email: StudioEmail): MailMessage {
  const { paragraphs, details = [], sections = [], closing = [], signed = true } = email;
  const p = (text: string) => html`<p style="margin:0 0 16px;">${multiline(text)}</p>`;
  const body = html`${paragraphs.map(p)}${details.length ? renderDetails(details) : ''}${sections.map(
    ({ title, text }) =>
      html`<h2 style="margin:24px 0 8px;font-family:Georgia, 'Times New Roman', serif;font-weight:normal;font-size:19px;color:${EMAIL_COLORS.ink};">${title}</h2>
<div style="border-left:3px solid ${EMAIL_COLORS.accent};padding:4px 0 4px 16px;margin:0 0 16px;">${multiline(text)}</div>`,
  )}${closing.map(p)}${
    signed
      ? html`<p style="margin:24px 0 0;font-family:Georgia, 'Times New Roman', serif;font-size:17px;color:${EMAIL_COLORS.accent};">${SIGNATURE[0]}<br>${SIGNATURE[1]}</p>`
      : ''
  }`;
  const text = [
    ...paragraphs.flatMap((line) => [line, '']),
    ...(details.length ? [...details.map(([label, value]) => `${label}: ${value}`), ''] : []),
    ...sections.flatMap(({ title, text: block }) => [title.toUpperCase(), block, '']),
    ...closing.flatMap((line) => [line, '']),
    ...(signed ? [...SIGNATURE, ''] : []),
    `${STUDIO.name} · ${STUDIO.email} · ${STUDIO.phone}`,
  ].join('\n');
  return {
    to: email.to,
    from: email.from,
    replyTo: email.replyTo ?? STUDIO.email,
    subject: oneLine(email.subject),
    text,
    html: renderEmailLayout({ preheader: email.preheader, heading: email.heading, body }),
    categories: [email.kind],
    customArgs: { kind: email.kind, ...email.customArgs },
  };
}

/** Subjects are one line: no control characters, bounded length. */
export function oneLine(value: string, max = 140): string {
  const flat = value
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
