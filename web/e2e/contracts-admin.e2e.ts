import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, SUBCOLLECTIONS } from '@common/collections';
import { adminPaths, bookingDetailPath } from '@common/paths';
import { CONTRACTS_SETTINGS_ID } from '@common/schemas/contracts';
import { storedBooking } from '../../functions/test/support/stored-booking';
import { DEFAULT_TEMPLATE_ID } from '../../scripts/seed/contracts';
import { seriousViolations } from './support/axe';
import { clearAuth, ownerSignedIn } from './support/auth';
import { DESKTOP, MOBILE, sharedBrowser } from './support/browser';
import { adminDb, waitForDoc } from './support/firestore';
import { baseUrl } from './support/ports';
import { seedCatalogue } from './support/seed';

// Issue 34, the owner's side in the browser: Admin → Contracts, where the owner writes a template
// (an unknown merge field is refused at save, named under the editor), saves it twice (version 2
// in its history, version 1 opened read-only), makes it the default; Settings → Contracts turns
// contracts on; a pending booking's page sends the contract and then shows it sent. Screenshots
// (the list, the editor with its preview, the history, the settings section, the booking's panel;
// 1440 and 375 px) go to SHOTS_DIR when it is set.

const SHOTS = process.env.SHOTS_DIR;
const DAY = '2027-11-13';
const settingsDoc = `${COLLECTIONS.settings}/${CONTRACTS_SETTINGS_ID}`;

let browser: Browser;
let bookingId = '';

/**
 * The page at both widths, back to the width it had: full length, or the screen with `focus` in
 * view (a section, a dialog). Toasts are dismissed first, so they hide nothing.
 */
async function shotBoth(page: Page, name: string, focus?: Locator) {
  if (!SHOTS) return;
  const size = page.viewportSize()!;
  for (const dismiss of await page.getByRole('button', { name: 'Dismiss' }).all()) await dismiss.click().catch(() => {});
  for (const viewport of [DESKTOP, MOBILE]) {
    await page.setViewportSize(viewport);
    if (focus) await focus.scrollIntoViewIfNeeded();
    else await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: join(SHOTS, `${name}-${viewport.width}.png`), fullPage: !focus });
    // Nothing wider than a phone's screen.
    if (viewport === MOBILE) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
  }
  await page.setViewportSize(size);
}

beforeAll(async () => {
  await seedCatalogue();
  await clearAuth();
  // Contracts start off, with the seed's template as the default: the owner turns them on here.
  await adminDb().doc(settingsDoc).set({ enabled: false, holdHours: 72, defaultTemplateId: DEFAULT_TEMPLATE_ID, updatedAt: new Date() });
  await adminDb().collection(COLLECTIONS.calendar).doc(DAY).delete();
  browser = await sharedBrowser();
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
}, 120_000);

afterAll(async () => {
  await adminDb().collection(COLLECTIONS.calendar).doc(DAY).delete();
  // The request this file made leaves no pending booking behind for the journeys after it.
  if (bookingId) {
    await adminDb().collection(COLLECTIONS.contracts).doc(bookingId).delete();
    await adminDb().collection(COLLECTIONS.bookings).doc(bookingId).delete();
  }
  // The seed's settings (contracts on, its default template) for the journeys after this file.
  await seedCatalogue();
});

