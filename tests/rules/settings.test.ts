import { collection, deleteDoc, doc, getDoc, getDocs, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { HOLD_HOURS, contractSettingsSchema, paymentSettingsSchema, policiesSchema, studioSettingsSchema } from '@common/schemas';
import { imageCases } from './catalogue';
import { aWhileAgo, contractSettings, mediaImage, paymentSettings, policies, studioSettings } from './fixtures';
import { ALLOW, EVERYONE, NOBODY, OWNER_ONLY, accessMatrix, text, useRulesSuite, validationCases, without, type Actor } from './helpers';

// settings/studio and settings/policies are public (every page, every email); the bank details
// are in ownerSettings/payment, which only the owner reads. Only the owner writes any of them.
const suite = useRulesSuite(() => ({
  'settings/studio': studioSettings({ updatedAt: aWhileAgo }),
  'settings/policies': policies({ updatedAt: aWhileAgo }),
  'ownerSettings/payment': paymentSettings({ updatedAt: aWhileAgo }),
  'settings/onlinePayments': { enabled: false, checkedAt: aWhileAgo },
  'settings/contracts': contractSettings({ updatedAt: aWhileAgo }),
}));

const settings = (a: Actor, id = 'studio') => doc(a.db, 'settings', id);
const ownerSettings = (a: Actor, id = 'payment') => doc(a.db, 'ownerSettings', id);

describe('settings', () => {
  accessMatrix(suite, {
    'get the studio settings': [(a) => getDoc(settings(a)), EVERYONE],
    'get the policies': [(a) => getDoc(settings(a, 'policies')), EVERYONE],
    'list (the public pages ask with a query)': [(a) => getDocs(collection(a.db, 'settings')), EVERYONE],
    'change the studio name': [(a) => updateDoc(settings(a), studioSettings({ name: 'Studio Nouveau' })), OWNER_ONLY],
    'choose the home page photograph': [(a) => updateDoc(settings(a), { heroImage: mediaImage, updatedAt: serverTimestamp() }), OWNER_ONLY],
    'change a policy': [(a) => updateDoc(settings(a, 'policies'), policies({ terms: 'New terms.' })), OWNER_ONLY],
    'create another settings document': [(a) => setDoc(settings(a, 'other'), studioSettings()), NOBODY],
    'get whether online payment is on (the pay buttons)': [(a) => getDoc(settings(a, 'onlinePayments')), EVERYONE],
    'switch online payment on (only the functions know the keys)': [
      (a) => setDoc(settings(a, 'onlinePayments'), { enabled: true, checkedAt: serverTimestamp() }),
      NOBODY,
    ],
    'delete the studio settings': [(a) => deleteDoc(settings(a)), NOBODY],
    'delete the policies': [(a) => deleteDoc(settings(a, 'policies')), NOBODY],
    // settings/contracts (docs/contracts.md): public like the rest, the owner's to write.
    'get the contract settings': [(a) => getDoc(settings(a, 'contracts')), EVERYONE],
    'turn contracts off': [(a) => setDoc(settings(a, 'contracts'), contractSettings({ enabled: false })), OWNER_ONLY],
    'change the hold to 48 hours': [
      (a) => updateDoc(settings(a, 'contracts'), { holdHours: 48, updatedAt: serverTimestamp() }),
      OWNER_ONLY,
    ],
    'delete the contract settings': [(a) => deleteDoc(settings(a, 'contracts')), NOBODY],
  });

  describe('the owner saves the studio (rules and zod agree)', () => {
    const valid = studioSettings();
    const social = valid.social;
    const link = (length: number) => `https://example.com/${text(length - 20)}`;
    const everything = {
      ...valid,
      heroImage: mediaImage,
      salesTax: { mode: 'added', ratePercent: 8.875 },
      lateFee: { enabled: true, kind: 'percent', value: 5, afterDays: 7 },
      social: Object.fromEntries(Object.keys(social).map((network) => [network, `https://${network}.com/styleandstory`])),
    };
    validationCases(suite, 'owner', (a, data) => setDoc(settings(a), data), studioSettingsSchema.strict(), [
      ['the full settings', valid, ALLOW],
      ['no tagline and no social links', { ...valid, tagline: '', social: { ...social, instagram: '' } }, ALLOW],
      ['a deposit of 0%', { ...valid, depositPercent: 0 }, ALLOW],
      ['a deposit of 100%', { ...valid, depositPercent: 100 }, ALLOW],
      ['euros in Paris', { ...valid, currency: 'EUR', timeZone: 'Europe/Paris' }, ALLOW],
      ['rupees in Kolkata', { ...valid, currency: 'INR', timeZone: 'Asia/Kolkata' }, ALLOW],
      ['UTC', { ...valid, timeZone: 'UTC' }, ALLOW],
      ['no sales tax, said', { ...valid, salesTax: { mode: 'none', ratePercent: 0 } }, ALLOW],
      ['8.875% sales tax included', { ...valid, salesTax: { mode: 'included', ratePercent: 8.875 } }, ALLOW],
      ['20% sales tax added', { ...valid, salesTax: { mode: 'added', ratePercent: 20 } }, ALLOW],
      ['a sales tax rate without a mode', { ...valid, salesTax: { mode: 'none', ratePercent: 5 } }],
      ['a sales tax mode without a rate', { ...valid, salesTax: { mode: 'added', ratePercent: 0 } }],
      ['a sales tax over 30%', { ...valid, salesTax: { mode: 'included', ratePercent: 31 } }],
      ['a negative sales tax', { ...valid, salesTax: { mode: 'included', ratePercent: -1 } }],
      ['an unknown sales tax mode', { ...valid, salesTax: { mode: 'sometimes', ratePercent: 5 } }],
      ['a sales tax rate as a string', { ...valid, salesTax: { mode: 'added', ratePercent: '8' } }],
      ['a sales tax with another field', { ...valid, salesTax: { mode: 'added', ratePercent: 8, region: 'CA' } }],
      ['a sales tax that is not a map', { ...valid, salesTax: 'none' }],
      ['a blank name', { ...valid, name: ' ' }],
      ['a name over 100 characters', { ...valid, name: text(101) }],
      ['a tagline over 100 characters', { ...valid, tagline: text(101) }],
      ['a contact email without @', { ...valid, email: 'hello.studio' }],
      ['a phone with letters', { ...valid, phone: 'ring the bell' }],
      ['a blank address', { ...valid, address: ' ' }],
      ['an address over 300 characters', { ...valid, address: text(301) }],
      ['no hours', without(valid, 'hours')],
      ['a social link that is not a web address', { ...valid, social: { ...social, facebook: 'facebook/us' } }],
      // The five links are checked with one pattern (firestore.rules isSocialLinks).
      ['a link with white space around it', { ...valid, social: { ...social, tiktok: ' https://tiktok.com/@us\n' } }, ALLOW],
      ['a link of 2,048 characters between spaces', { ...valid, social: { ...social, youtube: ` ${link(2048)}\u3000` } }, ALLOW],
      ['a link of 2,049 characters', { ...valid, social: { ...social, youtube: link(2049) } }],
      ['two links in one, split by the separator', { ...valid, social: { ...social, pinterest: 'https://a.co\u0001https://b.co' } }],
      ['two links in one line', { ...valid, social: { ...social, pinterest: 'https://a.co https://b.co' } }],
      ['a link as a number', { ...valid, social: { ...social, facebook: 42 } }],
      ['a link as null', { ...valid, social: { ...social, facebook: null } }],
      ['a link as a list', { ...valid, social: { ...social, facebook: ['https://a.co'] } }],
      ['links that are not a map', { ...valid, social: 'https://a.co' }],
      // Within the 1,000 expressions a request may evaluate: every setting the form has, at once.
      ['every setting at once: a library photograph, sales tax, a late fee and five links', everything, ALLOW],
      [
        'every setting at once, with five links of 2,040 characters between spaces',
        { ...everything, social: Object.fromEntries(Object.keys(social).map((network) => [network, ` ${link(2040)} `])) },
        ALLOW,
      ],
      ['an unknown social network', { ...valid, social: { ...social, myspace: 'https://myspace.com/us' } }],
      ['a social network missing', { ...valid, social: without(social, 'youtube') }],
      ['a currency in lower case', { ...valid, currency: 'usd' }],
      ['a currency symbol', { ...valid, currency: '$' }],
      ['a time zone with a space', { ...valid, timeZone: 'Pacific Time' }],
      // A currency and a zone of the lists the app shares (common/currencies.ts, common/time-zones.ts):
      // shaped right is not enough, the schema would refuse the settings and blank every page.
      ['a currency no one uses but shaped like one', { ...valid, currency: 'ZZZ' }],
      ['a metal, not a currency', { ...valid, currency: 'XAU' }],
      ['the old name of a zone a browser still reports', { ...valid, timeZone: 'Asia/Calcutta' }, ALLOW],
      ['a zone with three parts', { ...valid, timeZone: 'America/Argentina/Buenos_Aires' }, ALLOW],
      ['a zone that does not exist', { ...valid, timeZone: 'Mars/Olympus_Mons' }],
      ['a zone misspelt', { ...valid, timeZone: 'Europe/Londonn' }],
      ['a zone in lower case', { ...valid, timeZone: 'europe/london' }],
      ['a sales tax rate with four decimals', { ...valid, salesTax: { mode: 'added', ratePercent: 8.8755 } }],
      ['a sales tax rate of 0.0005%', { ...valid, salesTax: { mode: 'included', ratePercent: 0.0005 } }],
      ['a sales tax rate of 29.999%', { ...valid, salesTax: { mode: 'added', ratePercent: 29.999 } }, ALLOW],
      ['a sales tax rate of 0.001%', { ...valid, salesTax: { mode: 'added', ratePercent: 0.001 } }, ALLOW],
      // 0.1 + 0.2 is 0.30000000000000004: three decimals, as a sum of them comes out in binary.
      ['a sales tax rate summed in binary', { ...valid, salesTax: { mode: 'added', ratePercent: 0.1 + 0.2 } }, ALLOW],
      // Where the studio works and how it writes dates and numbers (common/locales.ts).
      [
        'Manchester, en-GB, Monday first, pounds in London',
        {
          ...valid,
          areaServed: 'Manchester and the North West',
          locale: 'en-GB',
          weekStart: 'monday',
          currency: 'GBP',
          timeZone: 'Europe/London',
        },
        ALLOW,
      ],
      ['no area served (the copy names no place)', { ...valid, areaServed: '' }, ALLOW],
      ['an area served of 100 characters', { ...valid, areaServed: text(100) }, ALLOW],
      ['an area served over 100 characters', { ...valid, areaServed: text(101) }],
      ['an area served as a list', { ...valid, areaServed: ['Manchester'] }],
      ['en-US with the week from Monday (the owner chose it)', { ...valid, locale: 'en-US', weekStart: 'monday' }, ALLOW],
      ['en-ZA', { ...valid, locale: 'en-ZA' }, ALLOW],
      [
        'settings saved before the area, the locale and the week start',
        without(without(without(valid, 'areaServed'), 'locale'), 'weekStart'),
        ALLOW,
      ],
      ['a locale the site does not write in', { ...valid, locale: 'fr-FR' }],
      ['a locale in lower case', { ...valid, locale: 'en-gb' }],
      ['a locale with an underscore', { ...valid, locale: 'en_GB' }],
      ['a language without a region', { ...valid, locale: 'en' }],
      ['a locale as a number', { ...valid, locale: 44 }],
      ['the week from Saturday', { ...valid, weekStart: 'saturday' }],
      ['the week start capitalised', { ...valid, weekStart: 'Monday' }],
      ['the week start as a day number', { ...valid, weekStart: 1 }],
      ['a deposit over 100%', { ...valid, depositPercent: 101 }],
      ['a negative deposit', { ...valid, depositPercent: -5 }],
      ['a deposit with a fraction', { ...valid, depositPercent: 30.5 }],
      ['a deposit as a string', { ...valid, depositPercent: '30' }],
      ['an unknown field', { ...valid, vatNumber: 'X' }],
      ['the bank details (they belong in ownerSettings)', { ...valid, bankDetails: 'First Bay Bank' }],
      // The payment schedule and the late fee (fields added later: older documents have neither).
      ['settings saved before schedules existed', without(without(valid, 'balanceDueDays'), 'lateFee'), ALLOW],
      ['the balance due on the day of the event', { ...valid, balanceDueDays: 0 }, ALLOW],
      ['the balance due 365 days before', { ...valid, balanceDueDays: 365 }, ALLOW],
      ['the balance due 366 days before', { ...valid, balanceDueDays: 366 }],
      ['the balance due after the event', { ...valid, balanceDueDays: -1 }],
      ['the balance due 7.5 days before', { ...valid, balanceDueDays: 7.5 }],
      ['a late fee of $50, 7 days late', { ...valid, lateFee: { enabled: true, kind: 'fixed', value: 50, afterDays: 7 } }, ALLOW],
      ['a late fee of 100%', { ...valid, lateFee: { enabled: true, kind: 'percent', value: 100, afterDays: 1 } }, ALLOW],
      ['a late fee of 101%', { ...valid, lateFee: { enabled: true, kind: 'percent', value: 101, afterDays: 7 } }],
      ['a late fee turned on at 0', { ...valid, lateFee: { enabled: true, kind: 'fixed', value: 0, afterDays: 7 } }],
      ['a late fee 0 days late', { ...valid, lateFee: { enabled: false, kind: 'fixed', value: 0, afterDays: 0 } }],
      ['a late fee 91 days late', { ...valid, lateFee: { enabled: false, kind: 'fixed', value: 0, afterDays: 91 } }],
      ['a late fee of another kind', { ...valid, lateFee: { enabled: true, kind: 'daily', value: 5, afterDays: 7 } }],
      ['a late fee turned on with a string', { ...valid, lateFee: { enabled: 'yes', kind: 'fixed', value: 5, afterDays: 7 } }],
      ['a late fee with an unknown field', { ...valid, lateFee: { ...valid.lateFee, cap: 100 } }],
      ['a late fee as a number', { ...valid, lateFee: 50 }],
      // The home page's photograph: optional (the drawing shows without it), an image like any other.
      ['a home page photograph from the media library', { ...valid, heroImage: mediaImage }, ALLOW],
      [
        'a home page photograph by address',
        { ...valid, heroImage: { src: '/images/hero/hero.svg', width: 1600, height: 900, alt: '' } },
        ALLOW,
      ],
      ['no home page photograph', without(valid, 'heroImage'), ALLOW],
      ['an empty home page photograph', { ...valid, heroImage: { src: '', width: 0, height: 0, alt: '' } }],
      ['a home page photograph set to null', { ...valid, heroImage: null }],
      ...imageCases(valid, 'heroImage'),
    ]);
    validationCases(suite, 'owner', (a, data) => setDoc(settings(a), data), null, [
      ['a client-chosen updatedAt', { ...valid, updatedAt: aWhileAgo }],
    ]);
  });

  describe('the owner saves the policies (rules and zod agree)', () => {
    const valid = policies();
    validationCases(suite, 'owner', (a, data) => setDoc(settings(a, 'policies'), data), policiesSchema.strict(), [
      ['the three policies', valid, ALLOW],
      ['a policy of 20,000 characters', { ...valid, privacy: text(20_000) }, ALLOW],
      ['a policy over 20,000 characters', { ...valid, privacy: text(20_001) }],
      ['a blank policy', { ...valid, terms: '  ' }],
      ['no payment policy', without(valid, 'payment')],
      ['an updated day that is not a day', { ...valid, termsUpdatedOn: '2026-02-30' }],
      ['an unknown field', { ...valid, refunds: 'None.' }],
    ]);
  });
});

describe('settings/contracts', () => {
  it('a first save (a create) by the owner → allow', async () => {
    await suite.withRulesOff((db) => deleteDoc(doc(db, 'settings', 'contracts')));
    await assertFails(setDoc(settings(suite.actor('customerA'), 'contracts'), contractSettings()));
    await assertSucceeds(setDoc(settings(suite.actor('owner'), 'contracts'), contractSettings()));
  });

  describe('the owner saves (rules and zod agree)', () => {
    const valid = contractSettings();
    validationCases(suite, 'owner', (a, data) => setDoc(settings(a, 'contracts'), data), contractSettingsSchema.strict(), [
      ['contracts on, 72 hours, a default template', valid, ALLOW],
      ['contracts off, no default template yet', { ...valid, enabled: false, defaultTemplateId: '' }, ALLOW],
      [`a hold of ${HOLD_HOURS.min} hour`, { ...valid, holdHours: HOLD_HOURS.min }, ALLOW],
      [`a hold of ${HOLD_HOURS.max} hours (two weeks)`, { ...valid, holdHours: HOLD_HOURS.max }, ALLOW],
      ['a hold of 0 hours', { ...valid, holdHours: 0 }],
      [`a hold of ${HOLD_HOURS.max + 1} hours`, { ...valid, holdHours: HOLD_HOURS.max + 1 }],
      ['a hold of 1.5 hours', { ...valid, holdHours: 1.5 }],
      ['a hold as a string', { ...valid, holdHours: '72' }],
      ['a default template id of 128 characters', { ...valid, defaultTemplateId: text(128) }, ALLOW],
      ['a default template id over 128 characters', { ...valid, defaultTemplateId: text(129) }],
      ['a default template as null', { ...valid, defaultTemplateId: null }],
      ['enabled as a string', { ...valid, enabled: 'yes' }],
      ['no hold', without(valid, 'holdHours')],
      ['an unknown field', { ...valid, reminderDays: 2 }],
    ]);
    validationCases(suite, 'owner', (a, data) => setDoc(settings(a, 'contracts'), data), null, [
      ['a client-chosen updatedAt', { ...valid, updatedAt: aWhileAgo }],
    ]);
  });
});

describe('ownerSettings', () => {
  accessMatrix(suite, {
    'get the bank details': [(a) => getDoc(ownerSettings(a)), OWNER_ONLY],
    'list them': [(a) => getDocs(collection(a.db, 'ownerSettings')), OWNER_ONLY],
    'change the bank details': [(a) => updateDoc(ownerSettings(a), paymentSettings({ bankDetails: 'New Bank' })), OWNER_ONLY],
    'create another document': [(a) => setDoc(ownerSettings(a, 'other'), paymentSettings()), NOBODY],
    'delete them': [(a) => deleteDoc(ownerSettings(a)), NOBODY],
  });

  describe('the owner saves (rules and zod agree)', () => {
    const valid = paymentSettings();
    validationCases(suite, 'owner', (a, data) => setDoc(ownerSettings(a), data), paymentSettingsSchema.strict(), [
      ['the full details', valid, ALLOW],
      ['no bank details, UPI or note', { ...valid, bankDetails: '', upiId: '', paymentNote: '' }, ALLOW],
      ['bank details over 1000 characters', { ...valid, bankDetails: text(1001) }],
      ['a UPI id over 100 characters', { ...valid, upiId: text(101) }],
      ['a note over 500 characters', { ...valid, paymentNote: text(501) }],
      ['an unknown field', { ...valid, iban: 'X' }],
      ['no note', without(valid, 'paymentNote')],
    ]);
    validationCases(suite, 'owner', (a, data) => setDoc(ownerSettings(a), data), null, [
      ['a client-chosen updatedAt', { ...valid, updatedAt: aWhileAgo }],
    ]);
  });
});
