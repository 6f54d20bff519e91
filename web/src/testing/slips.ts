import type { Slip } from '@common/schemas';

/** A transfer slip as the booksApi function stores it: Ada's $720 photo, awaiting verification. */
export function testSlip(overrides: Partial<Slip> & { id: string }): Slip & { id: string } {
  return {
    bookingId: 'b1',
    userId: 'ada',
    amount: 720,
    sentOn: '2026-11-20',
    note: '',
    contentType: 'image/png',
    bytes: 2048,
    status: 'pending',
    reason: '',
    paymentId: null,
    createdAt: new Date('2026-11-20T10:00:00Z'),
    ...overrides,
  };
}
