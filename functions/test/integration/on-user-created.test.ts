import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../../../common/collections';
import { OWNER_EMAIL } from '../../../common/owner';
import { content, recipients, startCaptureServer, type CaptureServer, type CapturedRequest } from '../support/capture-server';
import {
  adminApp,
  captureServerPort,
  deleteApp,
  emulatorHost,
  eventually,
  getAdminAuth,
  getFirestore,
  redeliverUserCreated,
  signInWithGoogle,
} from './support/emulators';
import { openLogStream, type LogBundle, type LogStream } from './support/log-stream';

// A real Google sign-in against the Auth emulator fires the real onUserCreated trigger in the
// Functions emulator; it writes to the Firestore emulator and sends through the real @sendgrid
// client to the capture server below (its URL reaches the functions through the environment).

const FAILING_PREFIX = 'sendgrid-fails-';
const HANGING_PREFIX = 'sendgrid-hangs-';

let app: ReturnType<typeof adminApp>;
let capture: CaptureServer;
let logs: LogStream;

beforeAll(async () => {
  app = adminApp();
  capture = await startCaptureServer({
    port: captureServerPort(),
    answer: (body) => {
      const to = body.personalizations.flatMap((p) => p.to.map((address) => address.email));
      if (to.some((email) => email.startsWith(FAILING_PREFIX))) return 500;
      if (to.some((email) => email.startsWith(HANGING_PREFIX))) return 'hang';
      return 'accept';
    },
  });
  logs = await openLogStream(await emulatorHost('logging'));
});

afterAll(async () => {
  logs?.close();
  await capture?.close();
  if (app) await deleteApp(app);
});

const unique = (prefix: string) => `${prefix}${randomUUID().slice(0, 8)}@example.com`;
const userDoc = (uid: string) => getFirestore(app).collection(COLLECTIONS.users).doc(uid);
const welcomesTo = (email: string) => (r: CapturedRequest) => r.body.custom_args?.kind === 'welcome' && recipients(r).includes(email);

/** A structured log line written by the function (the emulator puts it under data.user). */
const functionLog = (message: string, uid: string) => (bundle: LogBundle) =>
  bundle.data.user?.message === message && bundle.data.user?.uid === uid;

async function recordOf(uid: string) {
  return eventually(async () => (await userDoc(uid).get()).data(), `users/${uid}`);
}

