// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES } from '@common/schemas';
import { figuresFrom } from './dashboard';

describe('figuresFrom', () => {
  it('gathers the count of every booking status under bookingsByStatus and keeps the other figures as they are', () => {
    const byStatus = Object.fromEntries(BOOKING_STATUSES.map((status, i) => [status, i + 1]));
    const others = {
      eventsNext30Days: 4,
      openFrameOrders: 2,
      newCustomers7Days: 1,
      newCustomers30Days: 6,
      paymentsThisMonth: 1250,
      paymentsOverdue: 1,
      paymentsDueSoon: 3,
      awaitingSignature: 2,
      holdsExpiring: 1,
    };
    expect(figuresFrom({ ...byStatus, ...others })).toEqual({ ...others, bookingsByStatus: byStatus });
  });
});
