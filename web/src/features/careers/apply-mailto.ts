import type { JobOpening } from '@common/schemas';
import { STUDIO } from '@common/studio';

// encodeURIComponent, not URLSearchParams: mail apps show URLSearchParams' "+" as a literal plus.
const mailto = (subject: string, body: string) =>
  `mailto:${STUDIO.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;

/** A pre-addressed application email for one role, with a subject the studio can filter on. */
export function applicationMailto(opening: Pick<JobOpening, 'title' | 'type'>) {
  return mailto(
    `Application: ${opening.title} (${opening.type})`,
    `Hello ${STUDIO.name},\n\nI would like to apply for the ${opening.title} role.\n\nPortfolio link: \nA little about me: \n\nThank you,\n`,
  );
}

/** For people who want to introduce themselves when no role fits. */
export const openApplicationMailto = () =>
  mailto('Open application', `Hello ${STUDIO.name},\n\nPortfolio link: \nWhat I would love to work on: \n\nThank you,\n`);
