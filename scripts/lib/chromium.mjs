// The one Chromium the scripts drive (Debian's; Playwright's own download cannot work offline),
// and the flags that keep a headless run quiet and local: a host name other than this machine's
// does not resolve, so pages reach nothing else. Chromium refuses those requests itself: a
// catch-all route would send every request through Node, and Playwright turns the HTTP cache off
// while any route is set.
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];
