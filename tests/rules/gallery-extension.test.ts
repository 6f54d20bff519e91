import { deleteDoc, doc, getDoc, serverTimestamp, setDoc, updateDoc, type DocumentData } from 'firebase/firestore';
import { describe } from 'vitest';
import { galleryExtensionSettingsSchema } from '@common/schemas/gallery-extension';
import { aWhileAgo } from './fixtures';
import { ALLOW, EVERYONE, NOBODY, OWNER_ONLY, accessMatrix, useRulesSuite, validationCases, without, type Actor } from './helpers';

// Issue 38: settings/galleryExtension, the price and days of a paid extension of closed downloads.
// Public like every settings document (the gallery page shows the offer); the owner's to write, in
// its exact shape; nobody deletes it. The payments and their orders are the functions' alone
// (gallery-selections.test.ts, server-collections.test.ts).

const settings = (over: DocumentData = {}) => ({ enabled: true, price: 25, days: 30, updatedAt: serverTimestamp(), ...over });
const ref = (a: Actor) => doc(a.db, 'settings', 'galleryExtension');

const suite = useRulesSuite(() => ({ 'settings/galleryExtension': settings({ updatedAt: aWhileAgo }) }));

describe('settings/galleryExtension', () => {
  accessMatrix(suite, {
    get: [(a) => getDoc(ref(a)), EVERYONE],
    'set the price and days': [(a) => setDoc(ref(a), settings({ price: 40, days: 14 })), OWNER_ONLY],
    'turn extensions off': [(a) => updateDoc(ref(a), { enabled: false, updatedAt: serverTimestamp() }), OWNER_ONLY],
    'make an extension free': [(a) => updateDoc(ref(a), { price: 0, updatedAt: serverTimestamp() }), NOBODY],
    delete: [(a) => deleteDoc(ref(a)), NOBODY],
  });

  describe("the owner's form", () => {
    validationCases(suite, 'owner', (a, data) => setDoc(ref(a), data), galleryExtensionSettingsSchema, [
      ['30 days for 25', settings(), ALLOW],
      ['off, figures kept', settings({ enabled: false }), ALLOW],
      ['1 day for 1', settings({ price: 1, days: 1 }), ALLOW],
      ['a year for the highest price', settings({ price: 1_000_000, days: 365 }), ALLOW],
      ['free', settings({ price: 0 })],
      ['a price in cents', settings({ price: 24.99 })],
      ['a price above the highest', settings({ price: 1_000_001 })],
      ['a price as text', settings({ price: '25' })],
      ['no days', settings({ days: 0 })],
      ['more than a year', settings({ days: 366 })],
      ['half a day', settings({ days: 1.5 })],
      ['on as text', settings({ enabled: 'yes' })],
    ]);
    validationCases(suite, 'owner', (a, data) => setDoc(ref(a), data), null, [
      ['a time of its own', settings({ updatedAt: aWhileAgo })],
      ['an extra field', settings({ currency: 'EUR' })],
      ['no price', without(settings(), 'price')],
    ]);
  });
});
