import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../../common/collections';
import { movedStage } from '../../../common/leads';
import type { LeadStage } from '../../../common/schemas/leads';
import type { Logger } from '../lib/logger';
import { anyDocument, onCreated, skip, withClock, type DocumentHandler } from '../lib/triggers';
import { leadIdFor } from './accept-inquiry';

// A lead moves by itself when its person acts (docs/inquiries.md): a booking by the same address
// (a package or a custom package link) links the account and the booking and makes it booked; a
// custom package sent to that address makes it "proposal sent". Only forward (movedStage).

interface MoveDeps {
  db: Firestore;
  logger: Logger;
  now: () => number;
}

/** Moves the lead of `email`, if there is one; a transaction, so a move made at the same moment by the owner is not undone. */
async function moveLead(deps: MoveDeps, email: string, to: LeadStage, link: { userId?: string; bookingId?: string } = {}) {
  const ref = deps.db.collection(COLLECTIONS.leads).doc(leadIdFor(email));
  return deps.db.runTransaction(async (tx) => {
    const lead = await tx.get(ref);
    if (!lead.exists) return skip('no lead for this address');
    const stage = movedStage(lead.get('stage') as LeadStage, to);
    tx.update(ref, {
      stage,
      ...(stage !== 'lost' && { lostReason: '' }),
      ...(link.userId && { userId: link.userId }),
      ...(link.bookingId && { bookingId: link.bookingId }),
      updatedAt: Timestamp.fromMillis(deps.now()),
    });
    deps.logger.info('Lead moved', { leadId: ref.id, stage, ...link });
    return stage;
  });
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

const bookingMovesLead: DocumentHandler<Record<string, unknown>, MoveDeps> = {
  collection: COLLECTIONS.bookings,
  schema: anyDocument,
  handle: ({ id, data }, deps) =>
    text(data.email)
      ? moveLead(deps, text(data.email), 'booked', { userId: text(data.userId), bookingId: id })
      : Promise.resolve(skip('no email')),
};

const proposalMovesLead: DocumentHandler<Record<string, unknown>, MoveDeps> = {
  collection: COLLECTIONS.customPackageLinks,
  schema: anyDocument,
  handle: ({ data }, deps) =>
    text(data.userEmail)
      ? moveLead(deps, text(data.userEmail), 'proposal', { userId: text(data.userId) })
      : Promise.resolve(skip('no email')),
};

export const onBookingMovesLead = onCreated(bookingMovesLead, withClock);
export const onProposalMovesLead = onCreated(proposalMovesLead, withClock);
