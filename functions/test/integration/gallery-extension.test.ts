import { randomUUID } from 'node:crypto';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../../../common/collections';
import { addUtcDays } from '../../../common/days';
import { OWNER_EMAIL } from '../../../common/owner';
import { GALLERY_EXTENSION_SETTINGS_ID } from '../../../common/schemas/gallery-extension';
import { ONLINE_PAYMENTS_SETTINGS_ID } from '../../../common/schemas/online-payments';
import type { StripeCaptureServer } from '../support/stripe-capture-server';
import { deliver, paidSession, stripeEvent } from '../support/stripe-events';
import { adminApp, deleteApp, eventually, getFirestore } from './support/emulators';
import { emulatorBucket, idTokenFor } from './support/media';
import { galleryDoc, photoId, seedGallery } from './support/galleries';
import { call, customer, functionAddress, startStripeStandIn, webhookSecret } from './support/online-payments';

// Issue 38 in the Functions emulator: a paid extension of closed downloads (refused for an open
// gallery, for a studio selling none, for a tampered amount; priced by the server; the webhook
// reopens the downloads once, and a second payment for the same closing day is refunded), and a
// refunded extras payment that locks exactly its photos again (Stripe's refund event, and the
// owner's refund of a payment made outside Stripe).

let app: ReturnType<typeof adminApp>;
let db: Firestore;
let stripe: StripeCaptureServer;
let webhook: string;
let carol: { token: string; uid: string };
let owner: string;
const tag = randomUUID().replace(/-/g, '').slice(0, 10);
const closedId = `ext${tag}`;
const proofingId = `rfd${tag}`;
const CLOSED_ON = '2020-01-15';

const galleries = () => db.collection(COLLECTIONS.clientGalleries);
const extensionSettings = () => db.collection(COLLECTIONS.settings).doc(GALLERY_EXTENSION_SETTINGS_ID);
const full = (index: number) => galleryEvent(proofingId, { kind: 'download', photoId: photoId(index), size: 'full' });
const checkout = (data: Record<string, unknown>) => call('createCheckoutSession', carol.token, { kind: 'gallery-extension', ...data });

const galleryEvent = (galleryId: string, data: Record<string, unknown>, token = carol.token) =>
  call('galleryEvents', token, { galleryId, ...data });

beforeAll(async () => {
  app = adminApp();
  db = getFirestore(app);
  stripe = await startStripeStandIn();
  webhook = await functionAddress('stripeWebhook');
  [carol, owner] = await Promise.all([customer(`carol-${tag}@example.com`, idTokenFor), idTokenFor(OWNER_EMAIL)]);
  const photos = Array.from({ length: 3 }, (_, i) => ({ fileName: `IMG_${2000 + i}.jpg`, set: 'Ceremony', webBytes: 1500, bytes: 3000 }));
  await Promise.all([
    // Downloads open (until 2099) for the first checks, then closed on CLOSED_ON.
    seedGallery(db, emulatorBucket(), closedId, galleryDoc(carol.uid, { expiresOn: '2099-01-01' }), photos),
    // A proofing gallery (no selection sent), three photos, full-size downloads, open.
    seedGallery(
      db,
      emulatorBucket(),
      proofingId,
      galleryDoc(carol.uid, {
        proofing: true,
        selection: { included: 0, extraPrice: 15, allRemainingPrice: null },
        downloads: { enabled: true, web: true, full: true },
      }),
      photos,
    ),
    db.collection(COLLECTIONS.settings).doc(ONLINE_PAYMENTS_SETTINGS_ID).set({ enabled: true, checkedAt: Timestamp.now() }),
    extensionSettings().delete(),
  ]);
});

afterAll(async () => {
  await stripe?.close();
  if (app) await deleteApp(app);
});

