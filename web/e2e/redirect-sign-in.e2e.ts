import type { Browser, Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearAuth } from './support/auth';
import { sharedBrowser, newContext } from './support/browser';
import { baseUrl } from './support/ports';

// Sign-in where a popup cannot work: an in-app browser (here Instagram's user agent) leaves for the
// Auth emulator's sign-in page and comes back signed in (web/src/session/redirect-sign-in.ts).
const INSTAGRAM =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 339.0.3.12.91 (iPhone14,5; iOS 17_5; en_US; en; scale=3.00; 1170x2532; 622436451)';

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});
beforeEach(async () => {
  await clearAuth();
});

async function startSignIn(page: Page) {
  await page.goto(`${baseUrl}/`);
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login or Sign Up' });
  await dialog.getByText('Continue with Google to book your event.').waitFor();
  await dialog.getByRole('button', { name: 'Sign in with Google' }).click();
}

describe('sign-in in an in-app browser', () => {
  it('redirects to Google (no popup) and comes back signed in', async () => {
    const context = await newContext(browser, undefined, { userAgent: INSTAGRAM, googleSignIn: true });
    const page = await context.newPage();
    // The site's own errors: the Auth emulator's sign-in page loads Google fonts, refused offline.
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && page.url().startsWith(baseUrl)) errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const popups: string[] = [];
    page.on('popup', (popup) => popups.push(popup.url()));

    await startSignIn(page);
    await page.waitForURL(/\/emulator\/auth\/handler/);
    await page.locator('#add-account-button').click();
    await page.locator('#email-input').fill('grace.hopper@example.com');
    await page.locator('#display-name-input').fill('Grace Hopper');
    await page.locator('#sign-in').click();

    await page.waitForURL(`${baseUrl}/`);
    await page.getByTestId('header-account').waitFor({ timeout: 20_000 });
    await expect(page.getByTestId('header-account').textContent()).resolves.toContain('Grace Hopper');
    await expect(page.evaluate(() => sessionStorage.getItem('style-and-story:redirect-sign-in'))).resolves.toBeNull();
    await context.close();
    expect(popups).toEqual([]);
    expect(errors).toEqual([]);
  });
});