describe('Admin → Contracts', () => {
  it('the owner writes a template, sees an unknown field refused and named, saves twice, makes it the default and turns contracts on', async () => {
    const { context, page, errors } = await ownerSignedIn(browser, DESKTOP);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Contracts' }).click();
    await page.getByRole('link', { name: '+ New template' }).click();
    await page.waitForURL(/\/admin\/contracts\/new$/);

    const body = page.getByRole('textbox', { name: /The contract/ });
    await page.getByRole('textbox', { name: /Template name/ }).fill('Elopement agreement');
    await body.fill('## Our agreement\n\nDear {{cutomer.name}},\n\nWe will photograph your day on ');
    await page.getByRole('button', { name: 'Insert {{event.date}}: The event day' }).click();
    await page.getByRole('button', { name: 'Save template' }).click();
    await page.getByText('{{cutomer.name}} is not a merge field. Use one from the list, e.g. {{customer.name}}.').waitFor();
    expect(await body.getAttribute('aria-invalid')).toBe('true');
    expect(await body.inputValue()).toContain('on {{event.date}}');

    await body.fill(
      '## Our agreement\n\nDear {{customer.name}},\n\n{{studio.name}} will photograph your {{event.type}} on {{event.date}} at {{event.venue}}.\n\n### What is included\n\n{{package.features}}\n\n### Payments\n\nThe price is {{price}}; {{deposit}} secures the day.\n\n{{schedule}}',
    );
    const preview = page.getByRole('region', { name: 'Preview' });
    await preview.getByText('Dear Alex Morgan,').waitFor();
    await page.getByRole('button', { name: 'Save template' }).click();
    await page.waitForURL((url) => /\/admin\/contracts\/[^/]+$/.test(url.pathname) && !url.pathname.endsWith('/new'));
    const id = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    await waitForDoc(`${COLLECTIONS.contractTemplates}/${id}`, (d) => d.version === 1);
    await shotBoth(page, 'contracts-editor');

    await body.fill(`${await body.inputValue()}\n\nSigned on {{contract.date}}.`);
    await page.getByRole('button', { name: 'Save new version' }).click();
    await page.getByText('Saved as version 2').waitFor();
    await waitForDoc(`${COLLECTIONS.contractTemplates}/${id}/${SUBCOLLECTIONS.contractTemplateVersions}/2`, (d) =>
      String(d.body).endsWith('Signed on {{contract.date}}.'),
    );
    const history = page.getByRole('region', { name: 'Version history' });
    await history.getByRole('listitem').filter({ hasText: 'Version 2' }).getByText('current').waitFor();
    await history.getByRole('button', { name: 'Open version 1' }).click();
    const version1 = page.getByRole('dialog', { name: 'Version 1' });
    await version1.getByRole('heading', { name: 'Our agreement' }).waitFor();
    expect(await version1.textContent()).not.toContain('Signed on');
    await shotBoth(page, 'contracts-version-1', version1);
    await version1.getByRole('button', { name: 'Close' }).click();
    await shotBoth(page, 'contracts-history', history);

    await page.getByRole('button', { name: 'Make default' }).click();
    await waitForDoc(settingsDoc, (d) => d.defaultTemplateId === id && d.enabled === false);
    await page.getByText('Default', { exact: true }).first().waitFor();

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Contracts' }).click();
    const row = page.getByRole('row', { name: /Elopement agreement/ });
    await row.getByRole('cell', { name: '2', exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shotBoth(page, 'contracts-list');

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Settings' }).click();
    const section = page.getByRole('form', { name: 'Contract settings' });
    await section.getByRole('switch', { name: /Ask customers to sign a contract/ }).click();
    await section.getByRole('spinbutton', { name: /Hold the day after signing/ }).fill('48');
    expect(await section.getByRole('combobox', { name: /Default contract/ }).inputValue()).toBe(id);
    await section.getByRole('button', { name: 'Save contract settings' }).click();
    await waitForDoc(settingsDoc, (d) => d.enabled === true && d.holdHours === 48 && d.defaultTemplateId === id);
    await shotBoth(page, 'contracts-settings', section);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it('a pending booking’s page sends the contract, then shows it sent', async () => {
    const created = await adminDb()
      .collection(COLLECTIONS.bookings)
      .add(storedBooking('contracts-admin-customer', { eventDate: DAY, name: 'Maya Chen', email: 'maya.contract@example.com' }));
    bookingId = created.id;
    const { context, page, errors } = await ownerSignedIn(browser, DESKTOP);
    await page.goto(`${baseUrl}${bookingDetailPath(created.id)}`);
    const panel = page.getByRole('region', { name: 'Contract' });
    await panel.getByText('No contract sent yet.', { exact: false }).waitFor();
    await panel.getByRole('button', { name: 'Send contract' }).click();
    await panel.getByText('Sent — awaiting signature').waitFor({ timeout: 30_000 });
    await waitForDoc(`${COLLECTIONS.contracts}/${created.id}`, (d) => d.status === 'sent' && typeof d.templateName === 'string', 30_000);
    expect(await panel.textContent()).toContain('“Elopement agreement”, version 2');
    // The header's badge follows the booking's contractState, which the function writes.
    await waitForDoc(`${COLLECTIONS.bookings}/${created.id}`, (d) => d.contractState === 'sent', 30_000);
    await page.getByText(/^✎\s*Contract sent$/).waitFor();
    await shotBoth(page, 'contracts-booking-panel');

    // Confirming by hand now says what is missing and asks before going on.
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm without everything?' });
    await dialog.getByText('The contract is not signed yet.').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // The customer signs (written here as the contracts function writes it: the signature, the
    // hold, and the day's hold in the calendar): the panel says who signed and until when the day
    // is held, the day's panel and the studio calendar show it held.
    const contract = adminDb().doc(`${COLLECTIONS.contracts}/${created.id}`);
    const { textSha256 } = (await contract.get()).data()!;
    const signedAt = Timestamp.now();
    const until = Timestamp.fromMillis(signedAt.toMillis() + 48 * 3_600_000);
    await contract.update({
      status: 'signed',
      viewedAt: signedAt,
      signature: {
        name: 'Maya Chen',
        method: 'typed',
        drawing: '',
        uid: 'contracts-admin-customer',
        email: 'maya.contract@example.com',
        signedAt,
        ip: '203.0.113.24',
        userAgent: 'Mozilla/5.0',
        textSha256,
      },
      hold: { day: DAY, until, state: 'held' },
    });
    await adminDb()
      .collection(COLLECTIONS.calendar)
      .doc(DAY)
      .set({ date: DAY, kind: 'hold', bookingId: created.id, createdAt: signedAt, holdUntil: until });
    await panel.getByText('Signed — awaiting your countersignature').waitFor();
    expect(await panel.getByRole('region', { name: 'Signed by' }).textContent()).toContain('203.0.113.24');
    await page.getByText(/^Held for this booking’s signed contract until .*: the deposit locks it\.$/).waitFor();
    await shotBoth(page, 'contracts-booking-signed', panel);

    await page.goto(`${baseUrl}${adminPaths.bookings}?tab=calendar`);
    const month = page.locator('#month-title');
    for (let i = 0; i < 24 && !/November 2027/.test((await month.textContent()) ?? ''); i++) {
      await page.getByRole('button', { name: 'Next month' }).click();
    }
    await page.getByRole('button', { name: /November 13, 2027, held for a signed contract/ }).click();
    await page.getByText(/^Held until .* for a signed contract/).waitFor();
    await shotBoth(page, 'contracts-calendar-hold');

    // The dashboard counts contracts awaiting signature; its card opens the list so filtered.
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard' }).click();
    const awaiting = page.getByRole('link', { name: /Awaiting signature/ });
    await awaiting.waitFor();
    await page.getByRole('link', { name: /Holds expiring/ }).waitFor();
    await shotBoth(page, 'contracts-dashboard');
    await awaiting.click();
    await page.waitForURL(/filter=awaitingSignature/);
    expect(await page.getByRole('button', { name: 'Awaiting signature' }).getAttribute('aria-pressed')).toBe('true');
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
