import { randomUUID } from 'node:crypto';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, SERVER_COLLECTIONS, SUBCOLLECTIONS } from '../../../common/collections';
import { OWNER_EMAIL } from '../../../common/owner';
import { ONLINE_PAYMENTS_SETTINGS_ID } from '../../../common/schemas/online-payments';
import { startCaptureServer, type CaptureServer } from '../support/capture-server';
import type { StripeCaptureServer } from '../support/stripe-capture-server';
import { deliver, paidSession, stripeEvent } from '../support/stripe-events';
import { adminApp, captureServerPort, deleteApp, eventually, getFirestore } from './support/emulators';
import { emulatorBucket, functionUrl, idTokenFor } from './support/media';
import { booksApi, type ReportFigures } from '../../../common/books';
import { galleryDoc, photoId, pickFavourite, seedGallery } from './support/galleries';
import { call, customer, functionAddress, startStripeStandIn, webhookSecret } from './support/online-payments';

// Issue 38, the selling half, in the Functions emulator: the package's limit enforced by the
// function that records a selection; an invited person's own picks (and a stranger refused); the
// extras bought through Checkout, priced by the server (a tampered list refused), paid through the
// webhook, unlocking exactly their photos once (a second payment of them refunded).

let app: ReturnType<typeof adminApp>;
let db: Firestore;
let stripe: StripeCaptureServer;
let mail: CaptureServer;
let webhook: string;
let owner: string;
let alice: { token: string; uid: string };
let bob: { token: string; uid: string };
let eve: { token: string; uid: string };
const galleryId = `sel${randomUUID().replace(/-/g, '').slice(0, 12)}`;
const tag = randomUUID().slice(0, 6);
const bobEmail = `bob-${tag}@example.com`;
// The payments are dated on a day of their own (noon UTC of a day in 2034 picked per run), so Reports
// and the CSV for that day hold only them.
const PAID_ON = new Date(Date.UTC(2034, 0, 1 + Math.floor(Math.random() * 300))).toISOString().slice(0, 10);
const PAID_AT = Math.floor(Date.parse(`${PAID_ON}T12:00:00Z`) / 1000);
const dated = (event: Record<string, unknown>) => Object.assign(event, { created: PAID_AT });

const gallery = () => db.collection(COLLECTIONS.clientGalleries).doc(galleryId);
const favourites = () => gallery().collection(SUBCOLLECTIONS.galleryFavourites);
const pick = (uid: string, index: number, own = true) => pickFavourite(db, galleryId, uid, index, own);
const event = (token: string, data: Record<string, unknown>) => call('galleryEvents', token, { galleryId, ...data });

beforeAll(async () => {
  app = adminApp();
  db = getFirestore(app);
  stripe = await startStripeStandIn();
  mail = await startCaptureServer({ port: captureServerPort() });
  webhook = await functionAddress('stripeWebhook');
  [owner, alice, bob, eve] = await Promise.all([
    idTokenFor(OWNER_EMAIL),
    customer(`alice-${tag}@example.com`, idTokenFor),
    customer(bobEmail, idTokenFor),
    customer(`eve-${tag}@example.com`, idTokenFor),
  ]);
  await db
    .collection(COLLECTIONS.users)
    .doc(alice.uid)
    .set({ email: `alice-${tag}@example.com`, name: 'Alice Liddell', createdAt: Timestamp.now() });
  // Two included, 15 each past them; six photos.
  await seedGallery(
    db,
    emulatorBucket(),
    galleryId,
    galleryDoc(alice.uid, { status: 'published', selection: { included: 2, extraPrice: 15, allRemainingPrice: 40 } }),
    Array.from({ length: 6 }, (_, i) => ({ fileName: `IMG_${1000 + i}.jpg`, set: 'Highlights', webBytes: 2000 })),
  );
  await db.collection(COLLECTIONS.settings).doc(ONLINE_PAYMENTS_SETTINGS_ID).set({ enabled: true, checkedAt: Timestamp.now() });
});

afterAll(async () => {
  await stripe?.close();
  await mail?.close();
  if (app) await deleteApp(app);
});

