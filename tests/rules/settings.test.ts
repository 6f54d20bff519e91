import { deleteDoc, doc, getDoc, getDocs, collection, setDoc, updateDoc } from 'firebase/firestore';
import { describe } from 'vitest';
import { studioSettingsSchema } from '@common/schemas';
import { aWhileAgo, studioSettings } from './fixtures';
import { ALLOW, EVERYONE, NOBODY, OWNER_ONLY, accessMatrix, text, useRulesSuite, validationCases, without, type Actor } from './helpers';

// One public document: the address and payment instructions pages and emails give customers.
const suite = useRulesSuite(() => ({ 'settings/studio': { ...studioSettings(), updatedAt: aWhileAgo } }));

const settings = (a: Actor, id = 'studio') => doc(a.db, 'settings', id);

describe('settings', () => {
  accessMatrix(suite, {
    'get the studio settings': [(a) => getDoc(settings(a)), EVERYONE],
    'list (the public pages ask with a query)': [(a) => getDocs(collection(a.db, 'settings')), EVERYONE],
    'update the bank details': [(a) => updateDoc(settings(a), { ...studioSettings({ bankDetails: 'New Bank' }) }), OWNER_ONLY],
    'create another settings document': [(a) => setDoc(settings(a, 'other'), studioSettings()), NOBODY],
    'delete the studio settings': [(a) => deleteDoc(settings(a)), NOBODY],
  });

  describe('the owner saves (rules and zod agree)', () => {
    const valid = studioSettings();
    validationCases(suite, 'owner', (a, data) => setDoc(settings(a), data), studioSettingsSchema.strict(), [
      ['the full settings', valid, ALLOW],
      ['no bank details, UPI or note', { ...valid, bankDetails: '', upiId: '', paymentNote: '' }, ALLOW],
      ['a blank address', { ...valid, address: ' ' }],
      ['an address over 300 characters', { ...valid, address: text(301) }],
      ['bank details over 1000 characters', { ...valid, bankDetails: text(1001) }],
      ['a UPI id over 100 characters', { ...valid, upiId: text(101) }],
      ['a phone with letters', { ...valid, phone: 'ring the bell' }],
      ['an unknown field', { ...valid, vatNumber: 'X' }],
      ['no hours', without(valid, 'hours')],
    ]);
    validationCases(suite, 'owner', (a, data) => setDoc(settings(a), data), null, [
      ['a client-chosen updatedAt', { ...valid, updatedAt: aWhileAgo }],
    ]);
  });
});
