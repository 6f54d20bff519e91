import { collection, orderBy, query, where } from 'firebase/firestore';
import { serviceSchema } from '@common/schemas';
import { describeCatalogue, imageCases } from './catalogue';
import { service } from './fixtures';
import { text } from './helpers';

const valid = service();

describeCatalogue({
  collection: 'services',
  visibility: 'active',
  make: (active) => service({ active }),
  schema: serviceSchema,
  publicQuery: (db) => query(collection(db, 'services'), where('active', '==', true), orderBy('order')),
  edit: { summary: 'Now with a second shooter.' },
  invalid: [
    ['title over 100 characters', { ...valid, title: text(101) }],
    ['blank title', { ...valid, title: '  ' }],
    ['summary over 200 characters', { ...valid, summary: text(201) }],
    ['description over 5000 characters', { ...valid, description: text(5001) }],
    ['active as a string', { ...valid, active: 'true' }],
    ...imageCases(valid),
  ],
});
