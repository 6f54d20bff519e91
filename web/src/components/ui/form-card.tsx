import { useId, type ReactNode } from 'react';

/** The white card a page's main form sits in: an h2, a short lead, then the form. */
export function FormCard({
  title,
  lead,
  children,
  onFocus,
}: {
  title: string;
  lead: ReactNode;
  children: ReactNode;
  onFocus?: () => void;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      onFocus={onFocus}
      className="rounded-3xl bg-white p-6 shadow-[0_1px_0_rgba(31,28,25,0.04),0_24px_60px_-32px_rgba(31,28,25,0.28)] sm:p-10 lg:self-start"
    >
      <h2 id={headingId} className="text-3xl font-semibold text-ink">
        {title}
      </h2>
      <p className="mb-8 mt-2 text-muted">{lead}</p>
      {children}
    </section>
  );
}
