import { COLLECTIONS } from '@common/collections';
import { onlinePaymentApi } from '@common/online-payments';
import {
  ONLINE_PAYMENTS_SETTINGS_ID,
  framePaymentSchema,
  onlinePaymentsStatusSchema,
  type CheckoutRequest,
  type OnlinePaymentsStatus,
} from '@common/schemas/online-payments';
import { UserFacingError } from '@/lib/user-facing-error';
import { defineCollection } from './collection';
import { useLiveDoc, useLiveQuery } from './live';
import { usePublicQuery } from './public-read';

// Paying online: whether it is on (a public flag the functions keep), the callable that opens
// Stripe Checkout, and what frame orders were paid. The functions are called by their HTTP
// protocol through Hosting's same-origin rewrites: no Functions SDK in the bundle.

const flagQuery = { collection: COLLECTIONS.settings, where: [['__name__', 'in', [ONLINE_PAYMENTS_SETTINGS_ID]]] } as const;
const loadFlagSchema = () => import('@common/schemas/online-payments').then((m) => m.onlinePaymentsFlagSchema);

/** True once the functions have found Stripe's keys set; false while loading, unset or off (then no button shows). */
export const useOnlinePaymentsEnabled = () => usePublicQuery(flagQuery, loadFlagSchema).data?.[0]?.enabled === true;

async function idToken(): Promise<string> {
  const { auth } = await import('@/firebase/auth');
  if (!auth.currentUser) throw new UserFacingError('Please sign in again to pay online.');
  return auth.currentUser.getIdToken();
}

/** A callable function by its protocol: { data } in, { result } or { error: { message } } out. */
async function callFunction(path: string, data: unknown): Promise<unknown> {
  let answer: { result?: unknown; error?: { message?: string } };
  try {
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await idToken()}` },
      body: JSON.stringify({ data }),
    });
    answer = (await response.json()) as typeof answer;
  } catch (error) {
    if (error instanceof UserFacingError) throw error;
    throw new UserFacingError('We could not reach the payment service. Check your connection and try again.');
  }
  if (answer.error) throw new UserFacingError(answer.error.message || 'The payment could not be started. Please try again.');
  return answer.result;
}

/** Asks for a Checkout page for what is due now (the server computes the amount) and goes there. */
export async function payOnline(request: CheckoutRequest, go: (url: string) => void = (url) => window.location.assign(url)) {
  const result = (await callFunction(onlinePaymentApi.checkout, request)) as { url?: unknown };
  if (typeof result?.url !== 'string') throw new UserFacingError('The payment page could not be opened. Please try again.');
  go(result.url);
}

/** The owner's Settings: is online payment configured, and what is missing (also refreshes the public flag). */
export async function fetchOnlinePaymentsStatus(): Promise<OnlinePaymentsStatus> {
  return onlinePaymentsStatusSchema.parse(await callFunction(onlinePaymentApi.status, null));
}

const framePayments = defineCollection(COLLECTIONS.framePayments, framePaymentSchema);

/** What a customer paid online for their frame orders, live (the webhook writes these). */
export const useOwnFramePayments = (uid: string) => useLiveQuery(framePayments, { where: [['userId', '==', uid]] });

/** One online payment of a frame order: its receipt page (the rules let its customer and the owner read it). */
export const useFramePayment = (id: string) => useLiveDoc(framePayments, id);
