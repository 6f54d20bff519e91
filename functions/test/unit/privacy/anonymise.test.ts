import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { regex, EMAIL_PATTERN } from '../../../../common/patterns';
import { addendumSchema, contractSchema } from '../../../../common/schemas/contracts';
import { clientGallerySchema } from '../../../../common/schemas/client-galleries';
import { framePaymentSchema } from '../../../../common/schemas/online-payments';
import { bookingSchema, frameOrderSchema } from '../../../../common/schemas/orders';
import { customPackageLinkSchema, softCopySchema } from '../../../../common/schemas/owner-shared';
import { paymentSchema } from '../../../../common/schemas/payments';
import { slipSchema } from '../../../../common/schemas/slips';
import { orderKeywords } from '../../../../common/schemas/orders';
import { searchKeywords } from '../../../../common/search';
import {
  anonymiseBooking,
  anonymiseCustomPackageLink,
  anonymiseFrameOrder,
  anonymiseGallery,
  anonymiseLedgerEntry,
  anonymiseSignable,
  anonymiseSoftCopy,
  erasedFor,
} from '../../../src/privacy/anonymise';
import { storedBooking } from '../../support/stored-booking';

// Every record an erasure keeps must still read (its schema) and must keep nothing of the person.
const PERSON = {
  name: 'Grace Hopper',
  email: 'Grace.Hopper@example.com',
  phone: '+1 415 555 0199',
  venue: 'Harbour House Ballroom',
  address: '12 Elm Street, Springfield',
  note: 'Grace prefers candid shots near the pier',
  ip: '198.51.100.23',
  userAgent: 'Mozilla/5.0 (Grace laptop)',
};
const personalValues = [...Object.values(PERSON), 'grace', 'hopper', 'harbour', 'elm street', 'candid'];

const now = Timestamp.fromDate(new Date('2026-11-20T10:00:00Z'));
const erased = erasedFor('uid-7f3k', new Date('2026-11-29T03:00:00Z'));
const hash = 'a'.repeat(64);

const signature = {
  name: PERSON.name,
  method: 'drawn',
  drawing: 'M1 1 L20 20',
  uid: 'uid-7f3k',
  email: PERSON.email,
  signedAt: now,
  ip: PERSON.ip,
  userAgent: PERSON.userAgent,
  textSha256: hash,
};
const signable = {
  title: 'Photography agreement',
  text: `Between the studio and ${PERSON.name} (${PERSON.email}), at ${PERSON.venue}.`,
  textSha256: hash,
  status: 'signed',
  sentAt: now,
  viewedAt: now,
  signature,
  pdf: { path: 'contracts/b1/contract.pdf', sha256: hash, bytes: 1200, madeAt: now },
};

const cases = {
  booking: {
    schema: bookingSchema,
    before: storedBooking('uid-7f3k', {
      name: PERSON.name,
      email: PERSON.email,
      phone: PERSON.phone,
      venue: PERSON.venue,
      notes: PERSON.note,
      status: 'cancelled',
      statusReason: `${PERSON.name} moved abroad`,
      keywords: orderKeywords('b1', { name: PERSON.name, email: PERSON.email }),
      rescheduledFrom: '2027-06-01',
      rescheduledAt: now,
      rescheduleCount: 1,
      rescheduleNote: `Asked by ${PERSON.name}`,
    }),
    after: (d: Record<string, unknown>) => anonymiseBooking('b1', d, erased),
  },
  'frame order (delivery)': {
    schema: frameOrderSchema,
    before: {
      frameId: 'oak',
      frameName: 'Oak',
      size: '8x10',
      unitPrice: 90,
      quantity: 1,
      photoNote: PERSON.note,
      fulfilment: 'delivery',
      deliveryAddress: PERSON.address,
      name: PERSON.name,
      email: PERSON.email,
      phone: PERSON.phone,
      notes: PERSON.note,
      userId: 'uid-7f3k',
      placedBy: 'customer',
      status: 'received',
      statusAt: { received: now },
      keywords: searchKeywords(PERSON.name, PERSON.email),
      createdAt: now,
    },
    after: (d: Record<string, unknown>) => anonymiseFrameOrder('f1', d, erased),
  },
  payment: {
    schema: paymentSchema,
    before: {
      bookingId: 'b1',
      userId: 'uid-7f3k',
      kind: 'payment',
      amount: 720,
      method: 'cash',
      receivedOn: '2026-11-20',
      note: `Paid by ${PERSON.name}`,
      reverses: null,
      overpaymentConfirmed: false,
      createdAt: now,
    },
    after: anonymiseLedgerEntry,
  },
  'frame payment': {
    schema: framePaymentSchema,
    before: {
      orderId: 'f1',
      userId: 'uid-7f3k',
      kind: 'payment',
      amount: 90,
      method: 'card',
      receivedOn: '2026-11-20',
      note: PERSON.email,
      stripe: { eventId: 'evt_1', eventType: 'checkout.session.completed', sessionId: 'cs_1', paymentIntentId: 'pi_1' },
      createdAt: now,
    },
    after: anonymiseLedgerEntry,
  },
  'transfer slip': {
    schema: slipSchema,
    before: {
      bookingId: 'b1',
      amount: 500,
      sentOn: '2026-11-19',
      note: PERSON.note,
      userId: 'uid-7f3k',
      contentType: 'image/png',
      bytes: 2000,
      status: 'rejected',
      reason: `Not ${PERSON.name}'s account`,
      paymentId: null,
      createdAt: now,
    },
    after: anonymiseLedgerEntry,
  },
  'soft copy': {
    schema: softCopySchema,
    before: {
      userId: 'uid-7f3k',
      userEmail: PERSON.email,
      userName: PERSON.name,
      bookingId: 'b1',
      bookingLabel: `${PERSON.name} wedding`,
      title: `${PERSON.name} — finals`,
      links: ['https://drive.example.com/grace-hopper'],
      message: PERSON.note,
      downloadUntil: '',
      status: 'withdrawn',
      withdrawnReason: `${PERSON.name} asked`,
      withdrawnAt: now,
      history: [{ links: ['https://drive.example.com/grace-old'], sharedAt: now, note: PERSON.note }],
      linksUpdatedAt: now,
      openedAt: null,
      createdAt: now,
      keywords: searchKeywords(PERSON.name, PERSON.email),
    },
    after: (d: Record<string, unknown>) => anonymiseSoftCopy(d, erased),
  },
  'booked custom package link': {
    schema: customPackageLinkSchema,
    before: {
      slug: 'abcdefghijklmnopqrstuvwxyz',
      customPackageId: 'cp1',
      userId: 'uid-7f3k',
      userEmail: PERSON.email,
      userName: PERSON.name,
      packageName: 'Seaside elopement',
      description: 'Two hours',
      features: [],
      price: 900,
      deposit: 200,
      message: PERSON.note,
      expiresAt: now,
      status: 'booked',
      viewedAt: now,
      bookedAt: now,
      bookingId: 'b1',
      revokedAt: null,
      emailsRequested: 1,
      createdAt: now,
      keywords: searchKeywords(PERSON.name, PERSON.email),
    },
    after: (d: Record<string, unknown>) => anonymiseCustomPackageLink(d, erased),
  },
  gallery: {
    schema: clientGallerySchema,
    before: {
      userId: 'uid-7f3k',
      bookingId: 'b1',
      title: `${PERSON.name} & Alan`,
      status: 'published',
      sets: ['Ceremony'],
      coverPhotoId: 'p1',
      downloads: { enabled: true, web: true, full: true },
      expiresOn: null,
      publishedAt: now,
      createdAt: now,
    },
    after: anonymiseGallery,
  },
  contract: {
    schema: contractSchema,
    before: {
      bookingId: 'b1',
      userId: 'uid-7f3k',
      templateId: 't1',
      templateName: 'Agreement',
      templateVersion: 1,
      ...signable,
      countersignature: { name: 'Studio Owner', signedAt: now },
      addenda: 1,
    },
    after: (d: Record<string, unknown>) => anonymiseSignable(d, erased),
  },
  addendum: {
    schema: addendumSchema,
    before: { number: 1, changes: [{ label: 'Venue', before: PERSON.venue, after: PERSON.address }], ...signable },
    after: (d: Record<string, unknown>) => anonymiseSignable(d, erased),
  },
};

