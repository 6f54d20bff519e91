import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UserFacingError } from '@/lib/user-facing-error';
import { BookingPayOnline, PayOnlineButton } from './pay-online-button';

const online = vi.hoisted(() => ({ enabled: true, requests: [] as unknown[], answer: null as Error | null }));
vi.mock('@/data/online-payments', () => ({
  useOnlinePaymentsEnabled: () => online.enabled,
  payOnline: async (request: unknown) => {
    online.requests.push(request);
    if (online.answer) throw online.answer;
    // The browser would now leave for Stripe: the promise never settles.
    return new Promise(() => {});
  },
}));

beforeEach(() => {
  online.enabled = true;
  online.requests = [];
  online.answer = null;
});

const booking = { id: 'b1', status: 'confirmed' as const, packagePrice: 2400, packageDeposit: 720, paidTotal: 0 };

describe('paying online', () => {
  it('shows nothing while online payment is not configured', () => {
    online.enabled = false;
    const { container } = render(<BookingPayOnline booking={booking} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('asks for the deposit first, then the balance, and nothing once paid or closed', () => {
    const { rerender, container } = render(<BookingPayOnline booking={booking} />);
    expect(screen.getByRole('button', { name: 'Pay deposit online' })).toBeInTheDocument();
    rerender(<BookingPayOnline booking={{ ...booking, paidTotal: 720 }} />);
    expect(screen.getByRole('button', { name: 'Pay balance online' })).toBeInTheDocument();
    rerender(<BookingPayOnline booking={{ ...booking, paidTotal: 2400 }} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<BookingPayOnline booking={{ ...booking, status: 'declined' }} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('with a split balance, asks for the next unpaid instalment of the schedule', async () => {
    const due = (id: 'deposit' | 'balance-1' | 'balance-2', amount: number, paid: number) =>
      ({ id, amount, paid, dueOn: '2027-03-01', status: paid >= amount ? 'paid' : 'due' }) as const;
    const split = {
      ...booking,
      paidTotal: 900,
      schedule: [due('deposit', 720, 720), due('balance-1', 840, 180), due('balance-2', 840, 0)],
    };
    render(<BookingPayOnline booking={split} />);
    await userEvent.click(screen.getByRole('button', { name: 'Pay instalment 1 of 2 online' }));
    expect(online.requests).toEqual([{ kind: 'booking', bookingId: 'b1', what: 'balance-1' }]);
  });

  it('sends the request without an amount, once: the button stays busy until the browser leaves', async () => {
    render(<BookingPayOnline booking={booking} />);
    const button = screen.getByRole('button', { name: 'Pay deposit online' });
    await userEvent.click(button);
    await userEvent.click(button);
    expect(online.requests).toEqual([{ kind: 'booking', bookingId: 'b1', what: 'deposit' }]);
    expect(button).toBeDisabled();
  });

  it('says why when the server refuses, and lets the customer try again', async () => {
    online.answer = new UserFacingError('The deposit is already paid.');
    render(<PayOnlineButton request={{ kind: 'frame-order', orderId: 'o1' }} label="Pay online" />);
    await userEvent.click(screen.getByRole('button', { name: 'Pay online' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The deposit is already paid.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay online' })).toBeEnabled());
  });
});
