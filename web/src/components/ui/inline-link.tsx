import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** A link inside running copy on a public page: ink text with the champagne underline. */
export function InlineLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="font-semibold text-ink underline decoration-champagne underline-offset-4 hover:decoration-ink">
      {children}
    </Link>
  );
}