describe('the anonymisation of the records an erasure keeps', () => {
  it('the placeholder email is one the schemas accept, the same for the same account, and no one’s address', () => {
    expect(regex(EMAIL_PATTERN).test(erased.email)).toBe(true);
    expect(erasedFor('uid-7f3k', new Date()).email).toBe(erased.email);
    expect(erasedFor('uid-other', new Date()).email).not.toBe(erased.email);
    expect(erased.email.endsWith('@erased.invalid')).toBe(true);
  });

  for (const [label, { schema, before, after }] of Object.entries(cases)) {
    describe(label, () => {
      it('reads before (the sample is a real record)', () => {
        expect(schema.safeParse(before).error).toBeUndefined();
        const text = JSON.stringify(before).toLowerCase();
        expect(personalValues.some((value) => text.includes(value.toLowerCase()))).toBe(true);
      });

      it('still passes its schema afterwards, and again when erased twice', () => {
        const once = after(before as Record<string, unknown>);
        expect(schema.safeParse(once).error).toBeUndefined();
        const twice = after(once);
        expect(schema.safeParse(twice).error).toBeUndefined();
        expect(twice).toEqual(once);
      });

      it('keeps no personal value', () => {
        const text = JSON.stringify(after(before as Record<string, unknown>)).toLowerCase();
        for (const value of personalValues) expect(text, value).not.toContain(value.toLowerCase());
      });
    });
  }

  it('keeps what the records are kept for: amounts, days, statuses, the signed text’s hash and times', () => {
    const booking = anonymiseBooking('b1', cases.booking.before, erased);
    expect(booking).toMatchObject({ packagePrice: 2400, eventDate: '2027-06-12', status: 'cancelled', name: 'Erased customer' });
    expect(booking.keywords).toEqual(orderKeywords('b1', { name: 'Erased customer', email: erased.email }));
    expect(anonymiseLedgerEntry(cases.payment.before)).toMatchObject({ amount: 720, receivedOn: '2026-11-20', note: 'Erased' });
    const contract = anonymiseSignable(cases.contract.before, erased);
    expect(contract).toMatchObject({ textSha256: hash, sentAt: now, text: 'Erased on request on 2026-11-29', erasedOn: '2026-11-29' });
    expect(contract).not.toHaveProperty('pdf');
    expect(contract.signature).toMatchObject({ signedAt: now, textSha256: hash, ip: '', userAgent: '', drawing: '' });
    expect(anonymiseGallery(cases.gallery.before)).toMatchObject({ status: 'draft', coverPhotoId: null, downloads: { enabled: false } });
  });

  it('a pickup order keeps no address, a walk-in without an email stays without one', () => {
    const pickup = { ...cases['frame order (delivery)'].before, fulfilment: 'pickup', deliveryAddress: '', email: '' };
    const out = anonymiseFrameOrder('f2', pickup, erased);
    expect(frameOrderSchema.safeParse(out).error).toBeUndefined();
    expect(out).toMatchObject({ deliveryAddress: '', email: '' });
  });
});
