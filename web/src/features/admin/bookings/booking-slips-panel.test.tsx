import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addUtcDays, studioToday } from '@common/days';
import { PAYMENT_BACKDATE_DAYS, TOO_FAR_BACK, earliestReceivedDay, type Booking, type Slip } from '@common/schemas';
import { renderWithSession } from '@/testing/render';
import { testSlip } from '@/testing/slips';
import { BookingSlipsPanel } from './booking-slips-panel';

// The owner's transfer slips on a booking: look at the file, approve with one click (the ledger
// entry is written by the data layer, tested against the rules), or reject with a reason.

const owner = vi.hoisted(() => ({
  slips: [] as (Slip & { id: string })[],
  approved: [] as string[],
  rejected: [] as [string, unknown][],
  failure: null as Error | null,
  photos: [] as string[],
}));
vi.mock('@/data/slips', () => ({
  useBookingSlips: () => ({ status: 'success', data: owner.slips }),
  useApproveSlip: () => async (slip: { id: string }) => {
    owner.approved.push(slip.id);
    if (owner.failure) throw owner.failure;
  },
  useRejectSlip: () => async (id: string, input: unknown) => {
    owner.rejected.push([id, input]);
  },
  slipPhoto: async (id: string) => {
    owner.photos.push(id);
    return 'data:image/png;base64,iVBORw0KGgo=';
  },
  saveSlipPdf: async () => {},
}));

const booking = { id: 'b1' } as Booking & { id: string };
const slip = (over: Partial<Slip> & { id: string }) => testSlip({ amount: 1680, note: 'Balance', ...over });

beforeEach(() => {
  owner.slips = [slip({ id: 's1' })];
  owner.approved = [];
  owner.rejected = [];
  owner.failure = null;
  owner.photos = [];
});

const row = () => screen.getAllByRole('listitem')[0];

describe("the owner's transfer slips", () => {
  it('shows nothing without slips', () => {
    owner.slips = [];
    const { container } = renderWithSession(<BookingSlipsPanel booking={booking} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows a pending slip with its amount, day and note, and the photo on request', async () => {
    renderWithSession(<BookingSlipsPanel booking={booking} />);
    expect(row()).toHaveTextContent('$1,680 sent');
    expect(row()).toHaveTextContent('Awaiting verification · “Balance”');
    await userEvent.click(within(row()).getByRole('button', { name: 'View slip' }));
    expect(await screen.findByRole('img', { name: 'Transfer slip for $1,680' })).toBeInTheDocument();
    expect(owner.photos).toEqual(['s1']);
  });

  it('approves with one click', async () => {
    renderWithSession(<BookingSlipsPanel booking={booking} />);
    await userEvent.click(screen.getByRole('button', { name: 'Approve $1,680' }));
    expect(owner.approved).toEqual(['s1']);
  });

  it('says why an approval failed, and lets the owner try again', async () => {
    owner.failure = new Error('This booking is closed: the slip cannot be approved.');
    renderWithSession(<BookingSlipsPanel booking={booking} />);
    await userEvent.click(screen.getByRole('button', { name: 'Approve $1,680' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This booking is closed');
    expect(screen.getByRole('button', { name: 'Approve $1,680' })).toBeEnabled();
  });

  it('rejects only with a reason the customer will read', async () => {
    renderWithSession(<BookingSlipsPanel booking={booking} />);
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reject the slip' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Say why, in a line the customer will read.');
    expect(owner.rejected).toEqual([]);
    await userEvent.type(screen.getByLabelText('Why (the customer reads this)'), 'The amount does not match our statement');
    await userEvent.click(screen.getByRole('button', { name: 'Reject the slip' }));
    expect(owner.rejected).toEqual([['s1', { reason: 'The amount does not match our statement' }]]);
  });

  // The ledger takes a payment received within PAYMENT_BACKDATE_DAYS (the rules refuse an earlier
  // day): a slip sent before that is not offered for approval, and the row says what to do.
  it('a pending slip sent more than a year back is not offered for approval, and says why', async () => {
    const today = studioToday();
    owner.slips = [slip({ id: 'old', sentOn: addUtcDays(today, -(PAYMENT_BACKDATE_DAYS + 1)) })];
    renderWithSession(<BookingSlipsPanel booking={booking} />);
    expect(screen.queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();
    expect(row()).toHaveTextContent('too far back to approve');
    expect(row()).toHaveTextContent(TOO_FAR_BACK);
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(screen.getByLabelText('Why (the customer reads this)')).toBeInTheDocument();
  });

  it('a slip sent on the last day the ledger takes is still offered', () => {
    owner.slips = [slip({ id: 'edge', sentOn: earliestReceivedDay(studioToday()) })];
    renderWithSession(<BookingSlipsPanel booking={booking} />);
    expect(screen.getByRole('button', { name: 'Approve $1,680' })).toBeInTheDocument();
  });

  it('a decided slip has no buttons: approved links its receipt, rejected shows the reason', () => {
    owner.slips = [
      slip({ id: 's2', status: 'approved', paymentId: 'slip-s2' }),
      slip({ id: 's3', status: 'rejected', reason: 'Not our account' }),
    ];
    renderWithSession(<BookingSlipsPanel booking={booking} />);
    expect(screen.queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Receipt' })).toHaveAttribute('href', '/receipts/slip-s2');
    expect(screen.getAllByRole('listitem')[1]).toHaveTextContent('Your reason: Not our account');
  });
});
