import type { DocumentReference, Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS, SERVER_COLLECTIONS } from '../../../common/collections';
import type { MailDeps } from '../lib/mail-deps';
import type { OutboxDeps } from '../lib/outbox';
import type { OwnerMailPolicy } from './owner-mail-policy';
import type { MessageKind } from './owner-notification';

// One owner notice per contact message, support request, booking request, customer's frame order or transfer slip (`ownerNotices/<kind>-<id>`): pending
// until an email (its own, or a digest) names the message, then `emailed` with that email's key.

export interface OwnerMailDeps extends MailDeps {
  /** The throttle's numbers (OWNER_MAIL_POLICY unless a test passes its own). */
  policy?: OwnerMailPolicy;
}

export interface OwnerNotice {
  /** 'attention': a document a trigger skipped (owner-attention.ts), listed by the digest only. */
  kind: MessageKind | 'attention';
  /** For 'attention': where the document is, and which fields did not match. */
  path?: string;
  fields?: string[];
  messageId: string;
  senderKey: string;
  receivedAt: Timestamp;
  status: 'pending' | 'emailed';
  /** Present only while pending, so "pending since" is a single-field range query (no composite index). */
  pendingAt?: Timestamp;
  emailKey?: string;
}

export const MESSAGE_COLLECTION: Record<MessageKind, string> = {
  contact: COLLECTIONS.contactMessages,
  support: COLLECTIONS.supportRequests,
  booking: COLLECTIONS.bookings,
  'frame-order': COLLECTIONS.frameOrders,
  'transfer-slip': COLLECTIONS.transferSlips,
  inquiry: COLLECTIONS.inquiries,
};

export const noticeRef = (deps: Pick<OutboxDeps, 'db'>, kind: MessageKind, id: string) =>
  deps.db.collection(SERVER_COLLECTIONS.ownerNotices).doc(`${kind}-${id}`) as DocumentReference<OwnerNotice>;
