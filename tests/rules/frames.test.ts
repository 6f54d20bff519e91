import { collection, orderBy, query, where } from 'firebase/firestore';
import { frameSchema } from '@common/schemas';
import { describeCatalogue, imageCases } from './catalogue';
import { frame } from './fixtures';
import { text } from './helpers';

const valid = frame();

describeCatalogue({
  collection: 'frames',
  visibility: 'active',
  make: (active) => frame({ active }),
  schema: frameSchema,
  publicQuery: (db) => query(collection(db, 'frames'), where('active', '==', true), orderBy('order')),
  edit: { sizes: [{ label: '8x10', price: 130 }] },
  invalid: [
    ['name over 100 characters', { ...valid, name: text(101) }],
    ['material over 100 characters', { ...valid, material: text(101) }],
    ['no sizes', { ...valid, sizes: [] }],
    ['13 sizes', { ...valid, sizes: Array.from({ length: 13 }, (_, i) => ({ label: `${i}x${i}`, price: 100 })) }],
    ['sizes as a map', { ...valid, sizes: { '8x10': 120 } }],
    ...imageCases(valid),
  ],
});
