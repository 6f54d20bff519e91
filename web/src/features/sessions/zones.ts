import { useSyncExternalStore } from 'react';

// The visitor's time zone and the clock, read in the browser only: a prerendered page has neither,
// so the slot lists render after hydration (the server's zone and time are never the studio's).

const noop = () => () => undefined;
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The browser's IANA zone; null while prerendering. */
export const useVisitorZone = () => useSyncExternalStore(noop, browserZone, () => null);

let opened = 0;
const openedAt = () => (opened ||= Date.now());
/** The moment the page first rendered in the browser (stable across renders); null while prerendering. */
export const usePageClock = () => useSyncExternalStore(noop, openedAt, () => null);
