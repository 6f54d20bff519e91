import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, SERVER_COLLECTIONS, SUBCOLLECTIONS } from '../../../common/collections';
import { OWNER_EMAIL } from '../../../common/owner';
import { addendumSchema, contractSchema } from '../../../common/schemas/contracts';
import { clientGallerySchema, galleryPaymentSchema } from '../../../common/schemas/client-galleries';
import { gallerySlipSchema } from '../../../common/schemas/gallery-slips';
import { framePaymentSchema } from '../../../common/schemas/online-payments';
import { bookingSchema, frameOrderSchema, orderKeywords } from '../../../common/schemas/orders';
import { customPackageLinkSchema, softCopySchema } from '../../../common/schemas/owner-shared';
import { paymentSchema } from '../../../common/schemas/payments';
import type { ErasureSummary, PrivacyExport } from '../../../common/schemas/privacy';
import { slipSchema } from '../../../common/schemas/slips';
import { galleryPaths } from '../../src/galleries/gallery-paths';
import { startCaptureServer, type CaptureServer } from '../support/capture-server';
import { storedBooking } from '../support/stored-booking';
import { adminApp, captureServerPort, deleteApp, eventually, getAdminAuth, getFirestore } from './support/emulators';
import { call } from './support/online-payments';
import { seedGallery } from './support/galleries';
import { emulatorBucket, idTokenFor } from './support/media';

// The privacy callable end to end on the emulators (docs/privacy.md): one customer with data in
// every collection the export and the erasure cover, and a second who must be left as they were.
// The owner exports, then erases; a backup taken with `npm run backup`'s script afterwards must
// hold nothing of the first customer, and the ledger must add up as before.

const ROOT = resolve(__dirname, '..', '..', '..');
const TSX = join(ROOT, 'node_modules', '.bin', 'tsx');
const tag = randomUUID().slice(0, 6);
const GRACE = {
  name: `Grace Quimbyfield`,
  email: `Grace.Quimby.${tag}@Example.com`,
  phone: '+1 415 555 0142',
  venue: 'Harbourlight Pavilion',
  address: '77 Zinnia Crescent, Larkhaven',
};
const LINUS = { name: 'Linus Torvane', email: `linus.${tag}@example.com` };
const SECRETS = [GRACE.name, GRACE.email, GRACE.phone, GRACE.venue, GRACE.address, 'Quimbyfield', 'Harbourlight', 'Zinnia'];
const HASH = 'b'.repeat(64);

let app: ReturnType<typeof adminApp>;
let db: Firestore;
let capture: CaptureServer;
let owner: string;
let grace: { uid: string; token: string };
let linus: { uid: string; token: string };
const store = emulatorBucket();
const id = (name: string) => `it-pv-${tag}-${name}`;

const callPrivacy = <T>(token: string | null, data: Record<string, unknown>) => call<T>('privacy', token, data);

/** The Functions emulator's background triggers off while `write` runs (the hub's switch, as `npm run restore` uses it). */
async function withTriggersPaused<T>(write: () => Promise<T>): Promise<T> {
  const hub = process.env.FIREBASE_EMULATOR_HUB;
  if (!hub) throw new Error('FIREBASE_EMULATOR_HUB is not set: run this under the emulators');
  const toggle = async (path: string) => expect((await fetch(`http://${hub}/functions/${path}`, { method: 'PUT' })).ok).toBe(true);
  await toggle('disableBackgroundTriggers');
  try {
    return await write();
  } finally {
    await toggle('enableBackgroundTriggers');
    await untilTriggersRun();
  }
}

/**
 * Turning the triggers on reloads the functions, which takes many seconds on a busy machine; an
 * event before that fires nothing (the next file's first email once waited 20 s in vain). A new
 * account whose profile the welcome trigger writes says they run again; a probe made too early is
 * lost, so another follows.
 */
