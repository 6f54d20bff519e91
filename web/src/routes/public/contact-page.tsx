import { Link, useSearchParams } from 'react-router-dom';
import { studioToday } from '@common/days';
import { EVENT_TYPES } from '@common/event-types';
import { paths } from '@common/paths';
import { PageIntro } from '@/components/ui/page-intro';
import { contactMessageWriter } from '@/data/on-demand-writes';
import { useSession } from '@/session/session-context';
import { ContactForm } from '@/features/contact/contact-form';
import { InquiryForm } from '@/features/inquiry/inquiry-form';
import { PagePhoto } from '@/features/contact/page-photo';
import { StudioDetails } from '@/features/contact/studio-details';
import { FormCard } from '@/components/ui/form-card';
import { usePageMeta } from '@/lib/use-page-meta';

export function ContactPage() {
  usePageMeta(
    'Contact us',
    'Write to {studio}, a photography and event-styling studio[[ serving {area}]]: ask about a date, a package or a visit. We reply within one business day.',
    { studioBusiness: true },
  );
  const { user } = useSession();
  const [search] = useSearchParams();
  // A link may name the event (a package page: ?event=Wedding), or a subject: a question about
  // something already sent (a custom package) is a message, not an inquiry.
  const eventFromLink = EVENT_TYPES.find((type) => type === search.get('event'));
  const subjectFromLink = search.get('subject')?.trim().slice(0, 200) || undefined;
  return (
    <>
      <PageIntro eyebrow="Contact" title="Let’s talk about your day">
        Tell us about the celebration you are planning. Pick your date and you will see at once whether it is free; a first answer with our
        packages reaches your inbox straight away, and we reply personally within one business day.
      </PageIntro>
      <div className="container-page grid gap-12 pb-24 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)] lg:gap-16">
        {/* Keyed by user: a session that arrives after the first render still pre-fills the form. */}
        {subjectFromLink ? (
          <FormCard title="Send us a message" lead="Fields marked optional can stay empty." onFocus={contactMessageWriter.prepare}>
            <ContactForm
              key={`${user?.uid ?? 'guest'}:${subjectFromLink}`}
              send={contactMessageWriter.send}
              defaults={{ name: user?.displayName ?? '', email: user?.email ?? '', subject: subjectFromLink }}
            />
          </FormCard>
        ) : (
          <FormCard title="Ask about your date" lead="No account needed. Fields marked optional can stay empty.">
            <InquiryForm
              key={`${user?.uid ?? 'guest'}:${eventFromLink ?? ''}`}
              today={studioToday()}
              defaults={{ name: user?.displayName ?? '', email: user?.email ?? '', ...(eventFromLink && { eventType: eventFromLink }) }}
            />
          </FormCard>
        )}
        <aside aria-labelledby="studio-heading" className="space-y-8">
          <PagePhoto
            preferredIds={['candlelit-supper', 'studio-sweep']}
            className="aspect-[4/3] rounded-3xl"
            sizes="(min-width: 1024px) 30vw, 100vw"
          />
          <h2 id="studio-heading" className="text-3xl font-semibold text-ink">
            The studio
          </h2>
          <StudioDetails />
          <p className="leading-relaxed text-ink-soft">
            Have a question about an existing booking, a payment or your photos? Our{' '}
            <Link to={paths.support} className="font-semibold text-ink underline underline-offset-4">
              support desk
            </Link>{' '}
            routes it to the right person, and the{' '}
            <Link to={paths.faq} className="font-semibold text-ink underline underline-offset-4">
              FAQ
            </Link>{' '}
            may already have the answer.
          </p>
        </aside>
      </div>
    </>
  );
}