describe('a paid extension of closed downloads', () => {
  it('is refused with a clear message: a studio selling none, an open gallery, a tampered amount', async () => {
    const none = await checkout({ galleryId: closedId });
    expect(none.error).toMatchObject({ status: 'FAILED_PRECONDITION', message: expect.stringMatching(/does not offer extensions/) });
    await extensionSettings().set({ enabled: true, price: 25, days: 30, updatedAt: Timestamp.now() });
    const open = await checkout({ galleryId: closedId });
    expect(open.error).toMatchObject({ status: 'FAILED_PRECONDITION', message: expect.stringMatching(/still open/) });
    await galleries().doc(closedId).update({ expiresOn: CLOSED_ON });
    expect((await checkout({ galleryId: closedId, amount: 1 })).error?.status).toBe('INVALID_ARGUMENT');
    expect((await checkout({ galleryId: closedId, days: 365 })).error?.status).toBe('INVALID_ARGUMENT');
    expect(stripe.sessions.filter((s) => s.form['metadata[galleryId]'] === closedId)).toEqual([]);
  });

  it("is priced from the studio's settings; the webhook reopens the downloads once; a second payment is refunded", async () => {
    const answer = await checkout({ galleryId: closedId });
    expect(answer.status).toBe(200);
    const form = stripe.sessions.find((s) => s.form['metadata[galleryId]'] === closedId)!.form;
    expect(form['line_items[0][price_data][unit_amount]']).toBe('2500');
    expect(form['metadata[kind]']).toBe('gallery-extension');
    expect(form.success_url).toMatch(/\?checkout=paid&for=extension$/);

    const metadata = {
      kind: 'gallery-extension',
      uid: carol.uid,
      galleryId: closedId,
      extensionOrderId: form['metadata[extensionOrderId]']!,
    };
    const paid = stripeEvent('checkout.session.completed', paidSession(metadata, 2500));
    expect(await deliver(webhook, paid, webhookSecret())).toMatchObject({ status: 200, body: { outcome: 'recorded' } });
    expect(await deliver(webhook, paid, webhookSecret())).toMatchObject({ status: 200, body: { outcome: 'duplicate' } });
    const entry = (
      await db
        .collection(COLLECTIONS.galleryPayments)
        .doc(paid.id as string)
        .get()
    ).data()!;
    const until = addUtcDays(entry.receivedOn as string, 30);
    expect(entry).toMatchObject({
      galleryId: closedId,
      userId: carol.uid,
      kind: 'payment',
      amount: 25,
      purpose: 'extension',
      photoIds: [],
      extension: { days: 30, from: CLOSED_ON, until },
    });
    // Reopened once: the replay did not add another 30 days.
    expect((await galleries().doc(closedId).get()).get('expiresOn')).toBe(until);
    expect((await galleryEvent(closedId, { kind: 'download', photoId: photoId(0), size: 'web' })).result?.url).toBeTruthy();

    // Open again: a new checkout is refused; a second session of the same closing day paid anyway is recorded, extends nothing, and is refunded.
    expect((await checkout({ galleryId: closedId })).error?.message).toMatch(/still open/);
    const second = stripeEvent('checkout.session.completed', paidSession(metadata, 2500));
    expect(await deliver(webhook, second, webhookSecret())).toMatchObject({ status: 200, body: { outcome: 'recorded' } });
    const intent = (second.data as { object: { payment_intent: string } }).object.payment_intent;
    await eventually(async () => stripe.refunds.find((r) => r.paymentIntent === intent), 'the refund of the second payment');
    expect(
      (
        await db
          .collection(COLLECTIONS.galleryPayments)
          .doc(second.id as string)
          .get()
      ).data(),
    ).toMatchObject({
      extension: null,
      note: expect.stringMatching(/second payment/),
    });
    expect((await galleries().doc(closedId).get()).get('expiresOn')).toBe(until);
  });
});