describe('a selection over the limit', () => {
  it('is refused by the function with what to do, and recorded once within it', async () => {
    await Promise.all([pick(alice.uid, 0), pick(alice.uid, 1), pick(alice.uid, 2)]);
    const over = await event(alice.token, { kind: 'selection' });
    expect(over.error).toMatchObject({ status: 'FAILED_PRECONDITION' });
    expect(over.error?.message).toMatch(
      /^Your selection has 3 photos and your package includes 2\. Buy the 1 extra \(.*15.*\) or remove 1 favourite/,
    );
    expect((await gallery().collection(SUBCOLLECTIONS.gallerySelections).doc(alice.uid).get()).exists).toBe(false);

    await favourites().doc(photoId(2)).delete();
    expect((await event(alice.token, { kind: 'selection' })).result).toEqual({ recorded: true, count: 2 });
    const record = (await gallery().collection(SUBCOLLECTIONS.gallerySelections).doc(alice.uid).get()).data();
    expect(record).toMatchObject({
      photoIds: [photoId(0), photoId(1)],
      includedPhotoIds: [photoId(0), photoId(1)],
      fileNames: ['IMG_1000.jpg', 'IMG_1001.jpg'],
    });
  });
});

describe('people invited by email', () => {
  it('a stranger is refused; the owner invites once (one email); the invited person picks their own', async () => {
    expect((await event(bob.token, { kind: 'selection' })).error?.status).toBe('PERMISSION_DENIED');
    expect((await event(alice.token, { kind: 'invite', email: bobEmail })).error?.status).toBe('PERMISSION_DENIED');
    expect((await event(owner, { kind: 'invite', email: 'not an address' })).error?.status).toBe('INVALID_ARGUMENT');
    expect((await event(owner, { kind: 'invite', email: bobEmail.toUpperCase() })).result).toEqual({ recorded: true });
    expect((await event(owner, { kind: 'invite', email: bobEmail })).result).toEqual({ recorded: false });
    await eventually(
      async () =>
        mail.requests.filter((r) => r.body.custom_args?.kind === 'gallery-invite' && r.body.custom_args?.documentId === galleryId)
          .length === 1 || undefined,
      'the invitation email',
    );
    // Bob's own picks: a photo Alice also chose counts once; his new one is past the limit.
    await Promise.all([pick(bob.uid, 1, false), pick(bob.uid, 3, false)]);
    expect((await event(bob.token, { kind: 'selection' })).error?.message).toMatch(
      /^Your selection has 3 photos and your package includes 2/,
    );
    expect((await event(eve.token, { kind: 'selection' })).error?.status).toBe('PERMISSION_DENIED');
  });
});

