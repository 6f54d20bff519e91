import { describe, expect, it } from 'vitest';
import { holdEnds, holdFate, holdRuns, mayTakeHeld } from '../../src/holds/hold-clock';

describe('the hold clock shared by contracts and sessions', () => {
  const now = Date.parse('2026-07-01T10:00:00Z');
  it('places a hold on the clock', () => {
    expect(holdFate(now, now)).toBe('expired');
    expect(holdFate(now + 1000, now, 5000)).toBe('ending-soon');
    expect(holdFate(new Date(now + 10_000), now, 5000)).toBe('running');
    expect(holdEnds(now, 15 * 60_000).toISOString()).toBe('2026-07-01T10:15:00.000Z');
  });
  it('lets a claimant take what is free, its own hold, or a hold that ran out; never a lock or a running hold', () => {
    expect(mayTakeHeld(undefined, 'a', now)).toBe(true);
    expect(mayTakeHeld({ held: true, holder: 'a', until: new Date(now + 1000) }, 'a', now)).toBe(true);
    expect(mayTakeHeld({ held: true, holder: 'b', until: new Date(now + 1000) }, 'a', now)).toBe(false);
    expect(mayTakeHeld({ held: true, holder: 'b', until: new Date(now) }, 'a', now)).toBe(true);
    expect(mayTakeHeld({ held: false, holder: 'a' }, 'a', now)).toBe(false);
  });
  it('keeps an open hold (a slip with the owner) running until a decision, and a timed one until its end', () => {
    expect(holdRuns(null, now + 365 * 86_400_000)).toBe(true);
    expect(holdRuns(new Date(now + 1), now)).toBe(true);
    expect(holdRuns(new Date(now), now)).toBe(false);
  });
});
