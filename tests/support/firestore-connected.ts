import { doc, getDoc, type Firestore, type FirestoreError } from 'firebase/firestore';

/** A path no rule matches: reading it is refused once the client is connected, whoever asks. */
const CONNECTION_CHECK = 'testConnection/check';

/**
 * Waits until a client SDK's Firestore is connected to the emulator, before a test's first read.
 * The SDK calls itself offline when its first stream has had no answer in 10 s, and a read then
 * fails "the client is offline" (code unavailable): the transport, not the rules under test. A
 * clean-clone run met that once, on a rules file's first read, in the busiest minute of the two
 * emulator sets. Any answer, a refusal included, means connected; while offline the SDK reconnects
 * with its own backoff, so this asks again every half second, for at most a minute.
 */
export async function connected(db: Firestore, deadline = Date.now() + 60_000): Promise<void> {
  for (;;) {
    try {
      await getDoc(doc(db, CONNECTION_CHECK));
      return;
    } catch (error) {
      if ((error as FirestoreError).code !== 'unavailable') return;
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}