describe('buying the extras', () => {
  it('refuses a tampered list, a stranger and the owner; prices the extras itself; the webhook unlocks exactly them, once', async () => {
    const tampered = await call('createCheckoutSession', bob.token, { kind: 'gallery-extras', galleryId, photoIds: [photoId(4)] });
    expect(tampered.error).toMatchObject({ status: 'INVALID_ARGUMENT' });
    const priced = await call('createCheckoutSession', bob.token, { kind: 'gallery-extras', galleryId, photoIds: [photoId(3)], amount: 1 });
    expect(priced.error?.status).toBe('INVALID_ARGUMENT');
    expect(
      (await call('createCheckoutSession', eve.token, { kind: 'gallery-extras', galleryId, photoIds: [photoId(3)] })).error?.status,
    ).toBe('PERMISSION_DENIED');
    // The owner asks as anyone else (gallery-extras.ts payersGallery): the studio buys nothing from itself.
    expect((await call('createCheckoutSession', owner, { kind: 'gallery-extras', galleryId, photoIds: [photoId(3)] })).error).toEqual({
      status: 'PERMISSION_DENIED',
      message: 'This gallery is not available for your account.',
    });

    const answer = await call('createCheckoutSession', bob.token, { kind: 'gallery-extras', galleryId, photoIds: [photoId(3)] });
    expect(answer.status).toBe(200);
    // Alice asking for the same extras gets the same session (one order for the family).
    await call('createCheckoutSession', alice.token, { kind: 'gallery-extras', galleryId, photoIds: [photoId(3)] });
    const sessions = stripe.sessions.filter((s) => s.form['metadata[galleryId]'] === galleryId);
    expect(sessions.map((s) => s.replayed)).toEqual([false, true]);
    const form = sessions[0]!.form;
    expect(form['line_items[0][price_data][unit_amount]']).toBe('1500');
    expect(form['metadata[kind]']).toBe('gallery-extras');

    const metadata = { kind: 'gallery-extras', uid: bob.uid, galleryId, extrasOrderId: form['metadata[extrasOrderId]']! };
    const first = dated(stripeEvent('checkout.session.completed', paidSession(metadata, 1500)));
    expect(await deliver(webhook, first, webhookSecret())).toMatchObject({ status: 200, body: { outcome: 'recorded' } });
    expect(await deliver(webhook, first, webhookSecret())).toMatchObject({ status: 200, body: { outcome: 'duplicate' } });
    const entries = (await db.collection(COLLECTIONS.galleryPayments).where('galleryId', '==', galleryId).get()).docs.map((d) => d.data());
    expect(entries).toEqual([
      expect.objectContaining({ userId: bob.uid, kind: 'payment', amount: 15, method: 'card', photoIds: [photoId(3)] }),
    ]);
    expect((await gallery().get()).get('paidPhotoIds')).toEqual([photoId(3)]);
    expect((await db.collection(SERVER_COLLECTIONS.galleryExtraOrders).doc(metadata.extrasOrderId).get()).get('status')).toBe('paid');

    // Paid: the extras join the selection, which now sends; a new checkout of them is refused.
    expect((await event(bob.token, { kind: 'selection' })).result).toEqual({ recorded: true, count: 2 });
    expect(
      (await call('createCheckoutSession', bob.token, { kind: 'gallery-extras', galleryId, photoIds: [photoId(3)] })).error?.status,
    ).toBe('FAILED_PRECONDITION');

    // A second session of the same order paid anyway (one opened before the first was paid): recorded, unlocks nothing, refunded.
    const second = dated(stripeEvent('checkout.session.completed', paidSession(metadata, 1500)));
    expect(await deliver(webhook, second, webhookSecret())).toMatchObject({ status: 200, body: { outcome: 'recorded' } });
    const again = (
      await db
        .collection(COLLECTIONS.galleryPayments)
        .doc(second.id as string)
        .get()
    ).data();
    expect(again).toMatchObject({ photoIds: [], note: expect.stringMatching(/second payment/) });
    const intent = (second.data as { object: { payment_intent: string } }).object.payment_intent;
    await eventually(async () => stripe.refunds.find((r) => r.paymentIntent === intent), 'the refund of the second payment');
    expect((await gallery().get()).get('paidPhotoIds')).toEqual([photoId(3)]);
    // Stripe's event for that refund: a refund entry of its own, once.
    const refunded = dated(
      stripeEvent('charge.refunded', { id: 'ch_x', object: 'charge', payment_intent: intent, amount_refunded: 1500, currency: 'usd' }),
    );
    expect(await deliver(webhook, refunded, webhookSecret())).toMatchObject({ status: 200, body: { outcome: 'recorded' } });
    expect(await deliver(webhook, refunded, webhookSecret())).toMatchObject({ status: 200, body: { outcome: 'duplicate' } });

    // Reports and the CSV: the extras as their own line of revenue, net of the refund.
    const books = async (path: string) => fetch(await functionUrl('booksApi', path), { headers: { Authorization: `Bearer ${owner}` } });
    const figures = (await (await books(booksApi.reports(PAID_ON, PAID_ON))).json()) as ReportFigures;
    expect(figures.galleryExtras).toEqual({ amount: 15, count: 3 });
    const csv = await (await books(booksApi.export('gallery-extras', PAID_ON, PAID_ON))).text();
    expect(csv).toContain(`${first.id as string},${PAID_ON},payment,15,card,${first.id as string},${galleryId},1,`);
    expect(csv).toContain(`${refunded.id as string},${PAID_ON},refund,-15,card`);
  });

  it('refuses a person whose invitation was withdrawn, with the words of every other gallery call', async () => {
    await gallery().collection(SUBCOLLECTIONS.galleryInvites).doc(bobEmail).delete();
    const refused = await call('createCheckoutSession', bob.token, { kind: 'gallery-extras', galleryId, photoIds: [photoId(4)] });
    expect(refused.error).toEqual({ status: 'PERMISSION_DENIED', message: 'This gallery is not available for your account.' });
    expect((await event(bob.token, { kind: 'selection' })).error?.status).toBe('PERMISSION_DENIED');
  });
});
