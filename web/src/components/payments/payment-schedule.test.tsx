import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Booking, Instalment } from '@common/schemas';
import { renderWithSession } from '@/testing/render';
import { PaymentSchedule } from './payment-schedule';

// The customer's schedule in the profile: with a split balance, any unpaid instalment after the
// next can be paid online from its row (the server prices it; the request names only the instalment).

const online = vi.hoisted(() => ({ requests: [] as unknown[] }));
vi.mock('@/data/online-payments', () => ({
  useOnlinePaymentsEnabled: () => true,
  payOnline: async (request: unknown) => {
    online.requests.push(request);
    return new Promise(() => {});
  },
}));

beforeEach(() => {
  online.requests = [];
});

const part = (id: Instalment['id'], amount: number, paid: number, status: Instalment['status'], dueOn = '2027-03-01'): Instalment => ({
  id,
  amount,
  paid,
  status,
  dueOn,
});
const booking = (schedule: Instalment[], status: Booking['status'] = 'confirmed') =>
  ({ id: 'b1', status, packagePrice: 2400, packageDeposit: 720, paidTotal: 720, schedule }) as Booking & { id: string };
const split = [
  part('deposit', 720, 720, 'paid'),
  part('balance-1', 600, 0, 'due', '2027-04-01'),
  part('balance-2', 600, 0, 'due', '2027-05-01'),
  part('balance-3', 480, 0, 'waived', '2027-06-01'),
];

describe("the profile's payment schedule", () => {
  it('says what is due next, and offers the later unpaid instalments from their rows (not the paid, the waived or the next)', async () => {
    renderWithSession(<PaymentSchedule booking={booking(split)} howToPay={null} />);
    expect(screen.getByText(/Next due:/)).toHaveTextContent('Next due: $600 on');
    const rows = within(screen.getByRole('list', { name: 'Payment schedule' })).getAllByRole('listitem');
    expect(rows.map((row) => within(row).queryByRole('button')?.textContent ?? null)).toEqual([
      null,
      null,
      'Pay instalment 2 of 3 online',
      null,
    ]);
    await userEvent.click(within(rows[2]).getByRole('button'));
    expect(online.requests).toEqual([{ kind: 'booking', bookingId: 'b1', what: 'balance-2' }]);
  });

  it('offers no row payment without a split, or on a closed booking', () => {
    const single = [part('deposit', 720, 720, 'paid'), part('balance-1', 1680, 0, 'due')];
    const { unmount } = renderWithSession(<PaymentSchedule booking={booking(single)} howToPay={null} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    unmount();
    renderWithSession(<PaymentSchedule booking={booking(split, 'cancelled')} howToPay={null} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('Nothing more is due on this booking.')).toBeInTheDocument();
  });
});
