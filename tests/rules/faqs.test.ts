import { collection, orderBy, query } from 'firebase/firestore';
import { faqSchema } from '@common/schemas';
import { describeCatalogue } from './catalogue';
import { faq } from './fixtures';
import { text } from './helpers';

// FAQs have no visibility flag: everything is public.
const valid = faq();

describeCatalogue({
  collection: 'faqs',
  visibility: null,
  make: () => faq(),
  schema: faqSchema,
  publicQuery: (db) => query(collection(db, 'faqs'), orderBy('order')),
  edit: { answer: 'Within three weeks.' },
  invalid: [
    ['question over 300 characters', { ...valid, question: text(301) }],
    ['blank answer', { ...valid, answer: '   ' }],
    ['category over 100 characters', { ...valid, category: text(101) }],
  ],
});
