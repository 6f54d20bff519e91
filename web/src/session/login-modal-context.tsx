import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useDialogState } from '@/components/ui/use-dialog-state';
import { LoginModal } from './login-modal';
import { loadAuth, onRedirectSignInFailure } from './session-store';

type LoginModalControls = { isOpen: boolean; open: () => void; close: () => void };

const LoginModalContext = createContext<LoginModalControls | null>(null);

/** Lets any page open the "Login or Sign Up" modal (header, booking calls to action, guards). */
export function LoginModalProvider({ children }: { children: ReactNode }) {
  const { isOpen, open: show, close } = useDialogState();
  const open = useCallback(() => {
    // Signing in needs the Auth SDK: start loading it while the visitor reads the modal.
    loadAuth().catch((error) => console.error('Could not load sign-in', error));
    show();
  }, [show]);
  // Back from a redirect sign-in that failed: the modal is there again, to try once more.
  useEffect(() => onRedirectSignInFailure(show), [show]);
  const controls = useMemo(() => ({ isOpen, open, close }), [isOpen, open, close]);
  return (
    <LoginModalContext.Provider value={controls}>
      {children}
      <LoginModal open={isOpen} onClose={close} />
    </LoginModalContext.Provider>
  );
}

export function useLoginModal(): LoginModalControls {
  const controls = useContext(LoginModalContext);
  if (!controls) throw new Error('useLoginModal must be used within <LoginModalProvider>');
  return controls;
}