async function untilTriggersRun() {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const uid = uidOf(await idTokenFor(`probe-${randomUUID().slice(0, 8)}@example.com`));
    try {
      await eventually(
        async () => ((await db.collection(COLLECTIONS.users).doc(uid).get()).exists ? true : undefined),
        'a probe profile',
        5_000,
      );
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
  }
}

const uidOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as { user_id: string }).user_id;

async function account(email: string) {
  const token = await idTokenFor(email);
  const uid = uidOf(token);
  // The welcome trigger writes the profile; wait for it, so nothing of it arrives after the erasure.
  await eventually(async () => ((await db.collection(COLLECTIONS.users).doc(uid).get()).exists ? true : undefined), 'the profile');
  return { uid, token };
}

function runBackup(out: string): Promise<{ code: number; stderr: string }> {
  return new Promise((done) => {
    execFile(
      TSX,
      [join(ROOT, 'scripts', 'backup.ts'), '--out', out],
      { cwd: ROOT, env: process.env, timeout: 120_000 },
      (error, _stdout, stderr) => done({ code: error ? Number(error.code ?? 1) : 0, stderr }),
    );
  });
}

const now = Timestamp.now();
const signed = (text: string, pdfPath: string) => ({
  title: 'Photography agreement',
  text,
  textSha256: HASH,
  status: 'signed',
  sentAt: now,
  viewedAt: now,
  signature: {
    name: GRACE.name,
    method: 'typed',
    drawing: '',
    uid: grace.uid,
    email: GRACE.email,
    signedAt: now,
    ip: '198.51.100.77',
    userAgent: 'Mozilla/5.0 (Quimbyfield tablet)',
    textSha256: HASH,
  },
  pdf: { path: pdfPath, sha256: HASH, bytes: 9, madeAt: now },
});