describe('a refunded extras payment', () => {
  it('locks exactly the photos it unlocked, keeping one another payment covers', async () => {
    // Two extras payments as the webhook records them: A unlocks photos 0 and 1, B photo 1.
    const entry = (photoIds: string[], intent: string, amount: number) => ({
      galleryId: proofingId,
      userId: carol.uid,
      kind: 'payment',
      amount,
      method: 'card',
      receivedOn: '2026-11-20',
      note: 'Paid online by card (Stripe)',
      stripe: { eventId: `evt_${intent}`, eventType: 'checkout.session.completed', sessionId: `cs_${intent}`, paymentIntentId: intent },
      photoIds,
      purpose: 'extras',
      adjusts: null,
      createdAt: Timestamp.now(),
    });
    const [a, b] = [`pi_a${tag}`, `pi_b${tag}`];
    await Promise.all([
      db
        .collection(COLLECTIONS.galleryPayments)
        .doc(`evt_${a}`)
        .set(entry([photoId(0), photoId(1)], a, 30)),
      db
        .collection(COLLECTIONS.galleryPayments)
        .doc(`evt_${b}`)
        .set(entry([photoId(1)], b, 15)),
      galleries()
        .doc(proofingId)
        .update({ paidPhotoIds: [photoId(0), photoId(1)] }),
    ]);
    expect((await full(0)).result?.url).toBeTruthy();

    // A partial refund keeps the photos; the rest of it locks photo 0 (photo 1 is still B's).
    const refunded = (total: number) =>
      stripeEvent('charge.refunded', { id: `ch_${a}`, object: 'charge', payment_intent: a, amount_refunded: total, currency: 'usd' });
    expect(await deliver(webhook, refunded(1000), webhookSecret())).toMatchObject({ status: 200, body: { outcome: 'recorded' } });
    expect((await galleries().doc(proofingId).get()).get('paidPhotoIds')).toEqual([photoId(0), photoId(1)]);
    expect(await deliver(webhook, refunded(3000), webhookSecret())).toMatchObject({ status: 200, body: { outcome: 'recorded' } });
    expect((await galleries().doc(proofingId).get()).get('paidPhotoIds')).toEqual([photoId(1)]);
    const refunds = await db.collection(COLLECTIONS.galleryPayments).where('adjusts', '==', `evt_${a}`).get();
    expect(refunds.docs.map((d) => Number(d.get('amount'))).sort((x, y) => x - y)).toEqual([-20, -10]);

    expect((await full(0)).error).toMatchObject({ status: 'FAILED_PRECONDITION', message: expect.stringMatching(/proof/) });
    expect((await full(1)).result?.url).toBeTruthy();
    expect((await full(2)).error?.status).toBe('FAILED_PRECONDITION');
  });

  it("the owner's refund of a payment made outside Stripe locks its photos too; a card payment's is Stripe's", async () => {
    // Photo 2 paid by bank transfer (an approved slip's entry: no Stripe reference).
    const transfer = {
      galleryId: proofingId,
      userId: carol.uid,
      kind: 'payment',
      amount: 15,
      method: 'bank-transfer',
      receivedOn: '2026-11-21',
      note: 'Paid by bank transfer',
      photoIds: [photoId(2)],
      purpose: 'extras',
      adjusts: null,
      createdAt: Timestamp.now(),
    };
    const paymentId = `slip-${tag}`;
    await db.collection(COLLECTIONS.galleryPayments).doc(paymentId).set(transfer);
    await galleries()
      .doc(proofingId)
      .update({ paidPhotoIds: [photoId(1), photoId(2)] });
    const refund = (token: string, data: Record<string, unknown>) => galleryEvent(proofingId, { kind: 'refund', ...data }, token);

    expect((await refund(carol.token, { paymentId, amount: 15 })).error?.status).toBe('PERMISSION_DENIED');
    expect((await refund(owner, { paymentId: `evt_pi_b${tag}`, amount: 5 })).error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: expect.stringMatching(/refunded in Stripe/),
    });
    expect((await refund(owner, { paymentId, amount: 16 })).error?.message).toMatch(/At most 15/);
    expect((await refund(owner, { paymentId, amount: 0 })).error?.status).toBe('INVALID_ARGUMENT');
    expect((await refund(owner, { paymentId, amount: 15, note: 'Paid back by transfer' })).result).toEqual({ recorded: true });
    expect((await galleries().doc(proofingId).get()).get('paidPhotoIds')).toEqual([photoId(1)]);
    const entry = (await db.collection(COLLECTIONS.galleryPayments).doc(`refund-${paymentId}-15`).get()).data();
    expect(entry).toMatchObject({
      kind: 'refund',
      amount: -15,
      method: 'bank-transfer',
      adjusts: paymentId,
      note: 'Paid back by transfer',
    });
    expect((await full(2)).error?.status).toBe('FAILED_PRECONDITION');
  });
});
