import type { Firestore } from 'firebase/firestore';

// Writes from public pages (the contact and support forms) on the full Firestore SDK, loaded when
// the visitor first needs it (focus on the form, or the submit) rather than with the page.
type Write<A extends unknown[]> = (db: Firestore, ...args: A) => Promise<void>;

function onDemand<A extends unknown[]>(load: () => Promise<Write<A>>) {
  const ready = () => Promise.all([load(), import('@/firebase/firestore')]);
  return {
    /** Starts loading the SDK; harmless to call again. */
    prepare: () => void ready().catch(() => {}),
    send: async (...args: A) => {
      const [write, { firestore }] = await ready();
      await write(firestore, ...args);
    },
  };
}

export const contactMessageWriter = onDemand(() => import('./contact-messages').then((m) => m.sendContactMessage));
export const supportRequestWriter = onDemand(() => import('./support-requests').then((m) => m.sendSupportRequest));
