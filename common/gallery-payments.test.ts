import { describe, expect, it } from 'vitest';
import { paymentNet, unlockedPhotoIds, type GalleryLedgerEntry } from './gallery-payments';

// Issue 38: which photos a gallery's ledger unlocks. A payment refunded in full (or withdrawn by a
// dispute) locks its photos again, unless another payment covers them; a won dispute unlocks them
// again; a partial refund keeps them; an extension's payment unlocks no photo.

const pay = (id: string, amount: number, photoIds: string[], intent = `pi_${id}`): GalleryLedgerEntry => ({
  id,
  kind: 'payment',
  amount,
  photoIds,
  adjusts: null,
  stripe: { paymentIntentId: intent },
});
const back = (id: string, amount: number, adjusts: string | null, intent = ''): GalleryLedgerEntry => ({
  id,
  kind: 'refund',
  amount: -amount,
  photoIds: [],
  adjusts,
  stripe: { paymentIntentId: intent },
});

describe('the photos a gallery ledger unlocks', () => {
  it('every paid photo once, sorted', () => {
    expect(unlockedPhotoIds([pay('a', 30, ['p3', 'p1']), pay('b', 15, ['p2', 'p3'])])).toEqual(['p1', 'p2', 'p3']);
    expect(unlockedPhotoIds([])).toEqual([]);
  });

  it('locks exactly the photos of a payment refunded in full, keeping those another payment covers', () => {
    const entries = [pay('a', 30, ['p1', 'p2']), pay('b', 15, ['p2']), back('r', 30, 'a')];
    expect(unlockedPhotoIds(entries)).toEqual(['p2']);
    expect(paymentNet(entries[0]!, entries)).toBe(0);
  });

  it('keeps the photos of a partial refund, and counts refunds in parts', () => {
    expect(unlockedPhotoIds([pay('a', 30, ['p1']), back('r1', 10, 'a')])).toEqual(['p1']);
    expect(unlockedPhotoIds([pay('a', 30, ['p1']), back('r1', 10, 'a'), back('r2', 20, 'a')])).toEqual([]);
  });

  it('a dispute withdraws them; a won dispute returns them', () => {
    const disputed = [pay('a', 30, ['p1']), back('d', 30, 'a')];
    expect(unlockedPhotoIds(disputed)).toEqual([]);
    const won: GalleryLedgerEntry = {
      id: 'w',
      kind: 'payment',
      amount: 30,
      photoIds: [],
      adjusts: 'a',
      stripe: { paymentIntentId: 'pi_a' },
    };
    expect(unlockedPhotoIds([...disputed, won])).toEqual(['p1']);
  });

  it('matches an older refund (naming no payment) to its payment by the Stripe payment intent', () => {
    expect(unlockedPhotoIds([pay('a', 30, ['p1']), back('r', 30, null, 'pi_a')])).toEqual([]);
    // Another payment's refund, or one of no intent, locks nothing here.
    expect(unlockedPhotoIds([pay('a', 30, ['p1']), back('r', 30, null, 'pi_other'), back('s', 30, null)])).toEqual(['p1']);
  });

  it('an extension, a second payment refunded, and their refunds unlock nothing', () => {
    const extension = pay('e', 25, []);
    const second = pay('s', 15, [], 'pi_s');
    expect(unlockedPhotoIds([extension, second, back('rs', 15, 's'), back('re', 25, 'e'), pay('a', 15, ['p9'])])).toEqual(['p9']);
  });
});
