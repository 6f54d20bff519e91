import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
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
  const preload = () => Promise.all([sdkProviders(), load()]);
  const Lazy = lazy(async () => {
    const [{ FirebaseSdkProviders }, Part] = await preload();
    const WithSdks = (props: P) => (
      <FirebaseSdkProviders>
        <Part {...props} />
      </FirebaseSdkProviders>
    );
    return { default: WithSdks };
  });
  // A script that fails here fails again when the part renders, inside its page's error boundary.
  if (getSessionSnapshot().returning) preload().catch(() => undefined);
  const Part = (props: P) => (
    <Suspense fallback={fallback}>
      <Lazy {...props} />
    </Suspense>
  );
  return Object.assign(Part, { preload });
}
