import { formatUtcDate } from '../../../common/format';
import { paths } from '../../../common/paths';
import { welcomeEmailPayloadSchema, type WelcomeEmailPayload } from '../../../common/schemas/users';
import { STUDIO } from '../../../common/studio';
import { buildEmail, type MailConfig } from '../lib/email/build-email';
import { greeting } from '../lib/email/description';
import type { MailMessage } from '../lib/mail';

export const WELCOME_SUBJECT = `Welcome to ${STUDIO.name}`;

export function buildWelcomeEmail(input: WelcomeEmailPayload, config: Pick<MailConfig, 'mailFrom' | 'site'>): MailMessage {
  const payload = welcomeEmailPayloadSchema.parse(input);
  const name = payload.name.trim();
  const createdAt = new Date(payload.createdAt);
  return buildEmail(
    {
      audience: 'customer',
      to: payload.email,
      subject: WELCOME_SUBJECT,
      heading: name ? `Welcome, ${name}` : `Welcome to ${STUDIO.name}`,
      preheader: `Your ${STUDIO.name} account is ready.`,
      blocks: [
        { avatar: payload.avatarUrl },
        { paragraph: greeting(name) },
        {
          paragraph: `Thank you for joining ${STUDIO.name}. Your customer account is ready: book a session, follow your bookings and frame orders, and receive your soft copies, all in one place.`,
        },
        {
          paragraph: [
            'These are the details we have for you. You can change your name, phone and photo on ',
            { link: { path: paths.profile }, text: 'your profile' },
            ' at any time.',
          ],
        },
        {
          details: [
            ['Name', name || '—'],
            ['Email', payload.email],
            ['Phone', payload.phone || 'Not provided yet'],
            ['Client reference', payload.id],
            ['Member since', { time: createdAt, text: formatUtcDate(createdAt) }],
          ],
        },
        {
          paragraph: `Planning a wedding, a portrait session or an event? Reply to this email or call us on ${STUDIO.phone}. We would love to hear your story.`,
        },
      ],
      kind: 'welcome',
      ids: { userId: payload.id },
    },
    config,
  );
}
