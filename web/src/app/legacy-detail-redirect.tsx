import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';

/**
 * An old detail link (`/admin/bookings?booking=ID`) goes on to the view's own address, replacing
 * the old one in the history; without its parameter the list screen shows as usual.
 */
export function LegacyDetailRedirect({ param, to, children }: { param: string; to: (id: string) => string; children: ReactNode }) {
  const id = useSearchParams()[0].get(param);
  return id ? <Navigate to={to(id)} replace /> : children;
}
