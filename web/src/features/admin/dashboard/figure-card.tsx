import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** One number the owner acts on; the whole card is the link to the list behind it. */
export function FigureCard({ label, value, note, to }: { label: string; value: ReactNode; note?: string; to: string }) {
  return (
    <Link
      to={to}
      className="group flex flex-col rounded-2xl border border-sand bg-white p-5 transition hover:border-champagne hover:shadow-sm focus-visible:border-champagne"
    >
      <span className="text-sm font-medium text-muted">{label}</span>
      <span className="mt-3 text-4xl font-semibold leading-none tracking-tight text-ink tabular-nums">{value}</span>
      {note && <span className="mt-2 text-xs text-muted">{note}</span>}
      <span className="mt-auto pt-4 text-xs font-semibold text-champagne-dark group-hover:underline" aria-hidden="true">
        Open →
      </span>
    </Link>
  );
}
