import { collection, orderBy, query, where } from 'firebase/firestore';
import { packageSchema } from '@common/schemas';
import { describeCatalogue, imageCases } from './catalogue';
import { servicePackage } from './fixtures';
import { ALLOW, text } from './helpers';

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
    // The contract its bookings are sent (docs/contracts.md): optional, '' or an id.
    ['naming a contract template', { ...valid, contractTemplateId: 'tpl-wedding' }, ALLOW],
    ['naming none (the default template)', { ...valid, contractTemplateId: '' }, ALLOW],
    ['a contract template id of 128 characters', { ...valid, contractTemplateId: text(128) }, ALLOW],
    ['a contract template id over 128 characters', { ...valid, contractTemplateId: text(129) }],
    ['a contract template id as null', { ...valid, contractTemplateId: null }],
    ['a contract template id as a list', { ...valid, contractTemplateId: ['tpl-wedding'] }],
    ...imageCases(valid),
  ],
});
