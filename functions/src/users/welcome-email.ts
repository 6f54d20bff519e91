import { formatDate } from '../../../common/format';
import { paths } from '../../../common/paths';
import { welcomeEmailPayloadSchema, type WelcomeEmailPayload } from '../../../common/schemas/users';
import { buildEmail, type MailConfig } from '../lib/email/build-email';
import { greeting } from '../lib/email/description';
import type { MailMessage } from '../lib/mail';

/** @internal Exported for its tests only. */
export const welcomeSubject = (studioName: string) => `Welcome to ${studioName}`;

export function buildWelcomeEmail(input: WelcomeEmailPayload, config: Pick<MailConfig, 'mailFrom' | 'site' | 'studio'>): MailMessage {
  const payload = welcomeEmailPayloadSchema.parse(input);
  const { studio } = config;
  const name = payload.name.trim();
  const createdAt = new Date(payload.createdAt);
  return buildEmail(
    {
      audience: 'customer',
      to: payload.email,
      subject: welcomeSubject(studio.name),
      heading: name ? `Welcome, ${name}` : welcomeSubject(studio.name),
      preheader: `Your ${studio.name} account is ready.`,
      blocks: [
        { avatar: payload.avatarUrl },
        { paragraph: greeting(name) },
        {
          paragraph: `Thank you for joining ${studio.name}. Your customer account is ready: book a session, follow your bookings and frame orders, and receive your soft copies, all in one place.`,
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
            ['Member since', { time: createdAt, text: formatDate(createdAt) }],
          ],
        },
        {
          paragraph: `Planning a wedding, a portrait session or an event? Reply to this email${studio.phone ? ` or call us on ${studio.phone}` : ''}. We would love to hear your story.`,
        },
      ],
      kind: 'welcome',
      ids: { userId: payload.id },
    },
    config,
  );
}
