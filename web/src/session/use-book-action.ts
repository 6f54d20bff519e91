import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLoginModal } from './login-modal-context';
import { useSession } from './session-context';

/**
 * "Book" buttons: a signed-in visitor goes straight to the booking form; a signed-out one sees
 * the sign-in modal first and, once signed in on this page, continues to the same form.
 */
export function useBookAction(target: string) {
  const { user } = useSession();
  const loginModal = useLoginModal();
  const navigate = useNavigate();
  const [pendingTarget, setPendingTarget] = useState<string | null>(null);

  useEffect(() => {
    if (pendingTarget && user) navigate(pendingTarget);
  }, [pendingTarget, user, navigate]);

  return () => {
    if (user) {
      navigate(target);
    } else {
      setPendingTarget(target);
      loginModal.open();
    }
  };
}
