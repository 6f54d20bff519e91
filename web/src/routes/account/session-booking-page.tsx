import { useParams, useSearchParams } from 'react-router-dom';
import { studioLocale } from '@common/studio-locale';
import { Loaded } from '@/components/ui/loaded';
import { PageIntro } from '@/components/ui/page-intro';
import { usePublicSessionTypes } from '@/data/session-slots';
import { ConfirmSession } from '@/features/sessions/confirm-session';
import { usePageMeta } from '@/lib/use-page-meta';
import { RequireCustomer } from '@/session/require-customer';

/** /sessions/:sessionTypeId/book?start=…: sign in with Google, then confirm (or move to) the chosen time. */
export function SessionBookingPage() {
  const { sessionTypeId = '' } = useParams();
  const [search] = useSearchParams();
  const types = usePublicSessionTypes();
  usePageMeta('Book your session', 'Confirm your session with {studio}.');
  return (
    <>
      <PageIntro eyebrow="Almost there" title="Book your session">
        <p>Check the time, then confirm. You can cancel or move it from your profile.</p>
      </PageIntro>
      <section aria-label="Your session" className="container-page max-w-2xl pb-24">
        <RequireCustomer reason="Your session is kept in your account, so you can see, move or cancel it in one place.">
          {() => (
            <Loaded result={types} what="this session">
              {(list) => {
                const type = list.find((t) => t.id === sessionTypeId && t.active);
                if (!type) return <p className="text-ink">This session is not offered.</p>;
                return (
                  <ConfirmSession
                    type={type}
                    zone={studioLocale().timeZone}
                    start={search.get('start') ?? ''}
                    move={search.get('move') ?? undefined}
                  />
                );
              }}
            </Loaded>
          )}
        </RequireCustomer>
      </section>
    </>
  );
}
