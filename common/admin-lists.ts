import type { CollectionName } from './collections';
import { AWAITING_SIGNATURE } from './schemas/contracts';
import { LEAD_STAGES, SOURCE_CHANNELS } from './schemas/leads';
import { ACTIVE_BOOKING_STATUSES, OPEN_FRAME_ORDER_STATUSES } from './schemas/orders';

// The owner's paged lists, as data: which equality filters, sorts and search each offers.
// web/src/data builds its Firestore queries from these, and tests/rules/indexes.test.ts checks
// that firestore.indexes.json serves every combination (filter × search × sort) — one source.

type Direction = 'asc' | 'desc';
type Scalar = string | number | boolean | null;
export type Equality = readonly [field: string, value: Scalar];
/**
 * A filter beyond equality: a field in a few values and/or a window of days around today on the
 * list's range field (e.g. "upcoming": pending or confirmed, from today to 30 days ahead).
 */
export interface Condition {
  in?: readonly [field: string, values: readonly Scalar[]];
  days?: readonly [from: number, to: number | null];
  /**
   * A window of days around today on `nextDueOn`, the day a booking's next unpaid instalment falls
   * due (the server keeps it, only while one is owed): "overdue", "due in the next 14 days". The
   * list is then ordered by it, soonest first.
   */
  due?: readonly [from: number | null, to: number];
}

/** The field a `due` window bounds. */
export const DUE_FIELD = 'nextDueOn';
type Filter = Equality | Condition;

export interface ListSpec {
  collection: CollectionName;
  /** Named filters; the UI offers "All" plus these. */
  filters: Record<string, Filter>;
  /** Named sorts, the first is the default; the document id breaks ties. */
  sorts: Record<string, readonly [field: string, direction: Direction]>;
  /** The keywords field for `array-contains` search, when the list is searchable. */
  search?: 'keywords';
  /**
   * The sort whose field a from–to range narrows (YYYY-MM-DD days, or timestamps for `time`).
   * Firestore orders a range by its field first, so while a range applies the list uses this sort.
   */
  range?: { sort: string; type: 'day' | 'time' };
}

/**
 * The field a filter constrains with an equality or `in`, if any.
 * @internal Exported for its tests only.
 */
export const filterField = (filter: Filter): string | undefined =>
  Array.isArray(filter) ? (filter as Equality)[0] : (filter as Condition).in?.[0];

// `const` type parameters keep each filter's name a literal: the screens' labels are typed
// against these names (a filter without a label is a compile error), which a `string` would lose.

/** One equality filter per status, named after it. */
function byStatus<const S extends string>(statuses: readonly S[]): Record<S, Equality> {
  const filters: Partial<Record<S, Equality>> = {};
  for (const status of statuses) filters[status] = ['status', status];
  return filters as Record<S, Equality>;
}

/** One equality filter per value of a field, named after it (with a prefix when two fields share names). */
function byField<const V extends string, const P extends string>(field: string, values: readonly V[], prefix: P) {
  const filters: Partial<Record<`${P}${V}`, Equality>> = {};
  for (const value of values) filters[`${prefix}${value}`] = [field, value];
  return filters as Record<`${P}${V}`, Equality>;
}

function visible<const On extends string, const Off extends string>(flag: 'active' | 'published', on: On, off: Off) {
  const filters: Record<string, Equality> = { [on]: [flag, true], [off]: [flag, false] };
  return filters as Record<On | Off, Equality>;
}

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
    filters: { ...visible('published', 'published', 'hidden'), featured: ['featured', true] },
    sorts: { order: ['order', 'asc'] },
    search: 'keywords',
  },
  blogs: {
    collection: 'blogs',
    filters: visible('published', 'published', 'drafts'),
    sorts: { newest: ['publishedAt', 'desc'], title: ['title', 'asc'] },
    search: 'keywords',
  },
  bookings: {
    collection: 'bookings',
    filters: {
      ...byStatus(['pending', 'confirmed', 'declined', 'completed', 'cancelled']),
      // The dashboard's "events in the next 30 days".
      upcoming: { in: ['status', ACTIVE_BOOKING_STATUSES], days: [0, 30] },
      // The dashboard's money tiles: an instalment past its due date, or due within 14 days.
      overdue: { due: [null, -1] },
      dueSoon: { due: [0, 14] },
      // The dashboard's "awaiting signature": a contract sent (or opened) and not yet signed.
      awaitingSignature: { in: ['contractState', AWAITING_SIGNATURE] },
    },
    sorts: { newest: ['createdAt', 'desc'], eventDate: ['eventDate', 'asc'] },
    search: 'keywords',
    range: { sort: 'eventDate', type: 'day' },
  },
  frameOrders: {
    collection: 'frameOrders',
    filters: {
      open: { in: ['status', OPEN_FRAME_ORDER_STATUSES] },
      ...byStatus(['received', 'printing', 'ready', 'delivered', 'cancelled']),
    },
    sorts: { newest: ['createdAt', 'desc'] },
    search: 'keywords',
  },
  // Users carry exactly the spec's fields (no keywords): All Users searches by name or email
  // prefix instead (web/src/data/users.ts), and New Users is the last 30 days of sign-ups.
  users: {
    collection: 'users',
    filters: { recent: { days: [-30, null] } },
    sorts: { newest: ['createdAt', 'desc'], name: ['name', 'asc'], email: ['email', 'asc'] },
    range: { sort: 'newest', type: 'time' },
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
  // Admin → Contracts: the owner's templates (no keywords: a studio has a handful), archived, never deleted.
  contractTemplates: {
    collection: 'contractTemplates',
    filters: { current: ['archived', false], archived: ['archived', true] },
    sorts: { name: ['name', 'asc'], updated: ['updatedAt', 'desc'] },
  },
  // Admin → Sessions (docs/sessions.md): the timed session types, on the site or off.
  sessionTypes: {
    collection: 'sessionTypes',
    filters: { offered: ['active', true], off: ['active', false] },
    sorts: { name: ['name', 'asc'], updated: ['updatedAt', 'desc'] },
  },
  workflows: { collection: 'workflows', filters: {}, sorts: { name: ['name', 'asc'], updated: ['updatedAt', 'desc'] } },
  questionnaires: {
    collection: 'questionnaires',
    filters: { current: ['archived', false], archived: ['archived', true] },
    sorts: { name: ['name', 'asc'], updated: ['updatedAt', 'desc'] },
  },
  // Admin → Leads (docs/inquiries.md): by stage or by source; the event's month is a range on its day.
  leads: {
    collection: 'leads',
    filters: { ...byField('stage', LEAD_STAGES, ''), ...byField('channel', SOURCE_CHANNELS, 'from-') },
    sorts: { recent: ['lastInquiryAt', 'desc'], eventDate: ['eventDate', 'asc'] },
    search: 'keywords',
    range: { sort: 'eventDate', type: 'day' },
  },
  // The media library: every uploaded photo, newest first, searched by file name and alt text.
  media: { collection: 'media', filters: {}, sorts: { newest: ['createdAt', 'desc'], name: ['filename', 'asc'] }, search: 'keywords' },
} as const satisfies Record<string, ListSpec>;

export type AdminListName = keyof typeof ADMIN_LISTS;

/** What one page of a list asks for: the UI's choices, named as in the spec. */
export interface ListParams {
  filter?: string;
  sort?: string;
  /** Already normalised by searchTerm() (common/search.ts). */
  term?: string | null;
  /** Inclusive YYYY-MM-DD bounds on the spec's range field. */
  range?: { from?: string; to?: string };
}
