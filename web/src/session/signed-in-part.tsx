import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { getSessionSnapshot } from './session-store';

type SignedInPart<P> = ComponentType<P> & { preload: () => Promise<unknown> };

const sdkProviders = () => import('@/firebase/sdk-providers');

const placeholder = <div aria-hidden="true" className="h-48 animate-pulse rounded-3xl bg-linen" />;

/**
 * What only someone signed in sees on an account page (a form, their bookings, a receipt), loaded
 * the first time it shows: reactfire, the Firestore SDK and the part's own code come with it, so a
 * signed-out visitor, who only needs the sign-in prompt, downloads none of them. For a visitor who
 * was signed in last time they start loading with the page, beside the Auth SDK.
 */
export function signedInPart<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = placeholder): SignedInPart<P> {
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    Promise.all([sdkProviders(), load()]).then(([{ FirebaseSdkProviders }, Part]) => {
      loaded ??= (props: P) => (
        <FirebaseSdkProviders>
          <Part {...props} />
        </FirebaseSdkProviders>
      );
      return loaded;
    });
  const Lazy = lazy(async () => ({ default: await preload() }));
  // A script that fails here fails again when the part renders, inside its page's error boundary.
  if (getSessionSnapshot().returning) preload().catch(() => undefined);
  function SignedIn(props: P) {
    // Already here (a returning visitor's, loaded while Auth answered): shown at once, since a
    // Suspense boundary that had to wait shows its content no sooner than React's reveal throttle
    // allows. Decided once per mount: switching from Lazy to the loaded part would remount it.
    const [Ready] = useState(() => loaded);
    if (Ready) return <Ready {...props} />;
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Object.assign(SignedIn, { preload });
}
