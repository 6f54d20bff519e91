import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../../common/collections';
import { onlinePaymentApi } from '../../../common/online-payments';
import { ONLINE_PAYMENTS_SETTINGS_ID, type OnlinePaymentsStatus } from '../../../common/schemas/online-payments';

/**
 * Publishes whether online payment works (settings/onlinePayments, public, no client may write
 * it) and tells the owner which secrets are missing. Only the functions can see the secrets, so
 * they keep the flag: the owner's Settings screen asks on every visit, and every checkout
 * attempt refreshes it. Written only when it changes.
 */
export async function publishAvailability(db: Firestore, missing: string[]): Promise<OnlinePaymentsStatus> {
  const enabled = missing.length === 0;
  const ref = db.collection(COLLECTIONS.settings).doc(ONLINE_PAYMENTS_SETTINGS_ID);
  const current = await ref.get();
  if (current.get('enabled') !== enabled) await ref.set({ enabled, checkedAt: FieldValue.serverTimestamp() });
  return { enabled, missing, webhookPath: onlinePaymentApi.webhook };
}
