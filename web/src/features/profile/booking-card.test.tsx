import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Booking } from '@common/schemas';
import type { Contract } from '@common/schemas/contracts';
import { success } from '@/data/result';
import { renderWithSession } from '@/testing/render';
import { BookingCard } from './booking-card';

// The booking card and its contract: a contract waiting for a signature puts "Review and sign"
// first and keeps every payment back until it is signed; a signed one says so, with the hold and
// an addendum to sign; a booking without a contract pays as before.

const reads = vi.hoisted(() => ({ contract: null as unknown }));
vi.mock('@/data/contracts', () => ({ useContract: () => ({ status: 'success', data: reads.contract, invalid: [] }) }));
vi.mock('@/data/online-payments', () => ({ useOnlinePaymentsEnabled: () => true, payOnline: async () => {} }));
vi.mock('@/data/slips', () => ({ useOwnSlips: () => ({ status: 'success', data: [] }) }));
vi.mock('@/data/client-galleries', () => ({ useDeliveryStage: () => success(null) }));

beforeEach(() => {
  reads.contract = null;
});

const booking = (over: Partial<Booking> = {}) =>
  ({
    id: 'booking1',
    userId: 'ada',
    packageName: 'Signature Wedding',
    eventType: 'Wedding',
    eventDate: '2027-06-12',
    venue: 'The Old Mill',
    guestCount: 120,
    paymentMethod: 'bank',
    status: 'pending',
    statusAt: { pending: new Date('2027-03-01T10:00:00Z') },
    packagePrice: 2400,
    packageDeposit: 720,
    paidTotal: 0,
    paymentStatus: 'unpaid',
    ...over,
  }) as Booking & { id: string };

const contract = (over: Partial<Contract> = {}) =>
  ({
    bookingId: 'booking1',
    userId: 'ada',
    title: 'Wedding photography agreement',
    templateVersion: 2,
    status: 'sent',
    sentAt: new Date('2027-03-02T10:00:00Z'),
    addenda: 0,
    ...over,
  }) as Contract;

const signature = {
  name: 'Ada Lovelace',
  method: 'typed',
  drawing: '',
  signedAt: new Date('2027-03-03T10:00:00Z'),
} as Contract['signature'];

const render = (b: Booking & { id: string }) => renderWithSession(<BookingCard booking={b} payments={[]} onCancel={() => {}} />);

describe('the booking card with a contract', () => {
  it('asks to review and sign, and offers no payment until it is signed', () => {
    reads.contract = contract();
    render(booking({ contractState: 'sent' }));
    const card = screen.getByRole('listitem');
    expect(within(card).getByRole('link', { name: 'Review and sign' })).toHaveAttribute('href', '/contracts/booking1');
    expect(within(card).queryByRole('button', { name: /online/ })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Send the transfer slip' })).not.toBeInTheDocument();
    expect(card).toHaveTextContent('Deposit due: $720, once you have signed your contract.');
  });

  it('puts Review and sign before any payment on a viewed contract too', () => {
    reads.contract = contract({ status: 'viewed' });
    render(booking({ contractState: 'viewed' }));
    const links = screen.getAllByRole('link').map((link) => link.textContent);
    expect(links[0]).toBe('Review and sign');
    expect(screen.queryByRole('button', { name: /Pay .* online/ })).not.toBeInTheDocument();
  });

  it('once signed: the contract to view, the day held until the hold ends, then the deposit to pay', () => {
    reads.contract = contract({
      status: 'signed',
      signature,
      hold: { day: '2027-06-12', until: new Date('2027-03-06T10:00:00Z'), state: 'held' },
    });
    render(booking({ contractState: 'signed' }));
    expect(screen.getByText('Contract signed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View contract' })).toHaveAttribute('href', '/contracts/booking1');
    expect(screen.getByText(/^Date held until Mar 6, 2027/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Review and sign' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay deposit online' })).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('Deposit due: $720, to book your date.');
  });

  it('asks for the signature of a waiting addendum', () => {
    reads.contract = contract({
      status: 'countersigned',
      signature,
      addenda: 1,
      countersignature: { name: 'Studio', signedAt: new Date() },
    });
    render(booking({ status: 'confirmed', contractState: 'addendum-sent', paidTotal: 720, paymentStatus: 'deposit-paid' }));
    expect(screen.getByText('Contract signed and countersigned')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign addendum 1' })).toHaveAttribute('href', '/contracts/booking1');
    expect(screen.queryByText(/Date held until/)).not.toBeInTheDocument();
  });

  it('without a contract, pays as it always did', () => {
    render(booking());
    expect(screen.queryByRole('link', { name: 'Review and sign' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay deposit online' })).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('Deposit due: $720, once we confirm.');
  });
});
