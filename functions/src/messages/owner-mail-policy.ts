import { createHash } from 'node:crypto';

// How many emails anonymous contact and support messages may cause. Anyone can write a message
// (the rules check its shape, not its author), so without a bound a script could fill the owner's
// inbox and spend the SendGrid quota. Every message is stored whatever happens; these numbers only
// decide whether the owner hears about it in its own email now or in a digest a little later.
export interface OwnerMailPolicy {
  /** A sender gets at most one email of their own in this time; later messages go to a digest. */
  senderQuietMs: number;
  /** Emails of one message each, per clock hour, all senders together (and as many for requests and orders). */
  singlesPerHour: number;
  /** At most one digest per slot of this length (aligned to the clock: :00, :15, :30, :45). */
  digestSlotMs: number;
  /** Messages listed in one digest; more wait for the next slot. */
  digestMax: number;
  /** Characters of each message quoted in a digest (the form allows 5000). */
  excerptChars: number;
}

// At most 6 + 6 + 4 = 16 owner emails an hour, however many messages, booking requests and frame
// orders arrive: six messages and six requests or orders (their own hourly budget) of their own,
// and four digests. A digest carries up to 100 items, so a backlog drains at 400 an hour.
export const OWNER_MAIL_POLICY: OwnerMailPolicy = {
  senderQuietMs: 10 * 60_000,
  singlesPerHour: 6,
  digestSlotMs: 15 * 60_000,
  digestMax: 100,
  excerptChars: 1500,
};

export const hourIndex = (now: number) => Math.floor(now / 3_600_000);
export const digestSlot = (now: number, policy: OwnerMailPolicy) => Math.floor(now / policy.digestSlotMs);

/** A document id for a sender: the hash of the trimmed, lower-cased address (no address in ids). */
export function senderKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 40);
}
