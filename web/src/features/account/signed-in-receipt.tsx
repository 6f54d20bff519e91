import type { ReactNode } from 'react';
import { useSession } from '@/session/session-context';
import { SectionBoundary } from '@/components/ui/section-boundary';

/**
 * Shows a receipt only to a signed-in customer: the rules refuse anyone else (and a made-up id),
 * and then the page simply goes on without it.
 */
export function SignedInReceipt({ id, children }: { id: string | null; children: (id: string, uid: string) => ReactNode }) {
  const { customer } = useSession();
  if (!customer || !id) return null;
  return (
    <SectionBoundary key={`${customer.id}/${id}`} what="your receipt" fallback={null}>
      {children(id, customer.id)}
    </SectionBoundary>
  );
}
