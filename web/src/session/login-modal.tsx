import { Suspense } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { Logo } from '@/components/ui/logo';
import { EmulatorSignIn } from './emulator-sign-in-slot';
import { GoogleSignInButton } from './google-sign-in-button';

export function LoginModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      labelledBy="login-modal-title"
      overlayClassName="flex items-center justify-center p-4"
      panelClassName="relative w-full max-w-md rounded-3xl bg-ivory p-8 shadow-2xl sm:p-10"
    >
      <button
        type="button"
        onClick={onClose}
        aria-label="Close"
        className="absolute right-4 top-4 flex size-10 items-center justify-center rounded-full text-2xl leading-none text-muted transition hover:bg-linen hover:text-ink"
      >
        <span aria-hidden="true">×</span>
      </button>
      <div className="flex flex-col items-center text-center">
        <Logo size={56} />
        <h2 id="login-modal-title" className="mt-5 text-3xl font-semibold text-ink">
          Login or Sign Up
        </h2>
        <p className="mt-2 text-muted">Continue with Google to book your event.</p>
      </div>
      <div className="mt-8">
        <GoogleSignInButton onSignedIn={onClose} />
      </div>
      {EmulatorSignIn && (
        <Suspense fallback={null}>
          <EmulatorSignIn onSignedIn={onClose} />
        </Suspense>
      )}
      <p className="mt-6 text-center text-xs leading-relaxed text-muted">
        By continuing you agree to our{' '}
        <a className="underline underline-offset-2 hover:text-ink" href="/terms">
          terms
        </a>{' '}
        and{' '}
        <a className="underline underline-offset-2 hover:text-ink" href="/privacy-policy">
          privacy policy
        </a>
        .
      </p>
    </Dialog>
  );
}
