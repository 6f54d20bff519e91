import { useEffect, useRef } from 'react';
import { useRecordContractViewed } from '@/data/contracts';

/**
 * Stamps the customer's first opening of the contract (addendum 0) or an addendum, once per page
 * while it is still 'sent' (the rules take the stamp once). A failure only means the owner does
 * not see "viewed": logged, never shown.
 */
export function useRecordView(bookingId: string, addendum: number, unseen: boolean) {
  const record = useRecordContractViewed();
  const done = useRef(false);
  useEffect(() => {
    if (!unseen || done.current) return;
    done.current = true;
    record(bookingId, addendum).catch((error: unknown) => console.warn('Could not record the first view of this contract', error));
  }, [record, bookingId, addendum, unseen]);
}
