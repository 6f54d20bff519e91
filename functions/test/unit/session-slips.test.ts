import { describe, expect, it } from 'vitest';
import type { SessionBooking } from '../../../common/schemas/sessions';
import { sessionSlipRefusal } from '../../src/sessions/session-slips';

// Whether a transfer slip may keep a session's hold (docs/sessions.md): the customer's own claim,
// still on its 15 minutes, with no slip yet and an amount between the deposit and the price.

const now = Date.parse('2027-06-01T10:00:00Z');
const held: SessionBooking = {
  id: 'mini_20270615T1720_ada',
  sessionTypeId: 'mini',
  sessionName: 'Autumn mini session',
  location: 'studio',
  slotId: 'mini_20270615T1720',
  userId: 'ada',
  name: 'Ada',
  email: 'ada@example.com',
  date: '2027-06-15',
  time: '10:20',
  zone: 'America/Los_Angeles',
  start: new Date('2027-06-15T17:20:00Z'),
  end: new Date('2027-06-15T17:50:00Z'),
  state: 'held',
  holdUntil: new Date(now + 5 * 60_000),
  price: 150,
  deposit: 50,
  paid: 0,
  sequence: 0,
  createdAt: new Date(now - 10 * 60_000),
  updatedAt: new Date(now - 10 * 60_000),
};
const refusal = (b: SessionBooking | null, uid = 'ada', amount = 50) => sessionSlipRefusal(b, uid, amount, now)?.message ?? null;

describe('a slip for a held session', () => {
  it('keeps a running hold of the customer’s own, for the deposit or up to the price', () => {
    expect(refusal(held)).toBeNull();
    expect(refusal(held, 'ada', 150)).toBeNull();
  });
  it('is refused for another account’s claim, a second slip, a booked session and a hold that ran out', () => {
    expect(refusal(null)).toBe('We could not find this session in your account.');
    expect(refusal(held, 'bob')).toBe('We could not find this session in your account.');
    expect(refusal({ ...held, slipId: 'slip1234567890abcdef' })).toBe('A transfer slip for this session is already with the studio.');
    expect(refusal({ ...held, state: 'booked', holdUntil: null })).toBe('This session is already booked.');
    expect(refusal({ ...held, holdUntil: new Date(now) })).toMatch(/^The 15 minutes this time was held for have run out/);
    expect(refusal({ ...held, state: 'expired', holdUntil: null })).toMatch(/have run out/);
    expect(sessionSlipRefusal({ ...held, holdUntil: new Date(now) }, 'ada', 50, now)?.status).toBe(409);
  });
  it('is refused for less than the deposit or more than the price', () => {
    expect(refusal(held, 'ada', 49)).toMatch(/^Enter the amount you transferred: at least the deposit/);
    expect(refusal(held, 'ada', 151)).toMatch(/^Enter the amount you transferred: at least the deposit/);
  });
});
