import { describe, expect, it } from 'vitest';
import { releasePendingPlace, type PendingPlaces } from '../../src/bookings/release-pending-place';
import { recordingLogger } from '../support/fakes';

function recordingPlaces(): PendingPlaces & { released: [string, string][] } {
  const released: [string, string][] = [];
  return { released, release: async (uid, id) => void released.push([uid, id]) };
}

const pending = { userId: 'alice', status: 'pending' };

describe('releasePendingPlace: a request that leaves "pending" frees its place among the customer\'s', () => {
  it.each([
    ['confirmed', { ...pending, status: 'confirmed' }],
    ['declined', { ...pending, status: 'declined' }],
    ['withdrawn', { ...pending, status: 'cancelled' }],
    ['deleted', undefined],
  ])('%s: released', async (_, after) => {
    const places = recordingPlaces();
    const logger = recordingLogger();
    expect(await releasePendingPlace({ id: 'b1', before: pending, after }, { places, logger })).toBe('released');
    expect(places.released).toEqual([['alice', 'b1']]);
    expect(logger.entries[0]).toMatchObject({ level: 'info', data: { bookingId: 'b1', status: after?.status ?? 'deleted' } });
  });

  it.each([
    ['a new request', undefined, pending],
    ['an edit of a pending request', pending, { ...pending, venue: 'x' }],
    ['a confirmed booking completed', { ...pending, status: 'confirmed' }, { ...pending, status: 'completed' }],
  ])('%s: nothing to free', async (_, before, after) => {
    const places = recordingPlaces();
    expect(await releasePendingPlace({ id: 'b1', before, after }, { places, logger: recordingLogger() })).toBe('unconcerned');
    expect(places.released).toEqual([]);
  });

  it('a pending booking without a customer is logged, not retried forever', async () => {
    const places = recordingPlaces();
    const logger = recordingLogger();
    const outcome = await releasePendingPlace({ id: 'b1', before: { status: 'pending' }, after: undefined }, { places, logger });
    expect(outcome).toBe('no-customer');
    expect(places.released).toEqual([]);
    expect(logger.entries[0]).toMatchObject({ level: 'warn', data: { bookingId: 'b1' } });
  });
});
