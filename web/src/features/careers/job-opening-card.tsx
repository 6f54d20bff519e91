import type { JobOpening } from '@common/schemas';
import { buttonClass } from '@/components/ui/button';
import { applicationMailto } from './apply-mailto';

function Checklist({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h4 className="eyebrow">{title}</h4>
      <ul className="mt-3 space-y-2.5 text-ink-soft">
        {items.map((item) => (
          <li
            key={item}
            className="relative pl-6 leading-relaxed before:absolute before:left-0 before:top-[0.75em] before:h-px before:w-3 before:bg-champagne"
          >
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function JobOpeningCard({ opening }: { opening: JobOpening & { id: string } }) {
  const headingId = `job-${opening.id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-3xl bg-white p-6 shadow-[0_24px_60px_-36px_rgba(31,28,25,0.3)] sm:p-10">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h3 id={headingId} className="text-3xl font-semibold text-ink sm:text-4xl">
            {opening.title}
          </h3>
          <p className="mt-2 flex flex-wrap gap-2 text-sm">
            <span className="rounded-full bg-linen px-3 py-1 font-medium text-ink-soft">{opening.type}</span>
            <span className="rounded-full bg-linen px-3 py-1 font-medium text-ink-soft">{opening.location}</span>
          </p>
        </div>
        <a href={applicationMailto(opening)} className={buttonClass('primary', 'shrink-0')}>
          Apply by email<span className="sr-only"> for {opening.title}</span>
        </a>
      </div>
      <p className="mt-6 max-w-[65ch] text-lg leading-relaxed text-ink-soft">{opening.summary}</p>
      <div className="mt-8 grid gap-8 border-t border-sand pt-8 md:grid-cols-2">
        <Checklist title="What you’ll do" items={opening.responsibilities} />
        <Checklist title="What you’ll bring" items={opening.requirements} />
      </div>
    </article>
  );
}
