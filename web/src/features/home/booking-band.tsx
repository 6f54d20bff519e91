import { paths } from '@common/paths';
import { telHref, useStudio } from '@/lib/studio-context';
import { BookEventActions } from './book-event-actions';

type Props = { title?: string; lead?: string; bookTarget?: string };

/** The closing call to action: calm, one primary action. Shared by the showcase pages. */
export function BookingBand({
  title = 'Let’s tell your story',
  lead = 'Tell us about your day. We reply within two working days with ideas, availability and a tailored plan.',
  bookTarget = paths.booking,
}: Props) {
  const phone = useStudio()?.phone;
  return (
    <section aria-labelledby="booking-band-title" className="container-page pt-8">
      {/* An inset card, not a full-width band: the dark footer follows, and two dark slabs would merge. */}
      <div className="flex flex-col items-start gap-10 rounded-[2rem] bg-ink bg-[radial-gradient(ellipse_at_top_right,rgba(184,146,90,0.28),transparent_60%)] px-7 py-16 text-ivory sm:px-14 sm:py-20 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <p className="text-xs font-semibold uppercase tracking-[0.28em] text-sand">Now booking</p>
          <h2 id="booking-band-title" className="mt-4 text-4xl font-semibold leading-tight sm:text-6xl">
            {title}
          </h2>
          <p className="mt-5 text-lg leading-relaxed text-ivory/80">{lead}</p>
          {phone && (
            <p className="mt-3 text-sm text-ivory/70">
              Prefer to talk? Call{' '}
              <a
                href={telHref(phone)}
                className="font-semibold text-ivory underline decoration-ivory/40 underline-offset-4 hover:decoration-ivory"
              >
                {phone}
              </a>
            </p>
          )}
        </div>
        <BookEventActions bookTarget={bookTarget} also={{ to: paths.contact, label: 'Is my date free?' }} />
      </div>
    </section>
  );
}
