import type { ErasureSummary, PrivacyExport } from '@common/schemas/privacy';
import { callFunction, type CallCopy } from './functions-client';

// The owner's privacy actions on one customer (docs/privacy.md), through the one callable.
const PRIVACY_API = '/api/privacy';

const PRIVACY_CALLS: CallCopy = {
  signedOut: 'Your session ended: sign in again as the studio.',
  unreachable: 'The studio’s server could not be reached. Check the connection and try again.',
  failed: (status) => `That did not go through (error ${status}). Please try again in a minute.`,
};

/** Every document about the customer: grouped by collection, and as CSV. */
export const exportCustomerData = (uid: string) => callFunction<PrivacyExport>(PRIVACY_API, { action: 'export', uid }, PRIVACY_CALLS);

/** Deletes what is the customer's alone and anonymises what is kept; `confirmEmail` must be the account's. */
export const eraseCustomerData = (uid: string, confirmEmail: string) =>
  callFunction<ErasureSummary>(PRIVACY_API, { action: 'erase', uid, confirmEmail }, PRIVACY_CALLS);