async function seedGrace() {
  const uid = grace.uid;
  await db.collection(COLLECTIONS.users).doc(uid).update({ name: GRACE.name, phone: GRACE.phone });
  const person = { name: GRACE.name, email: GRACE.email, phone: GRACE.phone, venue: GRACE.venue };
  const booking = id('booking');
  await db
    .collection(COLLECTIONS.bookings)
    .doc(booking)
    .set(
      storedBooking(uid, {
        ...person,
        notes: `${GRACE.name} would like the pier at sunset`,
        status: 'confirmed',
        statusAt: { pending: now, confirmed: now },
        paidTotal: 720,
        paymentStatus: 'deposit-paid',
        customPackageLink: '',
        keywords: orderKeywords(booking, person),
        createdAt: now,
      }),
    );
  const pending = id('pending');
  await db
    .collection(COLLECTIONS.bookings)
    .doc(pending)
    .set(storedBooking(uid, { ...person, eventDate: '2028-02-10', customPackageLink: '', keywords: orderKeywords(pending, person) }));
  await db
    .collection(COLLECTIONS.pendingBookings)
    .doc(uid)
    .set({ ids: [pending] });
  await db
    .doc(`${COLLECTIONS.bookings}/${booking}/${SUBCOLLECTIONS.bookingDelivery}/stage`)
    .set({ stage: 'editing', promisedOn: '2027-07-01', updatedAt: now });
  await db
    .collection(COLLECTIONS.paymentSchedules)
    .doc(booking)
    .set({ balance: [{ amount: 1680, daysBefore: 14 }], waived: [], updatedAt: now });
  await db
    .collection(COLLECTIONS.payments)
    .doc(id('payment'))
    .set({
      bookingId: booking,
      userId: uid,
      kind: 'payment',
      amount: 720,
      method: 'cash',
      receivedOn: '2026-11-20',
      note: `Deposit handed over by ${GRACE.name}`,
      reverses: null,
      overpaymentConfirmed: false,
      createdAt: now,
    });
  await db
    .collection(COLLECTIONS.paymentLedgers)
    .doc(booking)
    .set({ net: 720, lastEntry: id('payment') });
  const order = id('order');
  await db
    .collection(COLLECTIONS.frameOrders)
    .doc(order)
    .set({
      frameId: 'oak',
      frameName: 'Oak',
      size: '8x10',
      unitPrice: 90,
      quantity: 1,
      photoNote: 'The one by the pier',
      fulfilment: 'delivery',
      deliveryAddress: GRACE.address,
      name: GRACE.name,
      email: GRACE.email,
      phone: GRACE.phone,
      notes: '',
      userId: uid,
      placedBy: 'customer',
      status: 'received',
      statusAt: { received: now },
      keywords: orderKeywords(order, person),
      createdAt: now,
    });
  await db
    .collection(COLLECTIONS.framePayments)
    .doc(id('evt'))
    .set({
      orderId: order,
      userId: uid,
      kind: 'payment',
      amount: 90,
      method: 'card',
      receivedOn: '2026-11-21',
      note: '',
      stripe: { eventId: id('evt'), eventType: 'checkout.session.completed', sessionId: 'cs_test', paymentIntentId: 'pi_test' },
      createdAt: now,
    });
  await db
    .collection(COLLECTIONS.transferSlips)
    .doc(id('slip'))
    .set({
      bookingId: booking,
      amount: 500,
      sentOn: '2026-11-22',
      note: `From ${GRACE.name}'s account`,
      userId: uid,
      contentType: 'image/png',
      bytes: 4,
      status: 'pending',
      reason: '',
      paymentId: null,
      createdAt: now,
    });
  await store.write(`slips/${id('slip')}/slip.png`, Buffer.from('slip'), 'image/png');
  await db
    .collection(COLLECTIONS.softCopies)
    .doc(id('soft'))
    .set({
      userId: uid,
      userEmail: GRACE.email,
      userName: GRACE.name,
      bookingId: booking,
      bookingLabel: `${GRACE.name} — wedding`,
      title: 'Finals',
      links: ['https://drive.example.com/quimbyfield-finals'],
      message: 'Enjoy!',
      downloadUntil: '',
      status: 'delivered',
      withdrawnReason: '',
      withdrawnAt: null,
      history: [],
      linksUpdatedAt: now,
      openedAt: null,
      createdAt: now,
      keywords: orderKeywords('x', person),
    });
  const link = (slug: string, status: 'booked' | 'sent') => ({
    slug,
    customPackageId: id('package'),
    userId: uid,
    userEmail: GRACE.email,
    userName: GRACE.name,
    packageName: 'Elopement',
    description: 'Two hours',
    features: [],
    price: 900,
    deposit: 200,
    message: `For ${GRACE.name}`,
    expiresAt: Timestamp.fromMillis(Date.now() + 30 * 86_400_000),
    status,
    viewedAt: null,
    bookedAt: status === 'booked' ? now : null,
    bookingId: status === 'booked' ? booking : '',
    revokedAt: null,
    emailsRequested: 1,
    createdAt: now,
    keywords: orderKeywords('x', person),
  });
  await db.collection(COLLECTIONS.customPackageLinks).doc('bookedlinkaaaaaaaaaaaaaaaa').set(link('bookedlinkaaaaaaaaaaaaaaaa', 'booked'));
  await db.collection(COLLECTIONS.customPackageLinks).doc('openlinkaaaaaaaaaaaaaaaaaa').set(link('openlinkaaaaaaaaaaaaaaaaaa', 'sent'));
  await db
    .doc(`${COLLECTIONS.customPackages}/${id('package')}/${SUBCOLLECTIONS.customPackageRecipients}/${uid}`)
    .set({ slug: 'openlinkaaaaaaaaaaaaaaaaaa' });
  const gallery = id('gallery');
  await seedGallery(
    db,
    store,
    gallery,
    {
      userId: uid,
      bookingId: booking,
      title: `${GRACE.name} & Sam`,
      status: 'published',
      sets: ['Ceremony'],
      coverPhotoId: 'photo0000',
      downloads: { enabled: true, web: true, full: true },
      expiresOn: null,
      publishedAt: new Date(),
      createdAt: new Date(),
    },
    [
      { fileName: 'quimbyfield-01.jpg', set: 'Ceremony', webBytes: 64, bytes: 128 },
      { fileName: 'quimbyfield-02.jpg', set: 'Ceremony', webBytes: 64 },
    ],
  );
  await db
    .doc(`${COLLECTIONS.clientGalleries}/${gallery}/${SUBCOLLECTIONS.galleryFavourites}/photo0000`)
    .set({ userId: uid, createdAt: now });
  await db
    .doc(`${COLLECTIONS.clientGalleries}/${gallery}/${SUBCOLLECTIONS.galleryActivity}/first-opened`)
    .set({ kind: 'opened', userId: uid, photoId: null, fileNames: [], at: now });
  await db
    .collection(COLLECTIONS.contracts)
    .doc(booking)
    .set({
      bookingId: booking,
      userId: uid,
      templateId: 'agreement',
      templateName: 'Agreement',
      templateVersion: 1,
      ...signed(`Between the studio and ${GRACE.name} at ${GRACE.venue}.`, `contracts/${booking}/contract.pdf`),
      addenda: 1,
    });
  await db.doc(`${COLLECTIONS.contracts}/${booking}/${SUBCOLLECTIONS.contractAddenda}/1`).set({
    number: 1,
    changes: [{ label: 'Venue', before: GRACE.venue, after: GRACE.address }],
    ...signed(`The venue moves to ${GRACE.address}.`, `contracts/${booking}/addendum-1.pdf`),
  });
  await store.write(`contracts/${booking}/contract.pdf`, Buffer.from('%PDF-1.7'), 'application/pdf');
  await store.write(`contracts/${booking}/addendum-1.pdf`, Buffer.from('%PDF-1.7'), 'application/pdf');
  const message = {
    name: GRACE.name,
    phone: GRACE.phone,
    subject: 'Hello',
    message: `Hi, this is ${GRACE.name} about the album.`,
    createdAt: now,
  };
  await db
    .collection(COLLECTIONS.contactMessages)
    .doc(id('contact'))
    .set({ ...message, email: GRACE.email.toUpperCase() });
  await db.collection(COLLECTIONS.supportRequests).doc(id('support')).set({
    name: GRACE.name,
    email: GRACE.email.toLowerCase(),
    topic: 'Account',
    reference: '',
    message: 'Please send me my data.',
    createdAt: now,
  });
  await db
    .collection(SERVER_COLLECTIONS.mailOutbox)
    .doc(id('mail'))
    .set({
      kind: 'test',
      message: { to: GRACE.email, from: OWNER_EMAIL, subject: 'Your booking', text: `Dear ${GRACE.name}`, html: '' },
      status: 'sent',
      attempts: 1,
      createdAt: now,
      updatedAt: now,
    });
  // An email to the owner about her message: it names her address in its text.
  await db
    .collection(SERVER_COLLECTIONS.mailOutbox)
    .doc(id('owner-mail'))
    .set({
      kind: 'owner-support',
      message: {
        to: OWNER_EMAIL,
        from: OWNER_EMAIL,
        subject: 'New support request',
        text: `${GRACE.name} <${GRACE.email}> wrote: Please send me my data.`,
        html: '',
      },
      status: 'sent',
      attempts: 1,
      createdAt: now,
      updatedAt: now,
    });
  await db.collection(SERVER_COLLECTIONS.galleryZipTickets).doc(id('ticket')).set({
    uid,
    galleryId: gallery,
    viewer: 'customer',
    expiresAt: now,
  });
  // Issue 38: extras paid by bank transfer in her gallery: the slip and the payment its approval wrote.
  const extras = { galleryId: gallery, photoIds: ['photo0001'], sentOn: '2026-11-22', userId: uid, amount: 15, createdAt: now };
  await db
    .collection(COLLECTIONS.gallerySlips)
    .doc(id('gslip'))
    .set({
      ...extras,
      note: `From ${GRACE.name}'s account`,
      kind: 'extras',
      orderId: 'a'.repeat(32),
      reference: 'EXTRAS-AAAAAAAA',
      contentType: 'image/png',
      bytes: 4,
      status: 'approved',
      reason: '',
      paymentId: `slip-${id('gslip')}`,
      decidedAt: now,
    });
  await db
    .collection(COLLECTIONS.galleryPayments)
    .doc(`slip-${id('gslip')}`)
    .set({
      ...extras,
      kind: 'payment',
      method: 'bank-transfer',
      receivedOn: '2026-11-22',
      note: `Bank transfer (slip ${id('gslip')}): 1 extra photo`,
      purpose: 'extras',
      adjusts: null,
    });
  return { booking, pending, order, gallery };
}

