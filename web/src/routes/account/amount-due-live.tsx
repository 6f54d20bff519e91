import { FirebaseSdkProviders } from '@/firebase/sdk-providers';
import { AmountDue } from '@/features/account/amount-due';

/** The customer's own booking on a public page: reactfire and the SDKs come with it, on demand. */
export function AmountDueLive({ bookingId, uid }: { bookingId: string; uid: string }) {
  return (
    <FirebaseSdkProviders>
      {/* Keyed by the account: another account reads afresh. */}
      <AmountDue key={uid} bookingId={bookingId} />
    </FirebaseSdkProviders>
  );
}
