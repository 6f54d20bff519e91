import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Booking } from '@common/schemas';
import type { Addendum, Contract } from '@common/schemas/contracts';
import type { WithId } from '@/data/collection';
import { renderWithSession } from '@/testing/render';
import { ContractView } from './contract-view';

// The contract page's states: waiting for the signature (the form, the first view stamped once),
// signed with the day held (the deposit next, the PDF once made), booked, and an addendum to sign
// with only its changed terms.

const calls = vi.hoisted(() => ({ viewed: [] as unknown[][] }));
vi.mock('@/data/contracts', () => ({
  useRecordContractViewed:
    () =>
    async (...args: unknown[]) =>
      void calls.viewed.push(args),
  signContract: async () => ({ signed: true }),
  signedContractPdf: async () => ({ filename: 'contract.pdf', base64: '' }),
}));
vi.mock('@/data/online-payments', () => ({ useOnlinePaymentsEnabled: () => true, payOnline: async () => {} }));
vi.mock('@/data/slips', () => ({ useOwnSlips: () => ({ status: 'success', data: [] }) }));

beforeEach(() => {
  calls.viewed = [];
});

const HASH = 'b'.repeat(64);
const booking = (over: Partial<Booking> = {}) =>
  ({
    id: 'booking1',
    userId: 'ada',
    packageName: 'Signature Wedding',
    eventType: 'Wedding',
    eventDate: '2027-06-12',
    venue: 'The Old Mill',
    status: 'pending',
    packagePrice: 2400,
    packageDeposit: 720,
    paidTotal: 0,
    ...over,
  }) as WithId<Booking>;
const contract = (over: Partial<Contract> = {}) =>
  ({
    id: 'booking1',
    bookingId: 'booking1',
    userId: 'ada',
    title: 'Wedding photography agreement',
    templateVersion: 2,
    text: '## The agreement\n\nWe photograph your day.',
    textSha256: HASH,
    status: 'sent',
    sentAt: new Date('2027-03-02T15:00:00Z'),
    addenda: 0,
    ...over,
  }) as WithId<Contract>;
const signature = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  method: 'typed',
  drawing: '',
  signedAt: new Date('2027-03-03T15:00:00Z'),
} as Contract['signature'];

const state = () => screen.getByRole('region', { name: 'Where your contract stands' });

describe('the contract page', () => {
  it('waits for the signature: the form names the version, and the first view is stamped once', () => {
    const { rerender } = renderWithSession(<ContractView contract={contract()} booking={booking()} addenda={[]} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Wedding photography agreement');
    expect(state()).toHaveTextContent('Waiting for your signature');
    expect(screen.getByRole('checkbox')).toHaveAccessibleName(
      'I have read and agree to Wedding photography agreement, version 2 sent March 2, 2027',
    );
    expect(screen.getByRole('button', { name: 'Sign contract' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay .* online/ })).not.toBeInTheDocument();
    rerender(<ContractView contract={contract()} booking={booking()} addenda={[]} />);
    expect(calls.viewed).toEqual([['booking1', 0]]);
  });

  it('"Go to the signature" brings the signing section into view', async () => {
    const scrolled: Element[] = [];
    const before = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      renderWithSession(<ContractView contract={contract()} booking={booking()} addenda={[]} />);
      await userEvent.click(screen.getByRole('button', { name: 'Go to the signature' }));
      expect(scrolled).toEqual([screen.getByRole('region', { name: 'Sign your contract' })]);
    } finally {
      Element.prototype.scrollIntoView = before;
    }
  });

  it('once signed: held until …, the deposit next, the signed PDF once made; no form and no second stamp', () => {
    const held = contract({
      status: 'signed',
      signature,
      hold: { day: '2027-06-12', until: new Date('2027-03-06T15:00:00Z'), state: 'held' },
      pdf: { path: 'contracts/booking1/contract.pdf', sha256: HASH, bytes: 2000, madeAt: new Date() },
    });
    renderWithSession(<ContractView contract={held} booking={booking()} addenda={[]} />);
    expect(state()).toHaveTextContent(/Your date is held for you until Mar 6, 2027/);
    expect(state()).toHaveTextContent('Signed on March 3, 2027 by Ada Lovelace.');
    expect(screen.getByRole('heading', { name: 'Pay the $720 deposit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay deposit online' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download signed PDF' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(calls.viewed).toEqual([]);
  });

  it('after a hold ended, says so and still offers the deposit (it books the day if the day is still free)', () => {
    const ended = contract({
      status: 'signed',
      signature,
      hold: { day: '2027-06-12', until: new Date('2027-03-06T15:00:00Z'), state: 'expired' },
    });
    renderWithSession(<ContractView contract={ended} booking={booking()} addenda={[]} />);
    expect(state()).toHaveTextContent('The hold on your date has ended');
    expect(state()).toHaveTextContent('If it is still free, the deposit books it now');
    expect(screen.getByRole('button', { name: 'Pay deposit online' })).toBeInTheDocument();
  });

  it('says the date is booked once the deposit locked it', () => {
    const locked = contract({ status: 'signed', signature, hold: { day: '2027-06-12', until: new Date(), state: 'locked' } });
    renderWithSession(<ContractView contract={locked} booking={booking({ status: 'confirmed', paidTotal: 720 })} addenda={[]} />);
    expect(state()).toHaveTextContent('Your date is booked');
    expect(screen.queryByRole('heading', { name: /deposit/ })).not.toBeInTheDocument();
  });

  it('asks to sign an addendum, showing only its changed terms', () => {
    const addendum = {
      id: '1',
      number: 1,
      title: 'Addendum 1: a new date',
      changes: [{ label: 'Event date', before: 'June 12, 2027', after: 'June 19, 2027' }],
      text: 'The event moves to June 19, 2027.',
      textSha256: 'c'.repeat(64),
      status: 'sent',
      sentAt: new Date('2027-04-10T15:00:00Z'),
    } as WithId<Addendum>;
    renderWithSession(
      <ContractView
        contract={contract({ status: 'countersigned', signature, addenda: 1 })}
        booking={booking({ status: 'confirmed', paidTotal: 720 })}
        addenda={[addendum]}
      />,
    );
    const section = screen.getByRole('region', { name: 'Addendum 1, awaiting your signature' });
    expect(section).toHaveTextContent('Event dateJune 12, 2027→ now June 19, 2027');
    expect(screen.getByRole('checkbox')).toHaveAccessibleName(
      'I have read and agree to Addendum 1 to Wedding photography agreement, sent April 10, 2027',
    );
    expect(screen.getByRole('button', { name: 'Sign addendum 1' })).toBeInTheDocument();
    expect(calls.viewed).toEqual([['booking1', 1]]);
  });
});
