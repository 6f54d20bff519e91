import { Link, useParams, useSearchParams } from 'react-router-dom';
import { paths, sessionTypePath } from '@common/paths';
import { sessionPolicyText } from '@common/sessions';
import { studioLocale } from '@common/studio-locale';
import { buttonClass } from '@/components/ui/button';
import { Loaded } from '@/components/ui/loaded';
import { PageIntro } from '@/components/ui/page-intro';
import { Skeleton } from '@/components/ui/skeleton';
import { usePublicSessionTypes, useSessionSettings } from '@/data/session-slots';
import { SessionFacts } from '@/features/sessions/session-summary';
import { SlotPicker } from '@/features/sessions/slot-picker';
import { usePageMeta } from '@/lib/use-page-meta';

/** /sessions: consultations and mini sessions, each booked by the hour from its own page. */
export function SessionsPage() {
  usePageMeta('Sessions', 'Consultations and mini sessions with {studio}, booked by the hour online.');
  const types = usePublicSessionTypes();
  return (
    <>
      <PageIntro eyebrow="Book by the hour" title="Sessions">
        <p>Consultations and mini sessions: choose a time that suits you and book it in a minute.</p>
      </PageIntro>
      <section aria-label="Sessions" className="container-page pb-24">
        <Loaded
          result={types}
          what="the sessions"
          loading={<Skeleton count={3} className="h-48 rounded-3xl" layout="grid gap-6 md:grid-cols-3" />}
        >
          {(list) => {
            const offered = list.filter((t) => t.active);
            if (!offered.length) return <p className="text-muted">No sessions are offered just now.</p>;
            return (
              <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                {offered.map((type) => (
                  <li key={type.id} className="flex flex-col rounded-3xl border border-sand bg-white p-6">
                    <h2 className="text-2xl font-semibold text-ink">{type.name}</h2>
                    {type.description && <p className="mt-2 line-clamp-3 text-muted">{type.description}</p>}
                    <div className="mt-4">
                      <SessionFacts type={type} />
                    </div>
                    <Link to={sessionTypePath(type.id)} className={buttonClass('primary', 'mt-6 self-start')}>
                      See times
                    </Link>
                  </li>
                ))}
              </ul>
            );
          }}
        </Loaded>
      </section>
    </>
  );
}

/** /sessions/:sessionTypeId: one session type and its free times for the coming weeks. */
export function SessionTypePage() {
  const { sessionTypeId = '' } = useParams();
  const move = useSearchParams()[0].get('move') ?? undefined;
  const types = usePublicSessionTypes();
  const settings = useSessionSettings();
  const type = types.data?.find((t) => t.id === sessionTypeId && t.active);
  usePageMeta(type?.name ?? (types.data ? 'Session not found' : 'Session'), type?.description || 'Book a session with {studio}.', {
    notFound: Boolean(types.data) && !type,
  });
  return (
    <Loaded
      result={types}
      what="this session"
      errorClassName="container-page py-16"
      loading={<Skeleton count={2} className="h-64 rounded-3xl" layout="container-page grid gap-6 py-16" />}
    >
      {() =>
        type ? (
          <>
            <nav aria-label="Breadcrumb" className="container-page pt-10 text-sm text-muted">
              <Link to={paths.sessions} className="underline-offset-4 hover:text-ink hover:underline">
                Sessions
              </Link>
              <span aria-hidden="true"> / </span>
              <span className="text-ink-soft">{type.name}</span>
            </nav>
            <PageIntro eyebrow={move ? 'Move your session' : 'Choose a time'} title={type.name}>
              {type.description && <p>{type.description}</p>}
            </PageIntro>
            <section aria-label="Free times" className="container-page grid gap-8 pb-24 lg:grid-cols-[1fr_20rem]">
              <SlotPicker type={type} zone={studioLocale().timeZone} move={move} />
              <aside className="grid content-start gap-4 rounded-3xl border border-sand bg-ivory p-6">
                <SessionFacts type={type} stacked />
                <p className="text-sm text-muted">{sessionPolicyText(settings.data?.cutoffHours ?? 24)}</p>
              </aside>
            </section>
          </>
        ) : (
          <div className="container-page py-24">
            <h1 className="text-3xl font-semibold text-ink">This session is not offered</h1>
            <p className="mt-3 text-muted">
              <Link to={paths.sessions} className="underline">
                See the sessions we offer
              </Link>
              .
            </p>
          </div>
        )
      }
    </Loaded>
  );
}
