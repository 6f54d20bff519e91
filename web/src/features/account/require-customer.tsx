import type { ReactNode } from 'react';
import type { Customer } from '../auth/session';
import { useLoginModal } from '../auth/login-modal-context';
import { useSession } from '../auth/session-context';
import { CustomerGate } from './customer-gate';

/** The gate for booking, frame booking, profile and custom packages. */
export function RequireCustomer({ reason, children }: { reason: string; children: (customer: Customer) => ReactNode }) {
  const session = useSession();
  const { open } = useLoginModal();
  return (
    <CustomerGate session={session} onSignIn={open} reason={reason}>
      {children}
    </CustomerGate>
  );
}
