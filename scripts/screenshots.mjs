#!/usr/bin/env node
// Full-page screenshots of routes at desktop and mobile widths, for looking at what we built.
//   node scripts/screenshots.mjs [baseUrl] [route ...]   → screenshots/<route>-<width>.png
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { ROOT } from './emulator-env.mjs';
import { CHROME_FLAGS, CHROMIUM } from './lib/chromium.mjs';

const [baseUrl = 'http://127.0.0.1:5173', ...routes] = process.argv.slice(2);
const out = join(ROOT, 'screenshots');
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', ...CHROME_FLAGS] });
for (const width of [1440, 375]) {
  const context = await browser.newContext({ viewport: { width, height: width > 800 ? 900 : 812 } });
  const page = await context.newPage();
  for (const route of routes.length ? routes : ['/']) {
    // Firestore keeps a channel open, so "network idle" never comes: wait for the page's h1.
    await page.goto(`${baseUrl}${route}`);
    await page
      .locator('main h1')
      .first()
      .waitFor({ timeout: 15_000 })
      .catch(() => console.log(`${route}: no h1 after 15 s`));
    await page.waitForTimeout(1200);
    // Scroll through once so lazy images load before the full-page shot.
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 60));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForTimeout(500);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    const name = `${route.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${width}.png`;
    await page.screenshot({ path: join(out, name), fullPage: true });
    // Long pages also in readable slices (an image viewer shrinks a 10 000 px page to a strip).
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const slice = width > 800 ? 1800 : 1400;
    for (let top = 0, part = 1; top < height && height > slice; top += slice, part += 1) {
      const clip = { x: 0, y: top, width, height: Math.min(slice, height - top) };
      await page.screenshot({ path: join(out, name.replace('.png', `.part${part}.png`)), fullPage: true, clip });
    }
    console.log(`${name}${overflow > 0 ? `  ⚠ horizontal overflow ${overflow}px` : ''}`);
  }
  await context.close();
}
await browser.close();
