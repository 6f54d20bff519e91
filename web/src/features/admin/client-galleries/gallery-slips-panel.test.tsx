import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { galleryReceiptPath } from '@common/paths';
import type { ClientGallery, GallerySlip } from '@common/schemas';
import { renderWithSession } from '@/testing/render';
import { GallerySlipsPanel } from './gallery-slips-panel';

// Issue 38: the owner's transfer slips for a gallery's extras: approve with one click, reject with a
// reason the customer reads. The decision itself is the gallery function's (integration tests).

const state = vi.hoisted(() => ({ slips: [] as unknown[], decided: [] as unknown[] }));
vi.mock('@/data/gallery-slips', () => ({
  useGallerySlips: () => ({ status: 'success', data: state.slips }),
  decideGallerySlip: async (...args: unknown[]) => {
    state.decided.push(args);
    return { recorded: true };
  },
}));
vi.mock('@/data/slips', () => ({ slipPhoto: vi.fn(), saveSlipPdf: vi.fn() }));

const slip = (over: Partial<GallerySlip> & { id: string }) => ({
  galleryId: 'g1',
  photoIds: ['p2', 'p3'],
  sentOn: '2026-11-20',
  note: '',
  kind: 'extras',
  userId: 'ada',
  amount: 30,
  orderId: 'a'.repeat(32),
  reference: 'EXTRAS-AAAAAAAA',
  contentType: 'image/png',
  bytes: 100,
  status: 'pending',
  reason: '',
  paymentId: null,
  createdAt: new Date('2026-11-21T10:00:00Z'),
  decidedAt: null,
  ...over,
});
const gallery = { id: 'g1' } as ClientGallery & { id: string };
const photos = [
  { id: 'p2', fileName: 'IMG_0002.jpg' },
  { id: 'p3', fileName: 'IMG_0003.jpg' },
] as unknown as Parameters<typeof GallerySlipsPanel>[0]['photos'];
const panel = () => renderWithSession(<GallerySlipsPanel gallery={gallery} photos={photos} />);

beforeEach(() => {
  state.slips = [];
  state.decided = [];
});

describe("the owner's transfer slips of a gallery", () => {
  it('is hidden without slips', () => {
    const { container } = panel();
    expect(container).toBeEmptyDOMElement();
  });

  it('names the photos and approves the slip in one click', async () => {
    state.slips = [slip({ id: 's1' }), slip({ id: 's0', status: 'approved', paymentId: 'slip-s0' })];
    panel();
    expect(screen.getByText('Transfer slips · 1 to check')).toBeInTheDocument();
    const [pending, approved] = screen.getAllByTestId('gallery-slip');
    expect(pending).toHaveTextContent('IMG_0002.jpg, IMG_0003.jpg');
    expect(pending).toHaveTextContent('ref. EXTRAS-AAAAAAAA');
    await userEvent.click(within(pending!).getByRole('button', { name: 'Approve $30' }));
    expect(state.decided).toEqual([['g1', 's1', 'approve']]);
    expect(within(approved!).getByRole('link', { name: 'Receipt' })).toHaveAttribute('href', galleryReceiptPath('slip-s0'));
    expect(within(approved!).queryByRole('button', { name: /Approve/ })).toBeNull();
  });

  it('asks why before rejecting, and sends the reason', async () => {
    state.slips = [slip({ id: 's1' })];
    panel();
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reject the slip' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Say why, in a line the customer will read.');
    expect(state.decided).toEqual([]);
    await userEvent.type(screen.getByLabelText('Why (the customer reads this)'), 'No transfer arrived.');
    await userEvent.click(screen.getByRole('button', { name: 'Reject the slip' }));
    expect(state.decided).toEqual([['g1', 's1', 'reject', 'No transfer arrived.']]);
  });
});
