import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { GalleryPayment } from '@common/schemas';
import { renderWithSession } from '@/testing/render';
import { GalleryReceiptView, purchaseRows } from './gallery-receipt-view';

// Issue 38: a gallery payment's receipt (galleryPayments): extras paid by a bank transfer the studio
// approved or by card, with the photos it unlocked, the gallery, the studio's letterhead; printable.

const state = vi.hoisted(() => ({ payment: null as unknown }));
const transfer: GalleryPayment & { id: string } = {
  id: 'slip-s1',
  galleryId: 'g1',
  userId: 'ada',
  kind: 'payment',
  amount: 30,
  method: 'bank-transfer',
  receivedOn: '2026-11-20',
  note: 'Bank transfer (slip s1): 2 extra photos',
  photoIds: ['p2', 'p3'],
  createdAt: new Date('2026-11-21T10:00:00Z'),
};
vi.mock('@/data/gallery-slips', () => ({ useGalleryPayment: () => ({ status: 'success', data: state.payment, invalid: [] }) }));
vi.mock('@/data/client-galleries', () => ({ useGallery: () => ({ status: 'success', data: { title: 'Ana & Luis' }, invalid: [] }) }));

const cell = (term: string) => screen.getByRole('rowheader', { name: term }).nextElementSibling;

beforeEach(() => {
  state.payment = transfer;
});

describe("a gallery payment's receipt", () => {
  it('shows a transfer for extras: the amount, the method, the day, the photos and the gallery, printable', () => {
    renderWithSession(<GalleryReceiptView id="slip-s1" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Receipt');
    expect(cell('Receipt number')).toHaveTextContent('slip-s1');
    expect(cell('Method')).toHaveTextContent('Bank transfer');
    expect(cell('Amount')).toHaveTextContent('$30');
    expect(cell('Date received')).toHaveTextContent('November 20, 2026');
    expect(cell('Gallery')).toHaveTextContent('Ana & Luis (ref. g1)');
    expect(cell('For')).toHaveTextContent('2 extra photos, unlocked at full resolution');
    expect(screen.getByRole('button', { name: 'Print or save as PDF' })).toBeInTheDocument();
  });

  it('says a card payment was paid online', () => {
    state.payment = {
      ...transfer,
      id: 'evt_1',
      method: 'card',
      stripe: { eventId: 'evt_1', eventType: 'checkout.session.completed', sessionId: 'cs_1', paymentIntentId: 'pi_1' },
    };
    renderWithSession(<GalleryReceiptView id="evt_1" />);
    expect(cell('Method')).toHaveTextContent('Card, paid online');
  });
});

describe('purchaseRows', () => {
  it('names an extension, a refunded second payment and money back', () => {
    const extension: Parameters<typeof purchaseRows>[0] = {
      kind: 'payment',
      photoIds: [],
      purpose: 'extension',
      extension: { days: 30, from: '2026-11-01', until: '2026-12-01' },
    };
    expect(purchaseRows(extension)).toEqual([
      ['For', 'Downloads extended by 30 days'],
      ['Downloads until', 'December 1, 2026'],
    ]);
    expect(purchaseRows({ kind: 'payment', photoIds: [] })[0]![1]).toMatch(/already paid: this payment was refunded/);
    expect(purchaseRows({ kind: 'refund', photoIds: [] })[0]![1]).toBe('Money back on extra photos');
  });
});
