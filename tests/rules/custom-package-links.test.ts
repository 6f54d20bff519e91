import { collection, deleteDoc, doc, getDoc, getDocs, orderBy, query, serverTimestamp, setDoc, updateDoc, where } from 'firebase/firestore';
import { describe } from 'vitest';
import { customPackageLinkSchema } from '../../common/schemas';
import { customPackageLink } from './fixtures';
import {
  ALLOW,
  CUSTOMER_A_AND_OWNER,
  DENY,
  OWNER_ONLY,
  UID,
  accessMatrix,
  text,
  useRulesSuite,
  validationCases,
  without,
  type Actor,
} from './helpers';

// The document id is the slug of /custom-package-users/:slug; the page reads it with a get.
const ALICE_SLUG = 'alice-mehndi-and-wedding';
const suite = useRulesSuite(() => ({
  [`customPackageLinks/${ALICE_SLUG}`]: customPackageLink(ALICE_SLUG, UID.customerA),
  'customPackageLinks/bob-portraits': customPackageLink('bob-portraits', UID.customerB, { userEmail: 'bob@example.com' }),
}));

const link = (a: Actor, slug: string) => doc(a.db, 'customPackageLinks', slug);
const byUser = (a: Actor, uid: string) =>
  query(collection(a.db, 'customPackageLinks'), where('userId', '==', uid), orderBy('createdAt', 'desc'));
const newLink = (slug: string, userId: string) => customPackageLink(slug, userId, { createdAt: serverTimestamp() });

describe('customPackageLinks', () => {
  accessMatrix(suite, {
    "get A's link by slug": [(a) => getDoc(link(a, ALICE_SLUG)), CUSTOMER_A_AND_OWNER],
    'get a missing slug': [(a) => getDoc(link(a, 'no-such-link')), OWNER_ONLY],
    'list, unfiltered': [(a) => getDocs(collection(a.db, 'customPackageLinks')), OWNER_ONLY],
    "list A's, newest first (profile page query)": [(a) => getDocs(byUser(a, UID.customerA)), CUSTOMER_A_AND_OWNER],
    'list own, newest first': [(a) => getDocs(byUser(a, a.uid ?? 'signed-out')), [DENY, ALLOW, ALLOW, ALLOW, ALLOW, ALLOW]],
    'create a link for A': [(a) => setDoc(link(a, 'alice-second'), newLink('alice-second', UID.customerA)), OWNER_ONLY],
    'create a link for oneself': [(a) => setDoc(link(a, 'my-own'), newLink('my-own', a.uid ?? 'signed-out')), OWNER_ONLY],
    "update A's price": [(a) => updateDoc(link(a, ALICE_SLUG), { price: 1 }), OWNER_ONLY],
    "delete A's link": [(a) => deleteDoc(link(a, ALICE_SLUG)), OWNER_ONLY],
  });

  describe('owner writes are validated (rules and zod agree)', () => {
    const slug = 'dana-corporate-gala';
    const valid = newLink(slug, UID.customerB);
    validationCases(suite, 'owner', (a, data) => setDoc(link(a, slug), data), customPackageLinkSchema.strict(), [
      ['a valid link', valid, ALLOW],
      ['a price of 0 (a complimentary package)', { ...valid, price: 0 }, ALLOW],
      ['a negative price', { ...valid, price: -100 }],
      ['a price as a string', { ...valid, price: '4200' }],
      ['an invalid userEmail', { ...valid, userEmail: 'dana at example' }],
      ['packageName over 100 characters', { ...valid, packageName: text(101) }],
      ['description over 5000 characters', { ...valid, description: text(5001) }],
      ['31 features', { ...valid, features: Array.from({ length: 31 }, (_, i) => `Feature ${i}`) }],
      ['an empty customPackageId', { ...valid, customPackageId: '' }],
      ['an empty userId', { ...valid, userId: '' }],
      ['an unknown field', { ...valid, expiresAt: null }],
      ['no slug', without(valid, 'slug')],
    ]);
  });

  describe('owner writes: the slug is the document id', () => {
    validationCases(suite, 'owner', (a, data) => setDoc(link(a, 'the-id'), data), null, [
      ['a slug equal to the id', newLink('the-id', UID.customerA), ALLOW],
      ['a slug different from the id', newLink('another-slug', UID.customerA)],
    ]);
    // Stored under its own (bad) slug, so only the slug format can refuse it.
    validationCases(suite, 'owner', (a, data) => setDoc(link(a, String(data.slug)), data), null, [
      ['a slug that is not kebab-case', newLink('Bad Slug', UID.customerA)],
      ['a slug over 120 characters', newLink(text(121, 'a'), UID.customerA)],
    ]);
  });

  describe('owner updates keep the shape', () => {
    validationCases(suite, 'owner', (a, data) => updateDoc(link(a, ALICE_SLUG), data), null, [
      ['a new price', { price: 3900 }, ALLOW],
      ['renaming the slug', { slug: 'alice-renamed' }],
      ['an unknown field', { views: 3 }],
    ]);
  });
});
