import type { Browser, Locator, Page } from 'playwright-core';
import { OWNER_EMAIL } from '@common/owner';
import { paths } from '@common/paths';
import { DESKTOP, newContext, watchErrors } from './browser';
import { adminAuth, waitForDoc } from './firestore';
import { authEmulator, baseUrl, projectId } from './ports';

/** Completes Google sign-in in the Auth emulator's popup, opened by clicking `trigger`. */
export async function signInThroughPopup(page: Page, trigger: () => Promise<void>, account: { email: string; name: string }) {
  const [popup] = await Promise.all([page.waitForEvent('popup'), trigger()]);
  await popup.waitForLoadState();
  await popup.locator('#add-account-button').click();
  await popup.locator('#email-input').fill(account.email);
  await popup.locator('#display-name-input').fill(account.name);
  await popup.locator('#sign-in').click();
  await popup.waitForEvent('close', { timeout: 20_000 }).catch(() => {});
}

/** Deletes every account in the Auth emulator. */
export async function clearAuth() {
  const response = await fetch(`http://${authEmulator}/emulator/v1/projects/${projectId}/accounts`, { method: 'DELETE' });
  if (!response.ok) throw new Error(`Clearing the Auth emulator failed: ${response.status}`);
}

/**
 * Opens the "Login or Sign Up" modal with `button`. A click that lands before the page's first
 * script has run (the prerendered HTML is on screen first) does nothing, as for any visitor: the
 * click is repeated until the modal is open.
 */
export async function openSignInModal(page: Page, button: Locator) {
  const modal = page.getByRole('dialog', { name: 'Login or Sign Up' });
  for (let attempt = 1; ; attempt++) {
    // A slow machine may open the modal from an earlier click after the wait gave up: then it
    // covers the button, and clicking again would only wait on it.
    if (await modal.isVisible()) return;
    await button.click({ timeout: 5_000 }).catch(() => undefined);
    try {
      await modal.waitFor({ timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/** Signs in with the emulator-only form inside the open "Login or Sign Up" modal. */
export async function signInWithEmulatorForm(page: Page, account: { email: string; name: string }) {
  const form = page.getByTestId('emulator-sign-in');
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Display name (optional)').fill(account.name);
  await form.getByRole('button', { name: 'Sign in (emulator)' }).click();
  await page.getByRole('dialog', { name: 'Login or Sign Up' }).waitFor({ state: 'detached' });
}

type Account = { email: string; name: string };

/** Signs a customer in on `path` from its "Sign in to continue"; resolves to their uid once onUserCreated has made their record. */
export async function signInCustomerOn(page: Page, account: Account, path: string) {
  await page.goto(`${baseUrl}${path}`);
  await openSignInModal(page, page.getByRole('main').getByRole('button', { name: 'Sign in to continue' }));
  await signInWithEmulatorForm(page, account);
  const { uid } = await adminAuth().getUserByEmail(account.email);
  await waitForDoc(`users/${uid}`, () => true, 20_000);
  return uid;
}

/** A new browser context with a customer signed in on `path` (their profile unless told), and the page's errors collected. */
export async function customerSignedIn(browser: Browser, account: Account, path: string = paths.profile, viewport = DESKTOP) {
  const context = await newContext(browser, viewport);
  const page = await context.newPage();
  const errors = watchErrors(page);
  const uid = await signInCustomerOn(page, account, path);
  return { context, page, errors, uid };
}

/** Signs the owner in on /admin/login with the emulator-only form and waits for the dashboard. */
export async function signInAsOwner(page: Page, ownerEmail: string) {
  await page.goto(`${baseUrl}/admin/login`);
  const form = page.getByTestId('emulator-sign-in');
  await form.getByLabel('Email').fill(ownerEmail);
  await form.getByLabel('Display name (optional)').fill('Elena Marquez');
  await form.getByRole('button', { name: 'Sign in (emulator)' }).click();
  await page.waitForURL(/\/admin\/dashboard$/);
}

/** A new browser context with the owner signed in on the dashboard, and the page's errors collected. */
export async function ownerSignedIn(browser: Browser, viewport: { width: number; height: number }) {
  const context = await newContext(browser, viewport);
  const page = await context.newPage();
  const errors = watchErrors(page);
  await signInAsOwner(page, OWNER_EMAIL);
  return { context, page, errors };
}
