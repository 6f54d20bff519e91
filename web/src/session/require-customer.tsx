import type { ReactNode } from 'react';
import type { Customer } from './session';
import { useLoginModal } from './login-modal-context';
import { useSession } from './session-context';
import { CustomerGate } from './customer-gate';

/** The gate for booking, frame booking, profile and custom packages. */
export function RequireCustomer({ reason, children }: { reason: string; children: (customer: Customer) => ReactNode }) {
  const session = useSession();
  const { open } = useLoginModal();
  // Until Auth answers, a newcomer sees the sign-in panel at once (it is what the prerendered page
  // shows); a visitor who was signed in last time sees the placeholder until Auth says who it is.
  const gateSession = { ...session, loading: session.loading && session.returning };
  return (
    <CustomerGate session={gateSession} onSignIn={open} reason={reason}>
      {children}
    </CustomerGate>
  );
}
