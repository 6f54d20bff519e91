// `npm run bench:inquiries`: the inquiry function's work (functions/src/leads/accept-inquiry.ts)
// for 500 inquiries from 100 addresses (five each, each address on its own network address, ten
// at a time), then each inquiry's trigger (first reply and owner notice, functions/src/leads/
// first-reply.ts), against the Firestore emulator, sending through the real @sendgrid client to a
// local capture server. Prints figures; fails when a lead or a first reply is missing or doubled:
//   leads written = 100, first replies queued (outbox) = 100, first replies received = 100.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { COLLECTIONS, SERVER_COLLECTIONS } from '../common/collections';
import { addUtcDays, utcDay } from '../common/days';
import { DEMO_STUDIO_INPUT } from '../common/demo-studio';
import { OWNER_EMAIL } from '../common/owner';
import { NO_SOURCE } from '../common/inquiry-source';
import { type InquiryRequest } from '../common/schemas/leads';
import { acceptInquiry } from '../functions/src/leads/accept-inquiry';
import { FIRST_REPLY_KIND, inquiryCreated } from '../functions/src/leads/first-reply';
import { createSendGridMailer } from '../functions/src/lib/mail';
import { runDocumentHandler } from '../functions/src/lib/triggers';
import { startCaptureServer } from '../functions/test/support/capture-server';

const ADDRESSES = 100;
const PER_ADDRESS = 5;
const CONCURRENCY = 10;

if (!process.env.FIRESTORE_EMULATOR_HOST) throw new Error('Run under the emulators: npm run bench:inquiries');
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(2)} s`;

async function inPool<T>(items: T[], size: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}

const inquiry = (i: number, n: number): InquiryRequest => ({
  name: `Guest ${i}`,
  email: `Guest-${i}@Bench.example`.replace('Guest', n % 2 ? 'GUEST' : 'guest'), // one person, two spellings
  phone: '',
  eventType: 'Wedding',
  eventDate: addUtcDays(utcDay(new Date()), 30 + ((i * 7 + n) % 300)),
  venue: 'Lisbon',
  guests: 80,
  budget: 'Not sure yet',
  message: `Inquiry ${n + 1} from guest ${i}: we would love photographs of our day.`,
  heardFrom: 'Instagram',
  website: '',
  source: { ...NO_SOURCE, utm: { ...NO_SOURCE.utm, source: i % 3 ? 'instagram' : 'google' } },
});

async function main() {
  const app = initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-style-and-story' }, 'bench-inquiries');
  const db = getFirestore(app);
  const capture = await startCaptureServer({ port: 9947 + Number(process.env.EMULATOR_PORT_OFFSET ?? 0) });
  const logger = { info: () => {}, warn: () => {}, error: (message: string, data?: object) => console.error(message, data) };
  const deps = {
    db,
    mailer: createSendGridMailer({ apiKey: 'SG.bench', baseUrl: capture.url }),
    logger,
    now: Date.now,
    mailFrom: 'Style & Story <hello@styleandstory.studio>',
    ownerEmail: OWNER_EMAIL,
    site: 'https://styleandstory.studio',
    readStudio: async () => ({ studio: DEMO_STUDIO_INPUT, payment: { bankDetails: 'First Bay Bank', upiId: '', paymentNote: '' } }),
  };

  const requests = Array.from({ length: ADDRESSES * PER_ADDRESS }, (_, k) => ({ i: k % ADDRESSES, n: Math.floor(k / ADDRESSES) }));
  const accepted: string[] = [];
  const started = performance.now();
  await inPool(requests, CONCURRENCY, async ({ i, n }) => {
    const { inquiryId } = await acceptInquiry({ db, logger, now: Date.now, ownHost: '' }, { ip: `198.51.100.${i}` }, inquiry(i, n));
    accepted.push(inquiryId);
  });
  const accepting = seconds(started);

  const triggered = performance.now();
  await inPool(accepted, CONCURRENCY, async (id) => {
    const snap = await db.collection(COLLECTIONS.inquiries).doc(id).get();
    await runDocumentHandler(inquiryCreated, { id, time: new Date().toISOString(), after: snap.data() }, deps);
  });
  const replying = seconds(triggered);

  const leads = (await db.collection(COLLECTIONS.leads).where('email', '>=', 'guest-').where('email', '<', 'guest.').count().get()).data()
    .count;
  const queued = (await db.collection(SERVER_COLLECTIONS.mailOutbox).where('kind', '==', FIRST_REPLY_KIND).count().get()).data().count;
  const received = capture.requests.filter((r) => r.body.custom_args?.kind === FIRST_REPLY_KIND).length;
  console.log(`inquiries accepted: ${accepted.length} of ${requests.length} in ${accepting} (${CONCURRENCY} at a time)`);
  console.log(`their triggers (first reply, owner notice): ${replying}`);
  console.log(`leads written: ${leads}; first replies queued: ${queued}; first replies received: ${received}`);
  await capture.close();
  await deleteApp(app);
  if (accepted.length !== requests.length || leads !== ADDRESSES || queued !== ADDRESSES || received !== ADDRESSES) {
    console.error('FAILED: expected 500 accepted, 100 leads, 100 first replies queued and received');
    process.exitCode = 1;
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
