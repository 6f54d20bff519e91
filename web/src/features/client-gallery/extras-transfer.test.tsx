import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { countSelection } from '@common/gallery-selection';
import { galleryReceiptPath } from '@common/paths';
import type { GallerySlip } from '@common/schemas';
import { payOnline } from '@/data/online-payments';
import { renderWithSession } from '@/testing/render';
import { SelectionBar } from './selection-bar';

// Issue 38, extras paid by bank transfer on the gallery page: what waits for the studio is not
// offered again, the server's figures are shown before the slip, and the slip goes with exactly the
// photos to pay. The upload and the pricing are the functions' (tested against the emulators).

const data = vi.hoisted(() => ({
  slips: [] as unknown[],
  payments: [] as unknown[],
  sent: [] as [string, File, unknown][],
  asked: [] as unknown[],
}));
vi.mock('@/data/online-payments', () => ({ useOnlinePaymentsEnabled: () => true, payOnline: vi.fn(async () => {}) }));
// The favourites this page still sends: each call about the selection waits for them (client-galleries.ts).
const saving = vi.hoisted(() => ({ wait: (): Promise<void> => Promise.resolve() }));
vi.mock('@/data/client-galleries', () => ({ useFavouritesSaved: () => () => saving.wait() }));
vi.mock('@/data/slips', () => ({ useNewSlipId: () => 'gslip000000000000001' }));
vi.mock('@/data/gallery-slips', () => ({
  useOwnGallerySlips: () => ({ status: 'success', data: data.slips }),
  useOwnGalleryPayments: () => ({ status: 'success', data: data.payments }),
  transferDetailsFor: async (galleryId: string, photoIds: string[]) => {
    data.asked.push([galleryId, photoIds]);
    return {
      amount: 15,
      photoCount: 1,
      reference: 'EXTRAS-3F9A2C1B',
      bankDetails: 'Style & Story Ltd\nAccount 12345678',
      upiId: '',
      paymentNote: '',
    };
  },
  sendGallerySlip: async (id: string, file: File, input: unknown) => {
    data.sent.push([id, file, input]);
  },
}));

const rules = { included: 1, extraPrice: 15, allRemainingPrice: null };
// p1 included; p2 and p3 extras, p3 waiting for a transfer's check.
const count = countSelection(
  ['p1', 'p2', 'p3'].map((photoId, at) => ({ photoId, at })),
  rules,
);
const bar = (pending: string[]) =>
  renderWithSession(<SelectionBar galleryId="g1" rules={rules} count={count} remaining={['p2', 'p3', 'p4']} pending={pending} uid="ada" />);
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'slip.png', { type: 'image/png' });

beforeEach(() => {
  data.slips = [];
  data.payments = [];
  data.sent = [];
  data.asked = [];
  saving.wait = () => Promise.resolve();
  vi.mocked(payOnline).mockClear();
});

describe('a favourite tapped just before paying', () => {
  it('is on the server before the checkout is asked for, and a favourite that never arrives is said', async () => {
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    saving.wait = () => arrived;
    bar([]);
    await userEvent.click(screen.getByRole('button', { name: 'Buy 2 extras · $30' }));
    expect(payOnline).not.toHaveBeenCalled();
    arrive();
    await waitFor(() => expect(payOnline).toHaveBeenCalledWith({ kind: 'gallery-extras', galleryId: 'g1', photoIds: ['p2', 'p3'] }));

    saving.wait = () => Promise.reject(new Error('Your last favourites are still being saved: check your connection, then try again.'));
    await userEvent.click(screen.getByRole('button', { name: 'Pay by bank transfer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your last favourites are still being saved');
    expect(data.asked).toEqual([]);
  });
});

describe('extras by bank transfer', () => {
  it('offers only the extras no slip waits for, by card or transfer, and says the others wait', () => {
    bar(['p3']);
    expect(screen.getByRole('button', { name: 'Buy 1 extra · $15' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay by bank transfer' })).toBeInTheDocument();
    expect(screen.getByText(/1 extra waits for the studio to check a bank transfer/)).toBeInTheDocument();
  });

  it('offers nothing to pay while a slip waits for every extra', () => {
    bar(['p2', 'p3']);
    expect(screen.queryByRole('button', { name: /Buy|Pay by bank transfer/ })).toBeNull();
    expect(screen.getByText(/2 extras wait/)).toBeInTheDocument();
  });

  it('shows the server’s amount and the bank details, then sends the slip with exactly the photos to pay', async () => {
    bar(['p3']);
    await userEvent.click(screen.getByRole('button', { name: 'Pay by bank transfer' }));
    expect(data.asked).toEqual([['g1', ['p2']]]);
    const panel = await screen.findByRole('region', { name: 'Pay by bank transfer' });
    expect(panel).toHaveTextContent('Transfer $15 for 1 extra photo');
    expect(within(panel).getByTestId('bank-details')).toHaveTextContent('Account 12345678');
    expect(panel).toHaveTextContent('Reference to quote: EXTRAS-3F9A2C1B');

    await userEvent.click(within(panel).getByRole('button', { name: 'Send the slip' }));
    expect(panel).toHaveTextContent('Choose the slip: a photo or the bank’s PDF.');
    expect(data.sent).toEqual([]);

    const file = png();
    await userEvent.upload(within(panel).getByLabelText(/The slip/), file);
    await userEvent.click(within(panel).getByRole('button', { name: 'Send the slip' }));
    expect(data.sent).toEqual([['gslip000000000000001', file, expect.objectContaining({ galleryId: 'g1', photoIds: ['p2'] })]]);
    expect(await screen.findByText(/Slip sent/)).toBeInTheDocument();
  });

  it('lists a slip the studio did not accept with its reason, and each payment with its receipt', () => {
    const rejected: Partial<GallerySlip> & { id: string } = {
      id: 's1',
      status: 'rejected',
      reason: 'No transfer with this reference arrived.',
      amount: 15,
      photoIds: ['p2'],
      sentOn: '2026-11-20',
    };
    data.slips = [rejected];
    data.payments = [
      {
        id: 'slip-s0',
        galleryId: 'g1',
        kind: 'payment',
        amount: 30,
        method: 'bank-transfer',
        receivedOn: '2026-11-02',
        photoIds: ['a', 'b'],
      },
      { id: 'evt_other', galleryId: 'g2', kind: 'payment', amount: 15, method: 'card', receivedOn: '2026-11-03', photoIds: ['c'] },
    ];
    bar([]);
    const list = screen.getByRole('list', { name: 'Your payments for this gallery' });
    expect(list).toHaveTextContent('From the studio: No transfer with this reference arrived.');
    expect(list).toHaveTextContent('Not accepted');
    expect(list).toHaveTextContent('$30 for 2 extra photos, by bank transfer');
    expect(
      within(list)
        .getAllByRole('link', { name: 'Receipt' })
        .map((a) => a.getAttribute('href')),
    ).toEqual([galleryReceiptPath('slip-s0')]);
  });
});
