import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../../../common/collections';
import { storedBooking } from '../../support/stored-booking';
import { startStripeCaptureServer, type StripeCaptureServer } from '../../support/stripe-capture-server';
import { emulatorHost, projectId } from './emulators';
import { FUNCTIONS_REGION } from '../../../../common/functions-region';

// The online-payment functions as the site reaches them, and the records they work on.

const required = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run these tests through npm run test:integration (emulators with --capture-mail)`);
  return value;
};

export const webhookSecret = () => required('STRIPE_WEBHOOK_SECRET');

type Callable =
  | 'createCheckoutSession'
  | 'onlinePaymentsStatus'
  | 'galleryEvents'
  | 'galleryPhotoUrls'
  | 'contracts'
  | 'inquiries'
  | 'privacy'
  | 'sessions';

export async function functionAddress(name: Callable | 'stripeWebhook'): Promise<string> {
  return `http://${await emulatorHost('functions')}/${projectId()}/${FUNCTIONS_REGION}/${name}`;
}

/** The Stripe capture server on the port the functions were given, delivering to the emulated webhook. */
export async function startStripeStandIn(): Promise<StripeCaptureServer> {
  return startStripeCaptureServer({
    port: Number(new URL(required('STRIPE_API_BASE_URL')).port),
    webhookUrl: await functionAddress('stripeWebhook'),
    webhookSecret: webhookSecret(),
  });
}

export interface CallAnswer<T = Record<string, unknown>> {
  status: number;
  result?: T;
  error?: { status: string; message: string; details?: { field?: string } };
}

/**
 * A callable function, called by its HTTP protocol (what the site's fetch does): with the ID token
 * when there is one, and any header a front end adds (`headers`: the forwarded address, the browser).
 */
export async function call<T = Record<string, unknown>>(
  name: Callable,
  token: string | null,
  data: unknown,
  headers: Record<string, string> = {},
): Promise<CallAnswer<T>> {
  const sent: Record<string, string> = { 'Content-Type': 'application/json', ...headers };
  if (token) sent.Authorization = `Bearer ${token}`;
  const response = await fetch(await functionAddress(name), { method: 'POST', headers: sent, body: JSON.stringify({ data }) });
  return { status: response.status, ...((await response.json()) as Omit<CallAnswer<T>, 'status'>) };
}

/** A confirmed booking of `userId`'s, nothing paid. */
export const bookingRecord = (userId: string, overrides: Record<string, unknown> = {}) =>
  storedBooking(userId, { status: 'confirmed', ...overrides });

export function frameOrderRecord(userId: string, overrides: Record<string, unknown> = {}) {
  return {
    frameId: 'oak-classic',
    frameName: 'Oak Classic',
    size: '16×20 in',
    unitPrice: 260,
    quantity: 2,
    photoNote: '',
    fulfilment: 'pickup',
    deliveryAddress: '',
    name: 'Grace Hopper',
    email: 'grace@example.com',
    phone: '+1 415 555 0100',
    notes: '',
    userId,
    placedBy: 'customer',
    status: 'received',
    statusAt: { received: Timestamp.now() },
    keywords: [],
    createdAt: Timestamp.now(),
    ...overrides,
  };
}

export const entriesOf = async (db: Firestore, bookingId: string) =>
  (await db.collection(COLLECTIONS.payments).where('bookingId', '==', bookingId).get()).docs.map((doc) => ({
    id: doc.id,
    ...(doc.data() as { kind: string; amount: number; stripe?: { eventType: string } }),
  }));

/** A customer's ID token and uid (read from the token, as the functions read it). */
export async function customer(email: string, idTokenFor: (email: string) => Promise<string>): Promise<{ token: string; uid: string }> {
  const token = await idTokenFor(email);
  const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as { user_id: string };
  return { token, uid: claims.user_id };
}
