#!/usr/bin/env node
// `npm run bench:signed-in`: prints figures and asserts nothing. How long a customer who signed in
// on an earlier visit waits for their own content on an account page: the build made for the
// emulators, served as Firebase Hosting serves it, the seeded catalogue, one customer signed in
// through the emulator form, then BENCH_RUNS fresh visits (default 5) per page in that browser
// profile, the CPU slowed 4× as Lighthouse's mobile preset does. Each figure is the time from
// navigation until the page's own content is in the document (the profile's empty booking list,
// the booking form's package choice): scripts, the Auth SDK's answer and the Firestore reads included.
import { CHROME_FLAGS, CHROMIUM } from './lib/chromium.mjs';
import { OUT_DIR, baseUrl, buildForEmulators, ports, runTsx } from './lib/bench-kit.mjs';
import { startHostingServer } from './lib/hosting-server.mjs';
import { runScriptInEmulators } from './with-emulators.mjs';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const CUSTOMER = { email: 'bench.returning@example.com', name: 'Bench Returning' };

/** Words each page shows once a signed-in customer's own content is there. */
const PAGES = [
  { route: '/profile', text: 'No bookings yet' },
  { route: '/booking', text: "Choose the package you'd like to book" },
];

async function signIn(page) {
  await page.goto(`${baseUrl}/profile`);
  const modal = page.getByRole('dialog', { name: 'Login or Sign Up' });
  // The prerendered button may be clicked before the app listens: repeat until the modal opens.
  while (!(await modal.isVisible())) {
    await page.getByRole('main').getByRole('button', { name: 'Sign in to continue' }).click();
    await modal.waitFor({ timeout: 5_000 }).catch(() => undefined);
  }
  const form = page.getByTestId('emulator-sign-in');
  await form.getByLabel('Email').fill(CUSTOMER.email);
  await form.getByLabel('Display name (optional)').fill(CUSTOMER.name);
  await form.getByRole('button', { name: 'Sign in (emulator)' }).click();
  await modal.waitFor({ state: 'detached' });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function inside() {
  if ((await runTsx('seed.ts')) !== 0) process.exit(1);
  if ((await buildForEmulators()) !== 0) process.exit(1);
  const server = await startHostingServer({ publicDir: `web/${OUT_DIR}`, port: ports.site, emulatorPorts: [ports.auth, ports.firestore] });
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', ...CHROME_FLAGS] });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    await signIn(await context.newPage());
    console.log(`\nA returning customer's wait for their own content (median of ${RUNS} fresh visits, CPU 4× slower, ms)`);
    for (const { route, text } of PAGES) {
      const times = [];
      for (let run = 0; run < RUNS; run++) {
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        // Timed in the page (from navigation start, when the words enter the document): polling
        // from outside would add its own interval to every figure.
        await page.addInitScript((words) => {
          new MutationObserver((_, observer) => {
            if (!document.body?.textContent?.includes(words)) return;
            window.__readyAt = Math.round(performance.now());
            observer.disconnect();
          }).observe(document, { subtree: true, childList: true, characterData: true });
        }, text);
        await page.goto(`${baseUrl}${route}`);
        times.push(await (await page.waitForFunction(() => window.__readyAt, undefined, { timeout: 30_000 })).jsonValue());
        await page.close();
      }
      console.log(`${route.padEnd(12)} ${String(median(times)).padStart(6)}   (runs: ${times.join(', ')})`);
    }
  } finally {
    await browser.close();
    server.close();
  }
}

if (process.argv[2] === '--inside') await inside();
else process.exit(await runScriptInEmulators('auth,firestore', 'bench-signed-in.mjs', { args: ['--inside'] }));
