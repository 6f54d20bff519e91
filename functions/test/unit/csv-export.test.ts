import type { Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import type { ExportKind } from '../../../common/books';
import { COLLECTIONS } from '../../../common/collections';
import type { SalesTax } from '../../../common/sales-tax';
import { exportCsv, exportFileName } from '../../src/books/csv-export';

// The accountant's CSV files, to the byte, from a stand-in for the one query each kind makes: every
// column of a full document, and a document missing its optional fields (empty cells, defaults).

const moment = (iso: string) => ({ toDate: () => new Date(iso) });
const SALES_TAX: SalesTax = { mode: 'added', ratePercent: 10 };
const STUDIO = { currency: 'USD', timeZone: 'America/New_York', salesTax: SALES_TAX };
const PERIOD = { from: '2031-01-01', to: '2031-03-31' };

type Stored = Record<string, unknown>;
const valueAt = (data: Stored, path: string) => path.split('.').reduce<unknown>((value, key) => (value as Stored | undefined)?.[key], data);

/** A Firestore that answers one collection's query with `docs`, recording the query it was asked. */
function standIn(docs: Record<string, Stored>) {
  const asked: unknown[][] = [];
  const query = {
    where: (...args: unknown[]) => (asked.push(['where', ...args]), query),
    orderBy: (...args: unknown[]) => (asked.push(['orderBy', ...args]), query),
    get: async () => ({ docs: Object.entries(docs).map(([id, data]) => ({ id, get: (path: string) => valueAt(data, path) })) }),
  };
  const db = { collection: (name: string) => (asked.push(['collection', name]), query) } as unknown as Firestore;
  return { db, asked };
}

const csv = async (kind: ExportKind, docs: Record<string, Stored>) => {
  const { db, asked } = standIn(docs);
  return { text: await exportCsv(db, kind, PERIOD, STUDIO), asked };
};

const BOM = '\ufeff';

describe('exportCsv', () => {
  it('bookings: by event day, the price owed with the sales tax added and what is outstanding (nothing on a declined booking)', async () => {
    const { text, asked } = await csv('bookings', {
      b1: {
        eventDate: '2031-02-03',
        status: 'confirmed',
        name: 'Ada, Lovelace',
        email: 'ada@example.com',
        phone: '+1 555 0100',
        packageName: 'Wedding',
        eventType: 'wedding',
        packagePrice: 2000,
        packageDeposit: 500,
        paidTotal: 500,
        paymentStatus: 'deposit-paid',
        paymentMethod: 'card',
        createdAt: moment('2030-12-01T10:00:00.000Z'),
      },
      b2: { eventDate: '2031-02-04', status: 'declined', packagePrice: 900, packageDeposit: 100, paidTotal: 0 },
    });
    expect(asked).toEqual([
      ['collection', COLLECTIONS.bookings],
      ['where', 'eventDate', '>=', '2031-01-01'],
      ['where', 'eventDate', '<=', '2031-03-31'],
      ['orderBy', 'eventDate'],
    ]);
    expect(text).toBe(
      `${BOM}Booking,Event date,Status,Customer,Email,Phone,Package,Event type,Price,Deposit,Owed,Paid,Outstanding,Payment status,Payment method,Booked at,Currency\n` +
        'b1,2031-02-03,confirmed,"Ada, Lovelace",ada@example.com,+1 555 0100,Wedding,wedding,2000,500,2200,500,1700,deposit-paid,card,2030-12-01T10:00:00.000Z,USD\n' +
        'b2,2031-02-04,declined,,,,,,900,100,990,0,0,,,,USD\n',
    );
  });

  it('payments: by the day the money arrived, with the Stripe event and what a refund reverses', async () => {
    const { text, asked } = await csv('payments', {
      p1: {
        receivedOn: '2031-01-05',
        kind: 'payment',
        amount: 500,
        method: 'card',
        stripe: { eventId: 'evt_1' },
        bookingId: 'b1',
        note: 'Deposit',
        createdAt: moment('2031-01-05T12:00:00.000Z'),
      },
      p2: { receivedOn: '2031-01-06', kind: 'refund', amount: -500, method: 'cash', bookingId: 'b1', reverses: 'p1' },
    });
    expect(asked[0]).toEqual(['collection', COLLECTIONS.payments]);
    expect(asked[1]).toEqual(['where', 'receivedOn', '>=', '2031-01-01']);
    expect(text).toBe(
      `${BOM}Receipt,Received on,Kind,Amount,Method,Stripe event,Booking,Reverses,Note,Recorded at,Currency\n` +
        'p1,2031-01-05,payment,500,card,evt_1,b1,,Deposit,2031-01-05T12:00:00.000Z,USD\n' +
        'p2,2031-01-06,refund,-500,cash,,b1,p1,,,USD\n',
    );
  });

  it("frame orders: by the studio day they were placed, with the order's total", async () => {
    const { text, asked } = await csv('frame-orders', {
      f1: {
        createdAt: moment('2031-03-01T15:30:00.000Z'),
        status: 'placed',
        name: 'Grace Hopper',
        email: 'grace@example.com',
        frameName: 'Oak',
        size: '8x10',
        quantity: 2,
        unitPrice: 45,
        fulfilment: 'pickup',
      },
    });
    expect(asked.map(([step, name, op]) => [step, name, op])).toEqual([
      ['collection', COLLECTIONS.frameOrders, undefined],
      ['where', 'createdAt', '>='],
      ['where', 'createdAt', '<'],
      ['orderBy', 'createdAt', undefined],
    ]);
    expect(text).toBe(
      `${BOM}Order,Placed at,Status,Customer,Email,Frame,Size,Quantity,Unit price,Total,Fulfilment,Currency\n` +
        'f1,2031-03-01T15:30:00.000Z,placed,Grace Hopper,grace@example.com,Oak,8x10,2,45,90,pickup,USD\n',
    );
  });

  it('gallery extras: photos counted, extras when no purpose is named, the extension and what a refund adjusts', async () => {
    const { text, asked } = await csv('gallery-extras', {
      g1: {
        receivedOn: '2031-01-07',
        kind: 'payment',
        amount: 30,
        method: 'card',
        stripe: { eventId: 'evt_2' },
        galleryId: 'gal1',
        photoIds: ['a', 'b'],
        note: 'Paid online by card (Stripe): 2 extra photos',
        createdAt: moment('2031-01-07T09:00:00.000Z'),
      },
      g2: {
        receivedOn: '2031-01-08',
        kind: 'payment',
        amount: 20,
        method: 'bank-transfer',
        galleryId: 'gal1',
        photoIds: [],
        purpose: 'extension',
        extension: { until: '2031-04-08' },
        adjusts: null,
      },
      g3: { receivedOn: '2031-01-09', kind: 'refund', amount: -30, method: 'card', galleryId: 'gal1', adjusts: 'g1' },
    });
    expect(asked[0]).toEqual(['collection', COLLECTIONS.galleryPayments]);
    expect(text).toBe(
      `${BOM}Receipt,Received on,Kind,Amount,Method,Stripe event,Gallery,Photos,For,Downloads until,Adjusts,Note,Recorded at,Currency\n` +
        'g1,2031-01-07,payment,30,card,evt_2,gal1,2,extras,,,Paid online by card (Stripe): 2 extra photos,2031-01-07T09:00:00.000Z,USD\n' +
        'g2,2031-01-08,payment,20,bank-transfer,,gal1,0,extension,2031-04-08,,,,USD\n' +
        'g3,2031-01-09,refund,-30,card,,gal1,0,extras,,g1,,,USD\n',
    );
  });

  it('leads: by the moment of the first inquiry', async () => {
    const { text, asked } = await csv('leads', {
      l1: {
        firstInquiryAt: moment('2031-01-10T08:00:00.000Z'),
        lastInquiryAt: moment('2031-01-12T08:00:00.000Z'),
        name: 'Alan Turing',
        email: 'alan@example.com',
        phone: '',
        eventType: 'portrait',
        eventDate: '2031-06-01',
        channel: 'website',
        inquiries: 2,
        stage: 'lost',
        lostReason: 'Budget',
        firstReplyAt: moment('2031-01-10T09:00:00.000Z'),
        bookingId: null,
      },
    });
    expect(asked[1]?.slice(0, 3)).toEqual(['where', 'firstInquiryAt', '>=']);
    expect(text).toBe(
      `${BOM}Lead,First inquiry at,Last inquiry at,Name,Email,Phone,Event type,Event date,Source,Inquiries,Stage,Lost reason,First answer at,Booking,Currency\n` +
        'l1,2031-01-10T08:00:00.000Z,2031-01-12T08:00:00.000Z,Alan Turing,alan@example.com,,portrait,2031-06-01,website,2,lost,Budget,2031-01-10T09:00:00.000Z,,USD\n',
    );
  });

  it('names the download by kind and period', () => {
    expect(exportFileName('payments', PERIOD)).toBe('style-and-story-payments-2031-01-01-to-2031-03-31.csv');
  });
});
