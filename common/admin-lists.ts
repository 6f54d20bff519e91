import type { CollectionName } from './collections';

// The owner's paged lists, as data: which equality filters, sorts and search each offers.
// web/src/data builds its Firestore queries from these, and tests/rules/indexes.test.ts checks
// that firestore.indexes.json serves every combination (filter × search × sort) — one source.

export type Direction = 'asc' | 'desc';
export type Equality = readonly [field: string, value: string | number | boolean | null];

export interface ListSpec {
  collection: CollectionName;
  /** Named equality filters; the UI offers "All" plus these. */
  filters: Record<string, Equality>;
  /** Named sorts, the first is the default; the document id breaks ties. */
  sorts: Record<string, readonly [field: string, direction: Direction]>;
  /** The keywords field for `array-contains` search, when the list is searchable. */
  search?: 'keywords';
}

const visible = (flag: 'active' | 'published', on: string, off: string) => ({ [on]: [flag, true], [off]: [flag, false] }) as const;

export const ADMIN_LISTS = {
  services: {
    collection: 'services',
    filters: visible('active', 'active', 'hidden'),
    sorts: { order: ['order', 'asc'] },
    search: 'keywords',
  },
  packages: {
    collection: 'packages',
    filters: { ...visible('active', 'active', 'hidden'), featured: ['featured', true] },
    sorts: { order: ['order', 'asc'], price: ['price', 'asc'], name: ['name', 'asc'] },
    search: 'keywords',
  },
  gallery: {
    collection: 'gallery',
    filters: { ...visible('published', 'published', 'hidden'), featured: ['featured', true] },
    sorts: { order: ['order', 'asc'], title: ['title', 'asc'] },
    search: 'keywords',
  },
  frames: { collection: 'frames', filters: visible('active', 'active', 'hidden'), sorts: { order: ['order', 'asc'] }, search: 'keywords' },
  faqs: { collection: 'faqs', filters: {}, sorts: { order: ['order', 'asc'] }, search: 'keywords' },
  jobOpenings: {
    collection: 'jobOpenings',
    filters: visible('active', 'active', 'hidden'),
    sorts: { order: ['order', 'asc'] },
    search: 'keywords',
  },
  testimonials: {
    collection: 'testimonials',
    filters: visible('published', 'published', 'hidden'),
    sorts: { order: ['order', 'asc'] },
    search: 'keywords',
  },
  blogs: {
    collection: 'blogs',
    filters: visible('published', 'published', 'drafts'),
    sorts: { newest: ['publishedAt', 'desc'], title: ['title', 'asc'] },
    search: 'keywords',
  },
  softCopies: {
    collection: 'softCopies',
    filters: { delivered: ['status', 'delivered'], unopened: ['openedAt', null], withdrawn: ['status', 'withdrawn'] },
    sorts: { newest: ['createdAt', 'desc'] },
    search: 'keywords',
  },
  customPackages: {
    collection: 'customPackages',
    filters: { current: ['archived', false], archived: ['archived', true] },
    sorts: { newest: ['createdAt', 'desc'], name: ['name', 'asc'], price: ['price', 'asc'] },
    search: 'keywords',
  },
  customPackageLinks: {
    collection: 'customPackageLinks',
    // Expiry is a matter of time, not a stored value: "sent" rows past their date show as expired.
    filters: { sent: ['status', 'sent'], notViewed: ['viewedAt', null], booked: ['status', 'booked'], revoked: ['status', 'revoked'] },
    sorts: { newest: ['createdAt', 'desc'], expiry: ['expiresAt', 'asc'] },
    search: 'keywords',
  },
} as const satisfies Record<string, ListSpec>;

export type AdminListName = keyof typeof ADMIN_LISTS;

/** What one page of a list asks for: the UI's choices, named as in the spec. */
export interface ListParams {
  filter?: string;
  sort?: string;
  /** Already normalised by searchTerm() (common/search.ts). */
  term?: string | null;
}
