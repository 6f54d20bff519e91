import type { JobOpening } from '@common/schemas';

/** Who an application goes to: the studio's name and contact email (settings/studio). */
type Recipient = { name: string; email: string };

// encodeURIComponent, not URLSearchParams: mail apps show URLSearchParams' "+" as a literal plus.
const mailto = (to: Recipient, subject: string, body: string) =>
  `mailto:${to.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;

/** A pre-addressed application email for one role, with a subject the studio can filter on. */
export function applicationMailto(to: Recipient, opening: Pick<JobOpening, 'title' | 'type'>) {
  return mailto(
    to,
    `Application: ${opening.title} (${opening.type})`,
    `Hello ${to.name},\n\nI would like to apply for the ${opening.title} role.\n\nPortfolio link: \nA little about me: \n\nThank you,\n`,
  );
}

/** For people who want to introduce themselves when no role fits. */
export const openApplicationMailto = (to: Recipient) =>
  mailto(to, 'Open application', `Hello ${to.name},\n\nPortfolio link: \nWhat I would love to work on: \n\nThank you,\n`);
