// The shared shape of the catalogue suites (services, packages, gallery, frames, blogs, faqs,
// jobOpenings, testimonials): public reads of visible items, owner-only validated writes.
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
  type DocumentData,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import { describe } from 'vitest';
import type { ZodObject } from 'zod';
import {
  ALLOW,
  EVERYONE,
  OWNER_ONLY,
  accessMatrix,
  text,
  useRulesSuite,
  validationCases,
  without,
  type Case,
  type Operation,
  type Row,
} from './helpers';
import { image, mediaImage } from './fixtures';

export interface CatalogueSpec {
  collection: string;
  /** The field that hides an item from the public; faqs have none. */
  visibility: 'active' | 'published' | null;
  /** A valid document; `visible` sets the visibility flag, `id` is the document id it is written to. */
  make: (visible: boolean, id: string) => DocumentData;
  schema: ZodObject;
  /** The query the public site makes, exactly as web/src/data builds it. */
  publicQuery: (db: Firestore) => Query;
  /** A field and a valid new value, for the update row. */
  edit: DocumentData;
  /** Documents the owner must not be able to write: [name, document]. */
  invalid: Case[];
  /** Further access rows, e.g. other queries the site makes. */
  moreRows?: Record<string, [Operation, Row]>;
}

export function describeCatalogue(spec: CatalogueSpec): void {
  const { collection: name, visibility } = spec;
  const suite = useRulesSuite(() => ({
    [`${name}/visible`]: spec.make(true, 'visible'),
    ...(visibility ? { [`${name}/hidden`]: spec.make(false, 'hidden') } : {}),
  }));
  const ref = (db: Firestore, id: string) => doc(db, name, id);

  const rows: Record<string, [Operation, Row]> = {
    'get a visible item': [(a) => getDoc(ref(a.db, 'visible')), EVERYONE],
    // The web app reads unknown ids through the visible list for this reason.
    'get a missing item': [(a) => getDoc(ref(a.db, 'missing')), visibility ? OWNER_ONLY : EVERYONE],
    'list, unfiltered': [(a) => getDocs(collection(a.db, name)), visibility ? OWNER_ONLY : EVERYONE],
    'list as the public site queries': [(a) => getDocs(spec.publicQuery(a.db)), EVERYONE],
    create: [(a) => setDoc(ref(a.db, 'new'), spec.make(true, 'new')), OWNER_ONLY],
    update: [(a) => updateDoc(ref(a.db, 'visible'), spec.edit), OWNER_ONLY],
    delete: [(a) => deleteDoc(ref(a.db, 'visible')), OWNER_ONLY],
  };
  if (visibility) {
    rows['get a hidden item'] = [(a) => getDoc(ref(a.db, 'hidden')), OWNER_ONLY];
    rows[`list hidden items (where ${visibility} == false)`] = [
      (a) => getDocs(query(collection(a.db, name), where(visibility, '==', false))),
      OWNER_ONLY,
    ];
  }

  describe(name, () => {
    accessMatrix(suite, { ...rows, ...spec.moreRows });

    describe('owner writes are validated (rules and zod agree)', () => {
      const valid = spec.make(true, 'new');
      const [firstKey] = Object.keys(valid);
      validationCases(suite, 'owner', (a, data) => setDoc(ref(a.db, 'new'), data), spec.schema.strict(), [
        ['a valid document', valid, ALLOW],
        ['an unknown field', { ...valid, isAdmin: true }],
        [`no ${firstKey}`, without(valid, firstKey)],
        ['order as a string', { ...valid, order: '1' }],
        ['order as a float', { ...valid, order: 1.5 }],
        ['order beyond a million', { ...valid, order: 1_000_001 }],
        ['keywords as a string', { ...valid, keywords: 'wedding' }],
        ['201 keywords', { ...valid, keywords: Array.from({ length: 201 }, (_, i) => `k${i}`) }],
        ...spec.invalid,
      ]);
    });

    describe('owner updates keep the shape', () => {
      validationCases(suite, 'owner', (a, data) => updateDoc(ref(a.db, 'visible'), data), null, [
        ['a valid edit', spec.edit, ALLOW],
        ['an added unknown field', { featuredOnHome: true }],
        ['order set to null', { order: null }],
      ]);
    });
  });
}

/** Cases for an image field, shared by every catalogue collection that has one. */
export function imageCases(valid: DocumentData, field = 'image'): Case[] {
  return [
    [`${field} as a string`, { ...valid, [field]: 'https://cdn.example.com/a.jpg' }],
    [`${field} with zero width`, { ...valid, [field]: { ...image, width: 0 } }],
    [`${field} src over 2048 characters`, { ...valid, [field]: { ...image, src: text(2049) } }],
    [`${field} without alt`, { ...valid, [field]: without(image, 'alt') }],
    [`${field} src neither a web address nor a site path`, { ...valid, [field]: { ...image, src: 'javascript:alert(1)' } }],
    [`${field} src with a space`, { ...valid, [field]: { ...image, src: '/images/a photo.jpg' } }],
    // A library photo's ref: srcset per format and placeholder, all served by this site.
    [`${field} from the media library`, { ...valid, [field]: mediaImage }, ALLOW],
    [
      `${field} with a srcset off the site`,
      { ...valid, [field]: { ...mediaImage, srcset: { webp: 'https://cdn.example.com/a.webp 320w' } } },
    ],
    [
      `${field} with a srcset in an unknown format`,
      { ...valid, [field]: { ...mediaImage, srcset: { png: '/media/m1abc/320w.png 320w' } } },
    ],
    [`${field} with an empty srcset`, { ...valid, [field]: { ...mediaImage, srcset: {} } }],
    [`${field} with a srcset as a string`, { ...valid, [field]: { ...mediaImage, srcset: '/media/m1abc/320w.jpg 320w' } }],
    [
      `${field} with a placeholder that is not a WebP data URI`,
      { ...valid, [field]: { ...mediaImage, placeholder: 'https://cdn.example.com/blur.webp' } },
    ],
    [`${field} with a media id holding a slash`, { ...valid, [field]: { ...mediaImage, mediaId: 'a/b' } }],
  ];
}
