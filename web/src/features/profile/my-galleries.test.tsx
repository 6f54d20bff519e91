import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientGalleryData } from '@common/client-gallery.test-data';
import { clientGalleryPath, galleryReceiptPath } from '@common/paths';
import type { ClientGallery } from '@common/schemas';
import { FALLBACK_STUDIO_LOCALE, setStudioLocale } from '@common/studio-locale';
import type { WithId } from '@/data/collection';
import { success } from '@/data/result';
import { MyGalleries } from './my-galleries';

// The read and the reopen request are the edges; galleryEvent's side is in the functions' tests.
const state = vi.hoisted(() => ({ galleries: [] as unknown[], payments: [] as unknown[], recordGalleryEvent: vi.fn() }));
vi.mock('@/data/client-galleries', () => ({
  useOwnGalleries: () => success(state.galleries),
  recordGalleryEvent: (...args: unknown[]) => state.recordGalleryEvent(...args) as unknown,
}));
vi.mock('@/data/gallery-slips', () => ({ useOwnGalleryPayments: () => success(state.payments) }));
// Issue 38: the paid extension beside the reopen request (settings/galleryExtension, Stripe on or off).
const sale = vi.hoisted(() => ({ enabled: false, online: true, payOnline: vi.fn() }));
vi.mock('@/data/gallery-extension', () => ({
  useGalleryExtensionSettings: () => ({ status: 'success', data: { enabled: sale.enabled, price: 25, days: 30, updatedAt: null } }),
}));
vi.mock('@/data/online-payments', () => ({
  useOnlinePaymentsEnabled: () => sale.online,
  payOnline: (...args: unknown[]) => sale.payOnline(...args) as unknown,
}));

const gallery = (expiresOn: string | null): WithId<ClientGallery> => ({
  id: 'g1',
  ...clientGalleryData('u1', new Date('2026-11-01T10:00:00Z')),
  expiresOn,
});
const show = (...galleries: WithId<ClientGallery>[]) => {
  state.galleries = galleries;
  return render(<MyGalleries uid="u1" />, { wrapper: MemoryRouter });
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  Object.assign(sale, { enabled: false, online: true, payOnline: vi.fn(async () => undefined) });
  state.payments = [];
  state.recordGalleryEvent = vi.fn(async () => ({ recorded: true }));
});
afterEach(() => {
  vi.useRealTimers();
  setStudioLocale(FALLBACK_STUDIO_LOCALE);
});

describe('MyGalleries', () => {
  it('says until when downloads are open', () => {
    vi.setSystemTime(new Date('2026-11-30T18:00:00Z'));
    show(gallery('2026-11-30'));
    expect(screen.getByText(/downloads until November 30, 2026/)).toBeInTheDocument();
    expect(screen.queryByText(/Downloads closed/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ask to reopen downloads' })).toBeNull();
  });

  it('after the last day says that downloads have closed, and sends the reopen request', async () => {
    vi.setSystemTime(new Date('2026-12-01T09:00:00Z'));
    show(gallery('2026-11-30'));
    const card = screen.getByRole('listitem');
    expect(card).not.toHaveTextContent(/downloads until/i);
    expect(card).toHaveTextContent('Downloads closed on November 30, 2026.');
    expect(within(card).getByRole('link', { name: 'Open the gallery' })).toHaveAttribute('href', clientGalleryPath('g1'));

    await userEvent.click(within(card).getByRole('button', { name: 'Ask to reopen downloads' }));
    expect(state.recordGalleryEvent).toHaveBeenCalledWith('g1', { kind: 'reopen' });
    expect(await screen.findByText('The studio has your request and will reopen the downloads.')).toBeInTheDocument();
  });

  it('offers the paid extension beside the reopen request once closed, when the studio sells one and card payment is on', async () => {
    vi.setSystemTime(new Date('2026-12-01T09:00:00Z'));
    const extend = { name: /^Extend downloads for 30 days · \$25/ };
    show(gallery('2026-11-30'));
    expect(screen.queryByRole('button', extend)).toBeNull();
    cleanup();
    sale.enabled = true;
    sale.online = false;
    show(gallery('2026-11-30'));
    expect(screen.queryByRole('button', extend)).toBeNull();
    cleanup();
    sale.online = true;
    show(gallery('2026-11-30'));
    await userEvent.click(screen.getByRole('button', extend));
    expect(sale.payOnline).toHaveBeenCalledWith({ kind: 'gallery-extension', galleryId: 'g1' });
    // Open downloads: nothing to extend yet.
    cleanup();
    vi.setSystemTime(new Date('2026-11-30T09:00:00Z'));
    show(gallery('2026-11-30'));
    expect(screen.queryByRole('button', extend)).toBeNull();
  });

  it('decides by the studio’s day, not the UTC one', () => {
    setStudioLocale({ currency: 'USD', timeZone: 'America/Los_Angeles' });
    // December 1 in UTC, still November 30 at the studio: open until its day ends.
    vi.setSystemTime(new Date('2026-12-01T05:00:00Z'));
    show(gallery('2026-11-30'));
    expect(screen.getByText(/downloads until November 30, 2026/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ask to reopen downloads' })).toBeNull();
  });

  it('names no closing for a gallery without downloads or without a last day', () => {
    vi.setSystemTime(new Date('2027-06-01T09:00:00Z'));
    const off = { ...gallery('2026-11-30'), downloads: { enabled: false, web: false, full: false } };
    show(off, { ...gallery(null), id: 'g2' });
    const cards = screen.getAllByRole('listitem');
    for (const card of cards) expect(card).not.toHaveTextContent(/downloads (until|closed)/i);
    expect(screen.queryByRole('button', { name: 'Ask to reopen downloads' })).toBeNull();
  });

  it('links each payment made in a gallery (extras by card or transfer) to its receipt', () => {
    vi.setSystemTime(new Date('2026-11-30T18:00:00Z'));
    const entry = { galleryId: 'g1', userId: 'u1', kind: 'payment', amount: 30, method: 'bank-transfer', receivedOn: '2026-11-20' };
    state.payments = [
      { id: 'slip-abc', ...entry },
      { id: 'evt_other', ...entry, galleryId: 'g2' },
      { id: 'evt_refund', ...entry, kind: 'refund', amount: -30 },
    ];
    show(gallery('2026-12-31'));
    const receipts = screen.getByRole('list', { name: /Receipts for/ });
    expect(
      within(receipts)
        .getAllByRole('link', { name: 'Receipt' })
        .map((link) => link.getAttribute('href')),
    ).toEqual([galleryReceiptPath('slip-abc')]);
  });
});