async function seedLinus() {
  await db.collection(COLLECTIONS.users).doc(linus.uid).update({ name: LINUS.name });
  const person = { name: LINUS.name, email: LINUS.email, phone: '+1 415 555 0100' };
  await db
    .collection(COLLECTIONS.bookings)
    .doc(id('linus-booking'))
    .set(storedBooking(linus.uid, { ...person, customPackageLink: '', status: 'confirmed', statusAt: { pending: now, confirmed: now } }));
  await db
    .collection(COLLECTIONS.payments)
    .doc(id('linus-payment'))
    .set({
      bookingId: id('linus-booking'),
      userId: linus.uid,
      kind: 'payment',
      amount: 300,
      method: 'upi',
      receivedOn: '2026-11-23',
      note: 'Linus paid',
      reverses: null,
      overpaymentConfirmed: false,
      createdAt: now,
    });
  await db
    .collection(COLLECTIONS.contactMessages)
    .doc(id('linus-contact'))
    .set({ ...person, subject: 'Hi', message: 'A question about frames.', createdAt: now });
}

/** Every document of the other customer, as stored. */
async function linusDocuments() {
  const paths = [
    `${COLLECTIONS.users}/${linus.uid}`,
    `${COLLECTIONS.bookings}/${id('linus-booking')}`,
    `${COLLECTIONS.payments}/${id('linus-payment')}`,
    `${COLLECTIONS.contactMessages}/${id('linus-contact')}`,
  ];
  return Promise.all(paths.map(async (path) => (await db.doc(path).get()).data()));
}

