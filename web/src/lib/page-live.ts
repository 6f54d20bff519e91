// When the page a visitor opened is live: React has hydrated (or rendered) it and listens to it.
// The route's layout says so (features/site-shell/site-layout.tsx); the app's start replays the
// clicks the boot script kept from before then (app/main.tsx). Once live, the page stays live:
// later pages are the app's own navigations.

const PAGE_LIVE = 'app:page-live';
let live = false;

export function markPageLive(): void {
  if (live) return;
  live = true;
  window.dispatchEvent(new Event(PAGE_LIVE));
}

/** Runs `then` once the page is live: at once if it already is. */
export function whenPageLive(then: () => void): void {
  if (live) then();
  else window.addEventListener(PAGE_LIVE, then, { once: true });
}
