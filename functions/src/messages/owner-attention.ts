import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { SERVER_COLLECTIONS } from '../../../common/collections';
import { isAlreadyExists } from '../lib/outbox';

// A document a trigger could not read (it does not match its schema) is skipped, and the owner
// hears about it once, in the next digest: an "attention" notice per document, never an email of
// its own, so a stream of bad documents costs at most the digests' bound.

interface AttentionNotice {
  kind: 'attention';
  messageId: string;
  /** Where the document is: "bookings/abc". */
  path: string;
  /** The fields that did not match (never their values). */
  fields: string[];
  senderKey: '';
  receivedAt: Timestamp;
  status: 'pending' | 'emailed';
  pendingAt?: Timestamp;
  emailKey?: string;
}

/** Records the notice; a second call for the same document (a redelivery, a later edit) records nothing. */
export async function noteUnreadableDocument(db: Firestore, collection: string, id: string, fields: string[], now = Date.now()) {
  const at = Timestamp.fromMillis(now);
  const notice: AttentionNotice = {
    kind: 'attention',
    messageId: id,
    path: `${collection}/${id}`,
    fields,
    senderKey: '',
    receivedAt: at,
    status: 'pending',
    pendingAt: at,
  };
  try {
    await db.collection(SERVER_COLLECTIONS.ownerNotices).doc(`attention-${collection}-${id}`).create(notice);
    return true;
  } catch (error) {
    if (isAlreadyExists(error)) return false;
    throw error;
  }
}
