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
import { callFunction, type CallCopy } from './functions-client';
import { usePublicQuery } from './public-read';
import { useServerState, type Source } from './store';

// Paying online: whether it is on (a public flag the functions keep), the callable that opens
// Stripe Checkout (through functions-client.ts), and what frame orders were paid.

const flagQuery = { collection: COLLECTIONS.settings, where: [['__name__', 'in', [ONLINE_PAYMENTS_SETTINGS_ID]]] } as const;
const loadFlagSchema = () => import('@common/schemas/online-payments').then((m) => m.onlinePaymentsFlagSchema);

/** True once the functions have found Stripe's keys set; false while loading, unset or off (then no button shows). */
export const useOnlinePaymentsEnabled = () => usePublicQuery(flagQuery, loadFlagSchema).data?.[0]?.enabled === true;

const PAYMENT_CALLS: CallCopy = {
  signedOut: 'Please sign in again to pay online.',
  unreachable: 'We could not reach the payment service. Check your connection and try again.',
  failed: () => 'The payment could not be started. Please try again.',
};

/** Asks for a Checkout page for what is due now (the server computes the amount) and goes there. */
export async function payOnline(request: CheckoutRequest, go: (url: string) => void = (url) => window.location.assign(url)) {
  const result = await callFunction<{ url?: unknown } | null>(onlinePaymentApi.checkout, request, PAYMENT_CALLS);
  if (typeof result?.url !== 'string') throw new UserFacingError('The payment page could not be opened. Please try again.');
  go(result.url);
}

const statusSource: Source<OnlinePaymentsStatus> = {
  key: 'online-payments/status',
  fetch: async () => ({
    data: onlinePaymentsStatusSchema.parse(await callFunction(onlinePaymentApi.status, null, PAYMENT_CALLS)),
    invalid: [],
  }),
};

/**
 * The owner's Settings: is online payment configured, and what is missing. Asked on every visit,
 * as asking also refreshes the public flag the "Pay online" buttons read.
 */
export const useOnlinePaymentsStatus = () => useServerState(statusSource);

const framePayments = defineCollection(COLLECTIONS.framePayments, framePaymentSchema);

/** What a customer paid online for their frame orders, live (the webhook writes these). */
export const useOwnFramePayments = (uid: string) => useLiveQuery(framePayments, { where: [['userId', '==', uid]] });

/** One online payment of a frame order: its receipt page (the rules let its customer and the owner read it). */
export const useFramePayment = (id: string) => useLiveDoc(framePayments, id);
