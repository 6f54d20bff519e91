// How a lightbox moves: shared by the public gallery and the client galleries.

/** Steps through the lightbox, wrapping around at both ends. */
export function stepIndex(index: number, step: number, length: number): number {
  if (length <= 0) return 0;
  return (((index + step) % length) + length) % length;
}

const SWIPE_THRESHOLD_PX = 50;

/**
 * A horizontal drag longer than the threshold steps the lightbox: a drag to the left shows the
 * next picture. Mostly-vertical drags are scrolls, not swipes.
 */
export function swipeStep(dx: number, dy: number, threshold = SWIPE_THRESHOLD_PX): -1 | 0 | 1 {
  if (Math.abs(dx) < threshold || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}
