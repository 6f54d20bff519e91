import type { SelectionCount } from './gallery-selection';

// Extras paid by bank transfer (issue 38, docs/galleries.md "Extras by bank transfer"): while a
// slip waits for the studio, its photos are neither to pay again (by card or by another slip) nor
// paid. The page, the checkout of extras and the slip upload split the extras with this one function.

/** Said wherever a photo waits for a transfer's check (the page, and the refusal of a second payment). */
export const TRANSFER_WAITING =
  'A bank transfer for some of these photos is waiting for the studio’s check: they unlock when it is approved.';

/**
 * The extras still to pay (`payable`, in the count's order) and those a slip waits for (`waiting`),
 * from the count and the gallery's `pendingPhotoIds`. A paid photo is in neither.
 */
export function payableExtras(count: Pick<SelectionCount, 'extras'>, pending: Iterable<string> = []) {
  const waitingSet = new Set(pending);
  return {
    payable: count.extras.filter((id) => !waitingSet.has(id)),
    waiting: count.extras.filter((id) => waitingSet.has(id)),
  };
}

/** Whether two lists of photos share one: a slip or a checkout for a photo already waiting is refused. */
export const overlaps = (a: readonly string[], b: readonly string[]) => {
  const set = new Set(b);
  return a.some((id) => set.has(id));
};
