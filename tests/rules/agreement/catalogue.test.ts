import { doc, setDoc, type DocumentData } from 'firebase/firestore';
import type { ZodObject } from 'zod';
import {
  blogSchema,
  faqSchema,
  frameSchema,
  galleryItemSchema,
  jobOpeningSchema,
  packageSchema,
  serviceSchema,
  testimonialSchema,
} from '../../../common/schemas';
import { blog, faq, frame, galleryItem, jobOpening, service, servicePackage, testimonial } from '../fixtures';
import { describeAgreement, useAgreementSuite } from './table';

// The catalogue, as the owner writes it: every field of every collection (a blog's publishing
// state, published and when, is a matter of authority, covered in blogs.test.ts).
const suite = useAgreementSuite();

const catalogue: [string, ZodObject, (i: number) => DocumentData, string[]][] = [
  ['services', serviceSchema, () => service(), []],
  ['packages', packageSchema, () => servicePackage(), []],
  ['gallery', galleryItemSchema, () => galleryItem(), []],
  ['frames', frameSchema, () => frame(), []],
  // A post's id is its slug: one post per case, a first publish each time.
  ['blogs', blogSchema, (i) => blog({ slug: `post-${i}` }), ['published', 'publishedAt']],
  ['faqs', faqSchema, () => faq(), []],
  ['jobOpenings', jobOpeningSchema, () => jobOpening(), []],
  ['testimonials', testimonialSchema, () => testimonial(), []],
];

/** The slug as the post's id when it can be one (a written slug that is no id is refused by both anyway). */
const idOf = (slug: unknown, i: number) =>
  typeof slug === 'string' && /^[^/]+$/.test(slug) && !/^[.]+$/.test(slug) && !/^__.*__$/.test(slug) ? slug : `item-${i}`;

for (const [name, schema, make, fixed] of catalogue) {
  describeAgreement(suite, {
    name: `${name}: the owner's item`,
    schema,
    role: 'owner',
    valid: make,
    write: (a, data, i) => setDoc(doc(a.db, name, name === 'blogs' ? idOf(data.slug, i) : `item-${i}`), data),
    fixed,
  });
}
