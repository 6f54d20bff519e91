import { Timestamp } from 'firebase-admin/firestore';

/**
 * A booking as the site stores it (Ada's $2,400 wedding with a $720 deposit, nothing paid), for
 * tests and benchmarks that write one with the Admin SDK.
 */
export function storedBooking(userId: string, overrides: Record<string, unknown> = {}) {
  const now = Timestamp.now();
  return {
    packageId: 'wedding-signature',
    packageName: 'Signature Wedding',
    packagePrice: 2400,
    packageDeposit: 720,
    eventType: 'Wedding',
    eventDate: '2027-06-12',
    venue: 'Palace of Fine Arts',
    guestCount: 110,
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: '+1 415 555 0187',
    notes: '',
    paymentMethod: 'bank-transfer',
    userId,
    status: 'pending',
    statusAt: { pending: now },
    statusReason: '',
    paidTotal: 0,
    paymentStatus: 'unpaid',
    keywords: [],
    createdAt: now,
    ...overrides,
  };
}
