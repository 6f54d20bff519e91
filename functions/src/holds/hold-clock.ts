// The hold-then-lock mechanism's clock, shared by the contracts (a signed contract holds a day
// until its deposit, docs/contracts.md) and the timed sessions (a claimed slot is held during
// checkout, docs/sessions.md): a hold ends at a moment unless it is locked first; after that
// moment it is free for anyone, whether or not a sweep has cleared it yet, and can never be locked.

/** A hold's place on the clock: over, ending within the warning window, or running. */
export type HoldFate = 'expired' | 'ending-soon' | 'running';

export function holdFate(until: Date | number, now: number, warnMs = 0): HoldFate {
  const left = (typeof until === 'number' ? until : until.getTime()) - now;
  if (left <= 0) return 'expired';
  return left <= warnMs ? 'ending-soon' : 'running';
}

/** When a hold placed at `now` for `ms` ends. */
export const holdEnds = (now: number, ms: number) => new Date(now + ms);

/**
 * Whether `claimant` may take something now: nothing there, its own hold, or another's hold that
 * has run out. A lock (or anything that is not a hold) is taken.
 */
export function mayTakeHeld(
  entry: { held: boolean; holder: string | null; until?: Date | null } | undefined,
  claimant: string,
  now: number,
): boolean {
  if (!entry) return true;
  if (!entry.held) return false;
  if (entry.holder === claimant) return true;
  return holdFate(entry.until ?? 0, now) === 'expired';
}

/**
 * Whether a hold still keeps its thing: before its end, or open (no end: a session's transfer slip
 * sent in time keeps the hold until the owner approves or rejects it, docs/sessions.md). Only a
 * decision ends an open hold; the sweeps pass it by.
 */
export const holdRuns = (until: Date | number | null, now: number) => until === null || holdFate(until, now) !== 'expired';
