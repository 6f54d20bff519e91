import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { OWNER_EMAIL } from '@common/owner';
import { customPackageSchema } from '@common/schemas';
import { aWhileAgo, customPackage } from './fixtures';
import {
  ALLOW,
  DENY,
  signedInWith,
  OWNER_ONLY,
  accessMatrix,
  expectOutcome,
  text,
  useRulesSuite,
  validationCases,
  without,
  type Outcome,
  NOBODY,
} from './helpers';

// The owner's drafts: customers see only the links made from them (customPackageLinks).
const suite = useRulesSuite(() => ({
  'customPackages/custom-1': customPackage(),
  'customPackages/custom-old': customPackage({ archived: true }),
}));

const ref = (db: Firestore, id: string) => doc(db, 'customPackages', id);

describe('customPackages', () => {
  accessMatrix(suite, {
    get: [(a) => getDoc(ref(a.db, 'custom-1')), OWNER_ONLY],
    'list, unfiltered': [(a) => getDocs(collection(a.db, 'customPackages')), OWNER_ONLY],
    'list newest first (admin query)': [
      (a) => getDocs(query(collection(a.db, 'customPackages'), orderBy('createdAt', 'desc'))),
      OWNER_ONLY,
    ],
    'list the current ones by name (Send Custom Package)': [
      (a) => getDocs(query(collection(a.db, 'customPackages'), where('archived', '==', false), orderBy('name'))),
      OWNER_ONLY,
    ],
    create: [(a) => setDoc(ref(a.db, 'custom-2'), customPackage({ createdAt: serverTimestamp() })), OWNER_ONLY],
    // As the editor writes a new one: no photo limit, proofing off, the studio's default contract.
    'create as the editor does': [
      (a) =>
        setDoc(
          ref(a.db, 'custom-3'),
          customPackage({ createdAt: serverTimestamp(), gallerySelection: null, proofing: false, contractTemplateId: '' }),
        ),
      OWNER_ONLY,
    ],
    update: [(a) => updateDoc(ref(a.db, 'custom-1'), { price: 3900 }), OWNER_ONLY],
    archive: [(a) => updateDoc(ref(a.db, 'custom-1'), { archived: true }), OWNER_ONLY],
    // Archived, never deleted: the links made from it keep their snapshot and their history.
    delete: [(a) => deleteDoc(ref(a.db, 'custom-1')), NOBODY],
  });

  describe('owner writes are validated (rules and zod agree)', () => {
    const valid = customPackage({ createdAt: serverTimestamp() });
    validationCases(suite, 'owner', (a, data) => setDoc(ref(a.db, 'custom-2'), data), customPackageSchema.strict(), [
      ['a valid custom package', valid, ALLOW],
      ['a deposit equal to the price', { ...valid, deposit: valid.price }, ALLOW],
      ['no deposit, a year of validity', { ...valid, deposit: 0, validityDays: 365 }, ALLOW],
      ['a deposit over the price', { ...valid, deposit: 4201 }],
      ['a negative deposit', { ...valid, deposit: -1 }],
      ['a validity of 0 days', { ...valid, validityDays: 0 }],
      ['a validity of 366 days', { ...valid, validityDays: 366 }],
      ['a validity of 1.5 days', { ...valid, validityDays: 1.5 }],
      ['a fractional price', { ...valid, price: 99.5 }],
      ['a price over 1,000,000', { ...valid, price: 1_000_001 }],
      ['a price as a string', { ...valid, price: '4200' }],
      ['name over 100 characters', { ...valid, name: text(101) }],
      ['description over 5000 characters', { ...valid, description: text(5001) }],
      ['features as a string', { ...valid, features: 'Two days' }],
      ['31 features', { ...valid, features: Array.from({ length: 31 }, (_, i) => `Feature ${i}`) }],
      ['archived as a string', { ...valid, archived: 'no' }],
      ['an unknown field', { ...valid, sharedWith: ['alice-uid'] }],
      ['no createdAt', without(valid, 'createdAt')],
      // The contract its bookings are sent (docs/contracts.md): optional, '' or an id.
      ['naming a contract template', { ...valid, contractTemplateId: 'tpl-wedding' }, ALLOW],
      ['naming none (the default template)', { ...valid, contractTemplateId: '' }, ALLOW],
      ['a contract template id of 128 characters', { ...valid, contractTemplateId: text(128) }, ALLOW],
      ['a contract template id over 128 characters', { ...valid, contractTemplateId: text(129) }],
      ['a contract template id as null', { ...valid, contractTemplateId: null }],
      ['a contract template id as a number', { ...valid, contractTemplateId: 7 }],
    ]);
  });

  describe('owner writes: authority', () => {
    validationCases(suite, 'owner', (a, data) => setDoc(ref(a.db, 'custom-2'), data), null, [
      ['a client-chosen createdAt', customPackage({ createdAt: aWhileAgo })],
    ]);
    validationCases(suite, 'owner', (a, data) => updateDoc(ref(a.db, 'custom-1'), data), null, [
      ['a new price and deposit', { price: 5000, deposit: 1500 }, ALLOW],
      ['choosing its contract template', { contractTemplateId: 'tpl-wedding' }, ALLOW],
      ['a deposit over the new price', { price: 1000 }],
      ['rewriting createdAt', { createdAt: serverTimestamp() }],
    ]);
    validationCases(suite, 'owner', (a, data) => updateDoc(ref(a.db, 'custom-old'), data), null, [
      ['bringing an archived one back', { archived: false }, ALLOW],
    ]);
  });

  // The owner check itself, at its edges: only a verified token with exactly the owner address.
  describe('who counts as the owner', () => {
    const google = signedInWith('google.com');
    const cases: [string, Record<string, unknown>, Outcome][] = [
      ['the owner address, verified, through Google', { email: OWNER_EMAIL, email_verified: true, ...google }, ALLOW],
      ['the owner address, verified, through a password', { email: OWNER_EMAIL, email_verified: true, ...signedInWith('password') }, DENY],
      ['the owner address, verified, no sign-in provider claim', { email: OWNER_EMAIL, email_verified: true }, DENY],
      ['the owner address, email_verified as the string "true"', { email: OWNER_EMAIL, email_verified: 'true', ...google }, DENY],
      ['the owner address, no email_verified claim', { email: OWNER_EMAIL, ...google }, DENY],
      ['the owner address in capitals', { email: OWNER_EMAIL.toUpperCase(), email_verified: true, ...google }, DENY],
      ['a look-alike address', { email: `${OWNER_EMAIL}.evil.example`, email_verified: true, ...google }, DENY],
      ['no email, admin and owner claims', { admin: true, owner: true, role: 'admin', email_verified: true, ...google }, DENY],
    ];
    for (const [name, token, outcome] of cases) {
      it(`${name} → ${outcome}`, async () => {
        const db = suite.signedIn('someone', token);
        await expectOutcome(outcome, getDoc(ref(db, 'custom-1')));
      });
    }
  });
});