describe('onUserCreated in the emulators', () => {
  it('creates users/{uid} with exactly the spec fields and types on a first Google sign-in', async () => {
    const email = unique('ada-');
    const uid = await signInWithGoogle({ email, name: 'Ada Lovelace', picture: 'https://lh3.example.com/ada.png' });

    const record = await recordOf(uid);
    expect(Object.keys(record).sort()).toEqual(['avatar', 'createdAt', 'email', 'name', 'phone', 'role']);
    expect(record).toEqual({
      email,
      name: 'Ada Lovelace',
      phone: '',
      avatar: 'https://lh3.example.com/ada.png',
      role: 'customer',
      createdAt: expect.any(Timestamp),
    });
    const age = Date.now() - (record.createdAt as Timestamp).toMillis();
    expect(age).toBeGreaterThanOrEqual(-5_000);
    expect(age).toBeLessThan(60_000);
  });

  it('sends the welcome email through SendGrid with the exact payload', async () => {
    const email = unique('grace-');
    const uid = await signInWithGoogle({ email, name: 'Grace <Hopper>', picture: 'https://lh3.example.com/grace.png' });
    const record = await recordOf(uid);
    const [request] = await capture.waitFor(welcomesTo(email));

    expect(request.method).toBe('POST');
    expect(request.path).toBe('/v3/mail/send');
    expect(request.authorization).toMatch(/^Bearer SG\./);
    expect(request.body.personalizations).toEqual([{ to: [{ email }] }]);
    expect(request.body.from).toEqual({ email: 'hello@styleandstory.studio', name: 'Style & Story' });
    expect(request.body.reply_to).toEqual({ email: 'hello@styleandstory.studio' });
    expect(request.body.subject).toBe('Welcome to Style & Story');
    expect(request.body.categories).toEqual(['welcome']);
    expect(request.body.custom_args).toEqual({ kind: 'welcome', userId: uid });

    // The payload's values: id, name, email, phone (empty from Google), avatarUrl, createdAt.
    const createdAt = (record.createdAt as Timestamp).toDate().toISOString();
    const text = content(request, 'text/plain');
    // The one greeting of the customer emails: the first name.
    expect(text).toContain('Hello Grace,');
    expect(text).toContain('Name: Grace <Hopper>');
    expect(text).toContain(`Email: ${email}`);
    expect(text).toContain('Phone: Not provided yet');
    expect(text).toContain(`Client reference: ${uid}`);
    const html = content(request, 'text/html');
    expect(html).toContain('Welcome, Grace &lt;Hopper&gt;');
    expect(html).not.toContain('<Hopper>');
    expect(html).toContain('<img src="https://lh3.example.com/grace.png"');
    expect(html).toContain(`<time datetime="${createdAt}">`);
    expect(html).toContain(uid);
  });

  it('gives the owner no customer record and no email', async () => {
    // The owner may exist from an earlier suite in this emulator run; only a new account fires onCreate.
    const adminAuth = getAdminAuth(app);
    const existing = await adminAuth.getUserByEmail(OWNER_EMAIL).catch(() => undefined);
    if (existing) await adminAuth.deleteUser(existing.uid);

    const uid = await signInWithGoogle({ email: OWNER_EMAIL, name: 'Studio Owner' });
    try {
      // The function's own log line says it ran and skipped: no need to guess a waiting time.
      await logs.waitFor(functionLog('Owner account created: no customer record', uid));

      expect((await userDoc(uid).get()).exists).toBe(false);
      expect(capture.requests.filter(welcomesTo(OWNER_EMAIL))).toEqual([]);
    } finally {
      // Later suites in the same emulator run (browser journeys) create the owner themselves.
      await adminAuth.deleteUser(uid);
    }
  });

  it('handles a redelivered event without a second record or email, and never overwrites', async () => {
    const email = unique('alan-');
    const uid = await signInWithGoogle({ email, name: 'Alan Turing' });
    await recordOf(uid);
    await capture.waitFor(welcomesTo(email));
    // The customer edits their profile before the event comes again.
    await userDoc(uid).update({ name: 'Alan M. Turing', phone: '+44 20 7946 0000' });
    const before = (await userDoc(uid).get()).data();

    const response = await redeliverUserCreated(app, uid);
    expect(response.status).toBe(200);
    await expect(response.json()).resolves.toEqual({ status: 'multicast_acknowledged' });
    // The function logs this line when it has run and stopped at the existing record; after it
    // the handler does nothing more, so the state below is final.
    await logs.waitFor(functionLog('User record already exists: event already handled', uid));

    expect((await userDoc(uid).get()).data()).toEqual(before);
    const sameEmail = await getFirestore(app).collection(COLLECTIONS.users).where('email', '==', email).get();
    expect(sameEmail.docs.map((d) => d.id)).toEqual([uid]);
    expect(capture.requests.filter(welcomesTo(email))).toHaveLength(1);
  });

  it('keeps the record and logs "Failed to send welcome email" when SendGrid fails', async () => {
    const email = unique(FAILING_PREFIX);
    const uid = await signInWithGoogle({ email, name: 'Barbara Liskov' });

    const [request] = await capture.waitFor(welcomesTo(email));
    expect(request.status).toBe(500);
    const line = await logs.waitFor(functionLog('Failed to send welcome email', uid));
    expect(line.data.user).toMatchObject({ severity: 'ERROR', message: 'Failed to send welcome email', uid, code: 500 });

    const record = await recordOf(uid);
    expect(record).toEqual({
      email,
      name: 'Barbara Liskov',
      phone: '',
      avatar: '',
      role: 'customer',
      createdAt: expect.any(Timestamp),
    });
  });

  it('keeps the record and logs "Failed to send welcome email" when SendGrid does not answer (timeout)', async () => {
    const email = unique(HANGING_PREFIX);
    const uid = await signInWithGoogle({ email, name: 'Frances Allen' });

    const [request] = await capture.waitFor(welcomesTo(email));
    expect(request.status).toBe(0); // the capture server never answered
    const line = await logs.waitFor(functionLog('Failed to send welcome email', uid), 25_000);
    expect(line.data.user).toMatchObject({ severity: 'ERROR', uid, code: 'ECONNABORTED' });
    expect(await recordOf(uid)).toMatchObject({ email, name: 'Frances Allen', role: 'customer' });
  }, 60_000);
});
