import { collection, orderBy, query, where } from 'firebase/firestore';
import { jobOpeningSchema } from '@common/schemas';
import { describeCatalogue } from './catalogue';
import { jobOpening } from './fixtures';
import { text } from './helpers';

const valid = jobOpening();

describeCatalogue({
  collection: 'jobOpenings',
  visibility: 'active',
  make: (active) => jobOpening({ active }),
  schema: jobOpeningSchema,
  publicQuery: (db) => query(collection(db, 'jobOpenings'), where('active', '==', true), orderBy('order')),
  edit: { location: 'San Francisco or Oakland' },
  invalid: [
    ['an unknown type', { ...valid, type: 'Volunteer' }],
    ['title over 100 characters', { ...valid, title: text(101) }],
    ['summary over 500 characters', { ...valid, summary: text(501) }],
    ['21 responsibilities', { ...valid, responsibilities: Array.from({ length: 21 }, (_, i) => `Duty ${i}`) }],
    ['requirements as a string', { ...valid, requirements: 'A camera' }],
  ],
});
