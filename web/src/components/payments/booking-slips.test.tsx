import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addUtcDays, studioToday } from '@common/days';
import { TOO_FAR_BACK, earliestReceivedDay, type Booking, type Slip } from '@common/schemas';
import { renderWithSession } from '@/testing/render';
import { testSlip } from '@/testing/slips';
import { testStudio } from '@/testing/studio';
import { BookingSlips } from './booking-slips';

// The customer's transfer slips on a booking (profile): what the studio made of each, and the form
// that sends a new one. The upload itself is the booksApi function's (tested against the emulators).

const slips = vi.hoisted(() => ({
  mine: [] as (Slip & { id: string })[],
  sent: [] as [string, File, unknown][],
  failure: null as Error | null,
}));
vi.mock('@/data/slips', () => ({
  useOwnSlips: () => ({ status: 'success', data: slips.mine }),
  useNewSlipId: () => 'slip0000000000000001',
  sendSlip: async (id: string, file: File, input: unknown) => {
    slips.sent.push([id, file, input]);
    if (slips.failure) throw slips.failure;
  },
}));

const booking = {
  id: 'b1',
  userId: 'ada',
  status: 'confirmed',
  packagePrice: 2400,
  packageDeposit: 720,
  paidTotal: 0,
} as Booking & { id: string };
const slip = (over: Partial<Slip>) => testSlip({ id: `s-${over.status}`, ...over });
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'slip.png', { type: 'image/png' });

beforeEach(() => {
  slips.mine = [];
  slips.sent = [];
  slips.failure = null;
});

const openForm = async () => {
  renderWithSession(<BookingSlips booking={booking} />);
  await userEvent.click(screen.getByRole('button', { name: 'Send the transfer slip' }));
  return screen.getByRole('form', { name: 'Send a transfer slip' });
};

describe("the customer's transfer slips", () => {
  it('lists each slip with what the studio made of it: awaiting, not accepted with the reason, approved with its receipt', () => {
    slips.mine = [
      slip({ status: 'pending' }),
      slip({ status: 'rejected', reason: 'The amount does not match our statement' }),
      slip({ status: 'approved', paymentId: 'slip-s-approved' }),
    ];
    renderWithSession(<BookingSlips booking={booking} />);
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('$720 sent');
    expect(items[0]).toHaveTextContent('Awaiting verification');
    expect(items[1]).toHaveTextContent('Not accepted');
    expect(items[1]).toHaveTextContent('From the studio: The amount does not match our statement');
    expect(screen.getByRole('link', { name: 'Receipt' })).toHaveAttribute('href', '/receipts/slip-s-approved');
  });

  it('shows nothing on a closed booking without slips, and no form on a closed one with slips', () => {
    const { container, unmount } = renderWithSession(<BookingSlips booking={{ ...booking, status: 'cancelled' }} />);
    expect(container).toBeEmptyDOMElement();
    unmount();
    slips.mine = [slip({ status: 'approved', paymentId: 'p' })];
    renderWithSession(<BookingSlips booking={{ ...booking, status: 'completed' }} />);
    expect(screen.queryByRole('button', { name: 'Send the transfer slip' })).not.toBeInTheDocument();
  });

  it('prefills what is due now and says what is missing or wrong before sending anything', async () => {
    const form = await openForm();
    expect(screen.getByLabelText('Amount transferred')).toHaveValue('720');
    expect(form).toHaveTextContent('Due now: $720');
    await userEvent.clear(screen.getByLabelText('Amount transferred'));
    await userEvent.type(screen.getByLabelText('Amount transferred'), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Send the slip' }));
    expect(form).toHaveTextContent('Choose the slip: a photo or the bank’s PDF.');
    expect(form).toHaveTextContent('Enter the whole amount you transferred.');
    await userEvent.upload(screen.getByLabelText(/The slip/), new File(['x'], 'slip.gif', { type: 'image/gif' }), { applyAccept: false });
    await userEvent.click(screen.getByRole('button', { name: 'Send the slip' }));
    expect(form).toHaveTextContent('Send a JPEG, PNG or WebP photo, or a PDF.');
    expect(slips.sent).toEqual([]);
  });

  it('with the sales tax added to the prices, what is due now includes it', async () => {
    renderWithSession(<BookingSlips booking={booking} />, { studio: testStudio({ salesTax: { mode: 'added', ratePercent: 10 } }) });
    await userEvent.click(screen.getByRole('button', { name: 'Send the transfer slip' }));
    expect(screen.getByLabelText('Amount transferred')).toHaveValue('792');
  });

  it('sends the file with the amount and the day, under one id, and closes', async () => {
    await openForm();
    const file = png();
    await userEvent.upload(screen.getByLabelText(/The slip/), file);
    await userEvent.type(screen.getByLabelText('Note (optional)'), 'From my savings account');
    await userEvent.click(screen.getByRole('button', { name: 'Send the slip' }));
    expect(slips.sent).toEqual([
      ['slip0000000000000001', file, expect.objectContaining({ bookingId: 'b1', amount: 720, note: 'From my savings account' })],
    ]);
    expect(screen.queryByRole('form', { name: 'Send a transfer slip' })).not.toBeInTheDocument();
  });

  // The owner approves a slip into the ledger, which takes a day at most PAYMENT_BACKDATE_DAYS
  // back (the rules too): an older transfer day is refused here, by the field, before any upload.
  it('refuses a transfer day further back than the ledger takes, by the field, and sends nothing', async () => {
    const form = await openForm();
    const day = screen.getByLabelText('Day of the transfer');
    expect(day).toHaveAttribute('min', earliestReceivedDay(studioToday()));
    await userEvent.upload(screen.getByLabelText(/The slip/), png());
    fireEvent.change(day, { target: { value: addUtcDays(earliestReceivedDay(studioToday()), -1) } });
    await userEvent.click(screen.getByRole('button', { name: 'Send the slip' }));
    expect(form).toHaveTextContent(TOO_FAR_BACK);
    expect(slips.sent).toEqual([]);
  });

  it("shows the server's refusal and keeps the form", async () => {
    slips.failure = new Error('The slip is larger than 5 MB: send a smaller photo or PDF.');
    await openForm();
    await userEvent.upload(screen.getByLabelText(/The slip/), png());
    await userEvent.click(screen.getByRole('button', { name: 'Send the slip' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The slip is larger than 5 MB');
    expect(screen.getByRole('form', { name: 'Send a transfer slip' })).toBeInTheDocument();
  });
});
