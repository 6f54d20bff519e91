import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, setDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { depositSplit } from '@common/payments';
import { DEPOSIT_PERCENT, PACKAGE_PRICE, STUDIO_SEED, newBooking, servicePackage, studioSettings } from './fixtures';
import { UID, useRulesSuite, type Actor } from './helpers';
import { createBooking } from './writes';

// The deposit of a catalogue booking is the settings' percentage of the price (isCataloguePackage
// reads settings/studio): the owner changes it in Settings, and the rules follow without a deploy.
const suite = useRulesSuite(() => ({ ...STUDIO_SEED, 'packages/pkg-classic': servicePackage() }));

// As the app writes it (the request joins the pending list), so only the deposit decides.
const request = (a: Actor, percent: number) =>
  createBooking(a, newBooking(UID.customerA, { packageDeposit: depositSplit(PACKAGE_PRICE, percent).deposit }));
const setPercent = (depositPercent: number) =>
  setDoc(doc(suite.actor('owner').db, 'settings', 'studio'), studioSettings({ depositPercent }));

describe('the deposit percentage comes from settings/studio', () => {
  it(`at the seeded ${DEPOSIT_PERCENT}%: that deposit → allow, 25% → deny`, async () => {
    await assertSucceeds(request(suite.actor('customerA'), DEPOSIT_PERCENT));
    await assertFails(request(suite.actor('customerA'), 25));
  });

  it('after the owner saves 25%: 25% → allow, the old percentage → deny', async () => {
    await assertSucceeds(setPercent(25));
    await assertSucceeds(request(suite.actor('customerA'), 25));
    await assertFails(request(suite.actor('customerA'), DEPOSIT_PERCENT));
  });

  it('after the owner saves 0%: a booking with no deposit → allow', async () => {
    await assertSucceeds(setPercent(0));
    await assertSucceeds(request(suite.actor('customerA'), 0));
    await assertFails(request(suite.actor('customerA'), DEPOSIT_PERCENT));
  });

  it('before the owner has saved any settings: no catalogue booking at any deposit', async () => {
    await suite.withRulesOff((db) => deleteDoc(doc(db, 'settings', 'studio')));
    for (const percent of [0, 25, DEPOSIT_PERCENT, 100]) await assertFails(request(suite.actor('customerA'), percent));
  });
});
