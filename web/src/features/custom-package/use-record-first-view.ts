import { useEffect, useRef } from 'react';
import { useRecordLinkViewed } from '@/data/custom-package-links';

/**
 * Records the customer's first view of an open offer, once per page (the rules accept it once
 * ever). A failure only means the owner does not see "viewed": logged, never shown.
 */
export function useRecordFirstView(slug: string, shouldRecord: boolean) {
  const record = useRecordLinkViewed();
  const done = useRef(false);
  useEffect(() => {
    if (!shouldRecord || done.current) return;
    done.current = true;
    record(slug).catch((error: unknown) => console.warn('Could not record the first view of this package', error));
  }, [record, slug, shouldRecord]);
}