const ledgerSum = async (collection: string) =>
  (await db.collection(collection).get()).docs.reduce((sum, doc) => sum + Number(doc.get('amount') ?? 0), 0);

describe('the privacy callable: export and erase on the emulators', () => {
  let seeded: Awaited<ReturnType<typeof seedGrace>>;
  let exported: PrivacyExport;
  let linusBefore: Awaited<ReturnType<typeof linusDocuments>>;
  let sums: number[];
  let summary: ErasureSummary;
  let backupDir: string;

  beforeAll(async () => {
    app = adminApp();
    db = getFirestore(app);
    capture = await startCaptureServer({ port: captureServerPort() });
    owner = await idTokenFor(OWNER_EMAIL);
    grace = await account(GRACE.email);
    linus = await account(LINUS.email);
    // Seeded with the triggers off: no email about these records is still on its way when the erasure runs.
    await withTriggersPaused(async () => {
      seeded = await seedGrace();
      await seedLinus();
    });
    linusBefore = await linusDocuments();
    sums = [await ledgerSum(COLLECTIONS.payments), await ledgerSum(COLLECTIONS.framePayments)];
    backupDir = join(mkdtempSync(join(tmpdir(), 'privacy-')), 'backup');
  }, 180_000);

  afterAll(async () => {
    await capture?.close();
    if (app) await deleteApp(app);
    if (backupDir) rmSync(join(backupDir, '..'), { recursive: true, force: true });
  });

  it('refuses a customer, even about themselves', async () => {
    const answer = await callPrivacy(grace.token, { action: 'export', uid: grace.uid });
    expect(answer.status).toBe(403);
    expect(answer.error?.status).toBe('PERMISSION_DENIED');
    const erase = await callPrivacy(linus.token, { action: 'erase', uid: grace.uid, confirmEmail: GRACE.email });
    expect(erase.status).toBe(403);
    expect((await db.collection(COLLECTIONS.users).doc(grace.uid).get()).exists).toBe(true);
  });

  it('exports every collection about the person, as JSON and one CSV row per field', async () => {
    const answer = await callPrivacy<PrivacyExport>(owner, { action: 'export', uid: grace.uid });
    expect(answer.error).toBeUndefined();
    exported = answer.result!;
    expect(Object.keys(exported.collections).sort()).toEqual(
      [
        'auth',
        'users',
        'pendingBookings',
        'bookings',
        'bookings/delivery',
        'paymentSchedules',
        'frameOrders',
        'payments',
        'framePayments',
        'transferSlips',
        'galleryPayments',
        'gallerySlips',
        'softCopies',
        'customPackageLinks',
        'clientGalleries',
        'clientGalleries/favourites',
        'clientGalleries/activity',
        'contracts',
        'contracts/addenda',
        'contactMessages',
        'supportRequests',
        'mailOutbox',
      ].sort(),
    );
    expect(exported.collections.auth[0].data).toMatchObject({ email: GRACE.email.toLowerCase(), uid: grace.uid });
    expect(exported.collections.bookings.map((doc) => doc.path).sort()).toEqual(
      [`bookings/${seeded.booking}`, `bookings/${seeded.pending}`].sort(),
    );
    const booking = exported.collections.bookings.find((doc) => doc.path === `bookings/${seeded.booking}`)!;
    expect(booking.data).toMatchObject({ venue: GRACE.venue, createdAt: now.toDate().toISOString() });
    // Nothing of the other customer.
    expect(JSON.stringify(exported)).not.toContain(LINUS.name);
    const rows = exported.csv.trim().split('\n');
    expect(rows[0]).toBe('collection,document,field,value');
    expect(rows).toContain(`bookings,bookings/${seeded.booking},venue,${GRACE.venue}`);
    expect(rows).toContain(`frameOrders,frameOrders/${seeded.order},deliveryAddress,"${GRACE.address}"`);
    expect(rows.some((row) => row.startsWith(`contracts/addenda,contracts/${seeded.booking}/addenda/1,signature.ip,`))).toBe(true);
  });

  it('refuses an erasure confirmed with another email, and erases nothing', async () => {
    const answer = await callPrivacy(owner, { action: 'erase', uid: grace.uid, confirmEmail: LINUS.email });
    expect(answer.status).toBe(400);
    expect(answer.error).toEqual({
      status: 'FAILED_PRECONDITION',
      message: "That is not this customer's email address. Nothing was erased.",
    });
    expect((await db.collection(COLLECTIONS.users).doc(grace.uid).get()).exists).toBe(true);
    expect((await db.collection(COLLECTIONS.bookings).doc(seeded.booking).get()).get('name')).toBe(GRACE.name);
  });

  it('erases: deletes what is theirs alone, keeps the records the law asks for, anonymised', async () => {
    const answer = await callPrivacy<ErasureSummary>(owner, {
      action: 'erase',
      uid: grace.uid,
      confirmEmail: `  ${GRACE.email.toLowerCase()} `,
    });
    expect(answer.error).toBeUndefined();
    summary = answer.result!;
    expect(summary.deleted).toMatchObject({
      auth: 1,
      users: 1,
      pendingBookings: 1,
      customPackageLinks: 1,
      'clientGalleries/favourites': 1,
      'clientGalleries/activity': 1,
      'clientGalleries/photos': 2,
      contactMessages: 1,
      supportRequests: 1,
      galleryZipTickets: 1,
      contractFiles: 2,
    });
    // The email to her and the owner's email naming her address (the welcome email is sent without the outbox).
    expect(summary.deleted.mailOutbox).toBe(2);
    expect((await db.collection(SERVER_COLLECTIONS.mailOutbox).doc(id('owner-mail')).get()).exists).toBe(false);
    expect(summary.anonymised).toEqual({
      bookings: 2,
      frameOrders: 1,
      payments: 1,
      framePayments: 1,
      transferSlips: 1,
      galleryPayments: 1,
      gallerySlips: 1,
      softCopies: 1,
      customPackageLinks: 1,
      clientGalleries: 1,
      contracts: 1,
      'contracts/addenda': 1,
    });

    await expect(getAdminAuth(app).getUser(grace.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    // Every kept record still reads.
    const kept: [string, { safeParse: (v: unknown) => { success: boolean } }][] = [
      [`bookings/${seeded.booking}`, bookingSchema],
      [`bookings/${seeded.pending}`, bookingSchema],
      [`frameOrders/${seeded.order}`, frameOrderSchema],
      [`payments/${id('payment')}`, paymentSchema],
      [`framePayments/${id('evt')}`, framePaymentSchema],
      [`transferSlips/${id('slip')}`, slipSchema],
      [`galleryPayments/slip-${id('gslip')}`, galleryPaymentSchema],
      [`gallerySlips/${id('gslip')}`, gallerySlipSchema],
      [`softCopies/${id('soft')}`, softCopySchema],
      [`customPackageLinks/bookedlinkaaaaaaaaaaaaaaaa`, customPackageLinkSchema],
      [`clientGalleries/${seeded.gallery}`, clientGallerySchema],
      [`contracts/${seeded.booking}`, contractSchema],
      [`contracts/${seeded.booking}/addenda/1`, addendumSchema],
    ];
    for (const [path, schema] of kept) expect(schema.safeParse((await db.doc(path).get()).data()).success, path).toBe(true);
    const contract = (await db.doc(`contracts/${seeded.booking}`).get()).data()!;
    expect(contract).toMatchObject({ textSha256: HASH, text: expect.stringMatching(/^Erased on request on \d{4}-\d{2}-\d{2}$/) });
    expect(contract.pdf).toBeUndefined();
    // Files: the photographs and the signed PDFs are gone; the slip stays as payment evidence.
    expect(await store.list(galleryPaths.photosOf(seeded.gallery))).toEqual([]);
    expect(await store.exists(`contracts/${seeded.booking}/contract.pdf`)).toBe(false);
    expect(await store.exists(`slips/${id('slip')}/slip.png`)).toBe(true);
    expect((await db.collection(`${COLLECTIONS.clientGalleries}/${seeded.gallery}/photos`).get()).size).toBe(0);
    expect((await db.collection(COLLECTIONS.customPackageLinks).doc('openlinkaaaaaaaaaaaaaaaaaa').get()).exists).toBe(false);
  });

  it('leaves the other customer and the ledger as they were', async () => {
    expect(await linusDocuments()).toEqual(linusBefore);
    expect([await ledgerSum(COLLECTIONS.payments), await ledgerSum(COLLECTIONS.framePayments)]).toEqual(sums);
  });

  it('erasing again is fine and finds the same kept records', async () => {
    const again = await callPrivacy<ErasureSummary>(owner, { action: 'erase', uid: grace.uid, confirmEmail: GRACE.email });
    expect(again.error).toBeUndefined();
    expect(again.result!.anonymised).toEqual(summary.anonymised);
    expect(again.result!.deleted.auth).toBeUndefined();
  });

  it('a backup taken afterwards holds nothing of the person', async () => {
    const run = await runBackup(backupDir);
    expect(run.stderr).not.toMatch(/Error/);
    expect(run.code).toBe(0);
    const documents = readFileSync(join(backupDir, 'firestore.ndjson'), 'utf8').toLowerCase();
    const accounts = readFileSync(join(backupDir, 'auth-users.json'), 'utf8').toLowerCase();
    // The backup did read this test's records (the anonymised booking is there) …
    expect(documents).toContain(seeded.booking.toLowerCase());
    expect(documents).toContain(LINUS.name.toLowerCase());
    // … and nothing personal of hers came with it.
    for (const secret of SECRETS) {
      expect(documents, secret).not.toContain(secret.toLowerCase());
      expect(accounts, secret).not.toContain(secret.toLowerCase());
    }
    expect(accounts).not.toContain(grace.uid.toLowerCase());
  });
});
