import { doc, setDoc, updateDoc } from 'firebase/firestore';
import {
  SOCIAL_NETWORKS,
  customPackageSchema,
  softCopySchema,
  studioSettingsSchema,
  userProfileUpdateSchema,
} from '../../../common/schemas';
import { customPackage, mediaImage, newSoftCopy, studioSettings, user } from '../fixtures';
import { UID, asRead } from '../helpers';
import { describeAgreement, useAgreementSuite } from './table';

// What the owner shares with one customer, the studio's settings, and a customer's own profile.
const suite = useAgreementSuite(() => ({
  [`users/${UID.customerA}`]: user('alice@example.com'),
}));

describeAgreement(suite, {
  name: "softCopies: the owner's delivery",
  schema: softCopySchema,
  role: 'owner',
  valid: () => newSoftCopy(UID.customerA),
  write: (a, data, i) => setDoc(doc(a.db, 'softCopies', `delivery-${i}`), data),
  // Whose, and its life: the customer's record decides the first two; soft-copies.test.ts the rest.
  fixed: [
    'userId',
    'userEmail',
    'bookingId',
    'status',
    'withdrawnReason',
    'withdrawnAt',
    'history',
    'linksUpdatedAt',
    'openedAt',
    'createdAt',
  ],
});

describeAgreement(suite, {
  name: "customPackages: the owner's package",
  schema: customPackageSchema,
  role: 'owner',
  valid: () => customPackage(),
  seed: (i) => ({ [`customPackages/cp-${i}`]: customPackage() }),
  write: (a, data, i) => setDoc(doc(a.db, 'customPackages', `cp-${i}`), data),
  fixed: ['createdAt'],
});

const EVERY_SETTING = {
  areaServed: 'Manchester and the North West',
  locale: 'en-GB',
  weekStart: 'monday',
  salesTax: { mode: 'added', ratePercent: 8.875 },
  lateFee: { enabled: true, kind: 'percent', value: 5, afterDays: 7 },
  social: Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, `https://${network}.com/styleandstory`])),
};

describeAgreement(suite, {
  name: "settings: the owner's studio settings",
  schema: studioSettingsSchema,
  role: 'owner',
  // Everything set: the home page's photograph (its every part, srcset and placeholder, is asked
  // about too), the area served and the locale, sales tax, a late fee and the five links. The heaviest settings for the rules (1,000
  // expressions a request), so each value is judged where the limit is nearest.
  valid: () => studioSettings({ heroImage: mediaImage, ...EVERY_SETTING }),
  write: (a, data) => setDoc(doc(a.db, 'settings', 'studio'), data),
  fixed: ['updatedAt'],
  concurrency: 1,
});

describeAgreement(suite, {
  name: "users: a customer's profile",
  schema: userProfileUpdateSchema.required(),
  role: 'customerA',
  valid: () => ({ name: 'Alice', phone: '', avatar: '' }),
  write: (a, data) => updateDoc(doc(a.db, 'users', UID.customerA), data),
  // An update: the fields sent are checked, the record's others stay as they are.
  zodAccepts: (document) => userProfileUpdateSchema.strict().safeParse(asRead(document)).success,
  concurrency: 1,
});
