import type { Browser } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OWNER_EMAIL } from '@common/owner';
import { clearAuth, signInThroughPopup } from './support/auth';
import { DESKTOP, sharedBrowser, newContext } from './support/browser';
import { baseUrl } from './support/ports';

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});
beforeEach(async () => {
  await clearAuth();
});

/** Opens /admin/login in a fresh context and signs in there through the Google popup. */
async function signInOnAdminLogin(account: { email: string; name: string }) {
  const context = await newContext(browser, DESKTOP, { googleSignIn: true });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/admin/login`);
  await signInThroughPopup(page, () => page.getByRole('button', { name: 'Sign in with Google' }).click(), account);
  return { context, page };
}

describe('signing in', () => {
  it('a customer signs in through the Google popup and sees themselves in the header', async () => {
    const context = await newContext(browser, DESKTOP, { googleSignIn: true });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Login or Sign Up' });
    // Waits: a click made before the page's script runs opens the modal once the app is live.
    await dialog.getByText('Continue with Google to book your event.').waitFor();

    await signInThroughPopup(page, () => dialog.getByRole('button', { name: 'Sign in with Google' }).click(), {
      email: 'ada.lovelace@example.com',
      name: 'Ada Lovelace',
    });

    await page.getByTestId('header-account').waitFor();
    await expect(page.getByTestId('header-account').textContent()).resolves.toContain('Ada Lovelace');
    await expect(dialog.count()).resolves.toBe(0);
    await context.close();
  });

  it('the owner signs in on /admin/login and reaches the dashboard', async () => {
    const { context, page } = await signInOnAdminLogin({ email: OWNER_EMAIL, name: 'Studio Owner' });
    await page.waitForURL(`${baseUrl}/admin/dashboard`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Dashboard');
    await expect(
      page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current'),
    ).resolves.toBe('page');

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${baseUrl}/admin/login`);
    await context.close();
  });

  it('a customer who signs in on /admin/login is told the account has no admin access', async () => {
    const { context, page } = await signInOnAdminLogin({ email: 'grace@example.com', name: 'Grace Hopper' });
    await page.getByText('This account has no admin access.').waitFor();
    await page.goto(`${baseUrl}/admin/dashboard`);
    await page.waitForURL(`${baseUrl}/admin/login`);
    await context.close();
  });
});

describe('the admin guard', () => {
  it('sends a signed-out visitor from /admin/bookings to /admin/login, and Back does not return to it', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await page.getByRole('banner').waitFor();
    await page.evaluate(() => window.history.pushState({}, '', '/admin/bookings'));
    // The banner is in the prerendered HTML: until the router listens, a popstate goes unheard (on a
    // slow machine, for seconds), so it is announced again until the router has answered it.
    await expect
      .poll(
        async () => {
          await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
          return new URL(page.url()).pathname;
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBe('/admin/login');
    await page.goBack();
    await page.waitForURL(`${baseUrl}/`);
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it('sends /admin to /admin/dashboard for the owner', async () => {
    const { context, page } = await signInOnAdminLogin({ email: OWNER_EMAIL, name: 'Studio Owner' });
    await page.waitForURL(`${baseUrl}/admin/dashboard`);
    await page.goto(`${baseUrl}/admin`);
    await page.waitForURL(`${baseUrl}/admin/dashboard`);
    expect(new URL(page.url()).pathname).toBe('/admin/dashboard');
    await context.close();
  });
});
