import { STUDIO } from '../../../common/studio';
import { welcomeEmailPayloadSchema, type WelcomeEmailPayload } from '../../../common/schemas/users';
import { EMAIL_COLORS, renderDetails, renderEmailLayout } from '../lib/email-layout';
import { renderSignature, textClosing } from '../lib/email-parts';
import { formatDate } from '../lib/format';
import { html, safeUrl } from '../lib/html';
import type { MailMessage } from '../lib/mail';

export const WELCOME_SUBJECT = `Welcome to ${STUDIO.name}`;

export function buildWelcomeEmail(input: WelcomeEmailPayload, from: string): MailMessage {
  const payload = welcomeEmailPayloadSchema.parse(input);
  const greetingName = payload.name.trim() || 'there';
  const avatar = safeUrl(payload.avatarUrl);
  const memberSince = formatDate(new Date(payload.createdAt));
  const phone = payload.phone || 'Not provided yet';

  const body = html`${avatar ? html`<img src="${avatar}" alt="" width="72" height="72" style="display:block;width:72px;height:72px;border-radius:36px;margin:0 0 20px;border:2px solid ${EMAIL_COLORS.line};">` : ''}
<p style="margin:0 0 16px;">Thank you for joining ${STUDIO.name}. Your customer account is ready: book a session, follow your bookings and frame orders, and receive your soft copies, all in one place.</p>
<p style="margin:0 0 16px;">These are the details we have for you. You can change your name, phone and photo on your profile at any time.</p>
${renderDetails([
  ['Name', payload.name || '—'],
  ['Email', payload.email],
  ['Phone', phone],
  ['Client reference', payload.id],
  ['Member since', html`<time datetime="${payload.createdAt}">${memberSince}</time>`],
])}
<p style="margin:0 0 16px;">Planning a wedding, a portrait session or an event? Reply to this email or call us on ${STUDIO.phone}. We would love to hear your story.</p>
${renderSignature()}`;

  const text = [
    `Hello ${greetingName},`,
    '',
    `Thank you for joining ${STUDIO.name}. Your customer account is ready: book a session, follow your bookings and frame orders, and receive your soft copies, all in one place.`,
    '',
    'Your details:',
    `  Name: ${payload.name || '—'}`,
    `  Email: ${payload.email}`,
    `  Phone: ${phone}`,
    `  Client reference: ${payload.id}`,
    `  Member since: ${memberSince}`,
    '',
    `Planning a wedding, a portrait session or an event? Reply to this email or call us on ${STUDIO.phone}.`,
    '',
    ...textClosing(),
  ].join('\n');

  return {
    to: payload.email,
    from,
    replyTo: STUDIO.email,
    subject: WELCOME_SUBJECT,
    text,
    html: renderEmailLayout({
      preheader: `Your ${STUDIO.name} account is ready.`,
      heading: payload.name.trim() ? `Welcome, ${payload.name.trim()}` : `Welcome to ${STUDIO.name}`,
      body,
    }),
    categories: ['welcome'],
    customArgs: { kind: 'welcome', userId: payload.id },
  };
}
