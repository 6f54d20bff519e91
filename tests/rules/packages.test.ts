import { collection, orderBy, query, where } from 'firebase/firestore';
import { packageSchema } from '@common/schemas';
import { describeCatalogue, imageCases } from './catalogue';
import { servicePackage } from './fixtures';
import { text } from './helpers';

const valid = servicePackage();

describeCatalogue({
  collection: 'packages',
  visibility: 'active',
  make: (active) => servicePackage({ active }),
  schema: packageSchema,
  publicQuery: (db) => query(collection(db, 'packages'), where('active', '==', true), orderBy('order')),
  edit: { price: 1650 },
  invalid: [
    ['name over 100 characters', { ...valid, name: text(101) }],
    ['a negative price', { ...valid, price: -1 }],
    ['a price over 1,000,000', { ...valid, price: 1_000_001 }],
    ['a fractional price', { ...valid, price: 1499.99 }],
    ['a price as a string', { ...valid, price: '1500' }],
    ['features as a string', { ...valid, features: 'Two photographers' }],
    ['31 features', { ...valid, features: Array.from({ length: 31 }, (_, i) => `Feature ${i}`) }],
    ['featured as a number', { ...valid, featured: 1 }],
    ['duration over 100 characters', { ...valid, duration: text(101) }],
    ...imageCases(valid),
  ],
});
