import { STUDIO } from '../../../common/studio';
import { EMAIL_COLORS, renderDetails, renderEmailLayout } from './email-layout';
import { oneLine, renderSignature, textClosing } from './email-parts';
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

export function buildStudioEmail(email: StudioEmail): MailMessage {
  const { paragraphs, details = [], sections = [], closing = [], signed = true } = email;
  const p = (text: string) => html`<p style="margin:0 0 16px;">${multiline(text)}</p>`;
  const body = html`${paragraphs.map(p)}${details.length ? renderDetails(details) : ''}${sections.map(
    ({ title, text }) =>
      html`<h2 style="margin:24px 0 8px;font-family:Georgia, 'Times New Roman', serif;font-weight:normal;font-size:19px;color:${EMAIL_COLORS.ink};">${title}</h2>
<div style="border-left:3px solid ${EMAIL_COLORS.accent};padding:4px 0 4px 16px;margin:0 0 16px;">${multiline(text)}</div>`,
  )}${closing.map(p)}${signed ? renderSignature() : ''}`;
  const text = [
    ...paragraphs.flatMap((line) => [line, '']),
    ...(details.length ? [...details.map(([label, value]) => `${label}: ${value}`), ''] : []),
    ...sections.flatMap(({ title, text: block }) => [title.toUpperCase(), block, '']),
    ...closing.flatMap((line) => [line, '']),
    ...textClosing(signed),
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
