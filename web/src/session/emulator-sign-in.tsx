import { useState, type FormEvent } from 'react';
import { GoogleAuthProvider, signInWithCredential } from 'firebase/auth';
import { useAuth } from 'reactfire';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { emulatorGoogleSub } from '@common/emulator-accounts';
import { FirebaseSdkProviders } from '@/firebase/sdk-providers';

// Google's popup needs scripts from the internet; against the Auth emulator a Google credential
// built from a JSON claim set signs in offline. Same email → same account (sub is derived from it).
function EmulatorSignInForm({ onSignedIn }: { onSignedIn?: () => void }) {
  const auth = useAuth();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return setError('Enter an email address.');
    setBusy(true);
    setError(undefined);
    try {
      const claims = { sub: emulatorGoogleSub(email), email, email_verified: true, name: name || undefined };
      await signInWithCredential(auth, GoogleAuthProvider.credential(JSON.stringify(claims)));
      onSignedIn?.();
    } catch (cause) {
      console.error('Emulator sign-in failed', cause);
      setError('The Auth emulator refused this sign-in.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={submit}
      className="mt-6 rounded-2xl border border-dashed border-champagne/60 bg-linen/60 p-4"
      data-testid="emulator-sign-in"
    >
      <p className="text-xs font-semibold uppercase tracking-widest text-champagne-dark">Emulator only: sign in as any email</p>
      <div className="mt-3 grid gap-3">
        <TextField label="Email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} error={error} autoComplete="off" />
        <TextField label="Display name (optional)" value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" />
        <Button type="submit" variant="secondary" busy={busy}>
          Sign in (emulator)
        </Button>
      </div>
    </form>
  );
}

export const EmulatorSignInWithProviders = (props: { onSignedIn?: () => void }) => (
  <FirebaseSdkProviders>
    <EmulatorSignInForm {...props} />
  </FirebaseSdkProviders>
);
