import type { ReactNode } from 'react';

/** The opening of a thank-you page: a quiet check mark, the page's h1, and the reference. */
export function ConfirmationHero({
  eyebrow,
  title,
  reference,
  referenceLabel,
  children,
}: {
  eyebrow: string;
  title: string;
  reference: string | null;
  referenceLabel: string;
  children: ReactNode;
}) {
  return (
    <header className="container-page pb-12 pt-16 text-center sm:pt-24">
      <span
        aria-hidden="true"
        className="mx-auto flex size-16 items-center justify-center rounded-full bg-champagne/15 text-champagne-dark"
      >
        <svg viewBox="0 0 24 24" className="size-8" fill="none" stroke="currentColor" strokeWidth="1.6">
          <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
      <p className="eyebrow mt-6">{eyebrow}</p>
      <h1 className="mx-auto mt-3 max-w-3xl text-5xl font-semibold leading-[1.05] text-ink sm:text-6xl">{title}</h1>
      <div className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-ink-soft">{children}</div>
      {reference && (
        <p className="mt-8 inline-flex flex-wrap items-center justify-center gap-x-3 gap-y-1 rounded-full border border-sand bg-white px-5 py-2 text-sm">
          <span className="text-muted">{referenceLabel}</span>
          <span className="break-all font-mono font-semibold tracking-wide text-ink">{reference}</span>
        </p>
      )}
    </header>
  );
}
