import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SectionHeading } from '@/components/ui/page-intro';

type Props = {
  id: string;
  eyebrow: string;
  title: string;
  lead?: ReactNode;
  more?: { to: string; label: string };
  tone?: 'ivory' | 'linen';
  children: ReactNode;
};

/** One band of the home page: heading on the left, a "see all" link on the right, then content. */
export function HomeSection({ id, eyebrow, title, lead, more, tone = 'ivory', children }: Props) {
  return (
    <section aria-labelledby={`${id}-title`} className={tone === 'linen' ? 'bg-linen' : ''}>
      <div className="container-page py-20 sm:py-28">
        <div className="flex flex-col justify-between gap-6 sm:flex-row sm:items-end">
          <SectionHeading eyebrow={eyebrow} title={<span id={`${id}-title`}>{title}</span>}>
            {lead}
          </SectionHeading>
          {more && <MoreLink {...more} />}
        </div>
        <div className="mt-12 sm:mt-14">{children}</div>
      </div>
    </section>
  );
}

export function MoreLink({ to, label }: { to: string; label: string }) {
  return (
    <Link
      to={to}
      className="shrink-0 text-sm font-semibold tracking-wide text-ink underline decoration-champagne decoration-2 underline-offset-8 transition hover:decoration-ink"
    >
      {label} <span aria-hidden="true">→</span>
    </Link>
  );
}
