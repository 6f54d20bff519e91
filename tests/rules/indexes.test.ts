import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ZodObject } from 'zod';
import { COLLECTIONS, type CollectionName } from '@common/collections';
import * as schemas from '@common/schemas';
import { ADMIN_LISTS, filterField, type ListSpec } from '@common/admin-lists';

// No emulator (it does not enforce indexes): checks firestore.indexes.json against the data
// model and against the composite queries the app makes (web/src/data).
interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
}
interface Index {
  collectionGroup: string;
  queryScope: string;
  fields: IndexField[];
}
const { indexes } = JSON.parse(readFileSync(new URL('../../firestore.indexes.json', import.meta.url), 'utf8')) as {
  indexes: Index[];
};

const schemaOf: Record<CollectionName, ZodObject> = {
  users: schemas.userSchema,
  services: schemas.serviceSchema,
  packages: schemas.packageSchema,
  gallery: schemas.galleryItemSchema,
  frames: schemas.frameSchema,
  bookings: schemas.bookingSchema,
  pendingBookings: schemas.pendingBookingsSchema,
  frameOrders: schemas.frameOrderSchema,
  payments: schemas.paymentSchema,
  paymentLedgers: schemas.paymentLedgerSchema,
  paymentSchedules: schemas.paymentScheduleSchema,
  framePayments: schemas.framePaymentSchema,
  calendar: schemas.calendarDaySchema,
  settings: schemas.studioSettingsSchema.extend(schemas.policiesSchema.shape),
  ownerSettings: schemas.paymentSettingsSchema,
  softCopies: schemas.softCopySchema,
  customPackages: schemas.customPackageSchema,
  customPackageLinks: schemas.customPackageLinkSchema,
  blogs: schemas.blogSchema,
  faqs: schemas.faqSchema,
  jobOpenings: schemas.jobOpeningSchema,
  testimonials: schemas.testimonialSchema,
  contactMessages: schemas.contactMessageSchema,
  supportRequests: schemas.supportRequestSchema,
  media: schemas.mediaSchema,
  clientGalleries: schemas.clientGallerySchema,
  galleryPayments: schemas.galleryPaymentSchema,
  gallerySlips: schemas.gallerySlipSchema,
  transferSlips: schemas.slipSchema,
  contractTemplates: schemas.contractTemplateSchema,
  contracts: schemas.contractSchema,
  questionnaires: schemas.questionnaireSchema,
  bookingQuestionnaires: schemas.bookingQuestionnaireSchema,
  workflows: schemas.workflowSchema,
  workflowRuns: schemas.workflowRunSchema,
  ownerTasks: schemas.ownerTaskSchema,
  reviews: schemas.reviewSchema,
  recordHolds: schemas.recordHoldSchema,
  archive: schemas.archiveRecordSchema,
  inquiries: schemas.inquirySchema,
  leads: schemas.leadSchema,
  busyDays: schemas.busyMonthSchema,
  sessionTypes: schemas.sessionTypeSchema,
  sessionSlots: schemas.sessionSlotSchema,
  sessionBookings: schemas.sessionBookingSchema,
  calendarBusy: schemas.calendarBusySchema,
};

// Equality filter, then order: [collection, 'field ==', 'field asc|desc'].
const APP_QUERIES: [CollectionName, string, string][] = [
  ['bookings', 'userId', 'createdAt desc'],
  ['frameOrders', 'userId', 'createdAt desc'],
  ['payments', 'userId', 'createdAt desc'],
  ['payments', 'bookingId', 'createdAt asc'],
  ['transferSlips', 'userId', 'createdAt desc'],
  ['transferSlips', 'bookingId', 'createdAt asc'],
  ['bookings', 'eventDate', 'createdAt asc'],
  ['softCopies', 'userId', 'createdAt desc'],
  ['customPackageLinks', 'userId', 'createdAt desc'],
  ['services', 'active', 'order asc'],
  ['packages', 'active', 'order asc'],
  ['frames', 'active', 'order asc'],
  ['jobOpenings', 'active', 'order asc'],
  ['gallery', 'published', 'order asc'],
  ['testimonials', 'published', 'order asc'],
  ['blogs', 'published', 'publishedAt desc'],
  ['bookingQuestionnaires', 'bookingId', 'sentAt asc'],
  ['bookingQuestionnaires', 'userId', 'sentAt desc'],
  ['ownerTasks', 'done', 'dueOn asc'],
];

const describeField = (f: IndexField) => `${f.fieldPath} ${f.arrayConfig ? 'contains' : f.order === 'DESCENDING' ? 'desc' : 'asc'}`;
const describeIndex = (index: Index) => `${index.collectionGroup}(${index.fields.map(describeField).join(', ')})`;

// Every view of the owner's lists (common/admin-lists.ts, which web/src/data queries from):
// a filter and/or a search with each sort. Without either, single-field indexes serve it.
// A range (spec.range) orders by its own field, which is one of the sorts: no other index.
const ADMIN_VIEWS: string[] = Object.values(ADMIN_LISTS as Record<string, ListSpec>).flatMap((spec) =>
  Object.values(spec.sorts).flatMap(([field, direction]) => {
    const sort = `${field} ${direction}`;
    const filters = [...new Set(Object.values(spec.filters).flatMap((f) => filterField(f) ?? []))];
    const search = 'search' in spec ? `${spec.search} contains` : null;
    return [
      ...filters.map((f) => `${spec.collection}(${f} asc, ${sort})`),
      ...(search
        ? [`${spec.collection}(${search}, ${sort})`, ...filters.map((f) => `${spec.collection}(${f} asc, ${search}, ${sort})`)]
        : []),
    ];
  }),
);

describe('firestore.indexes.json', () => {
  it('names only known collections and fields of their schemas', () => {
    for (const index of indexes) {
      const schema = schemaOf[index.collectionGroup as CollectionName];
      expect(schema, `unknown collection ${index.collectionGroup}`).toBeDefined();
      expect(index.queryScope).toBe('COLLECTION');
      // A nested field (stripe.eventType) belongs to its top-level field of the schema.
      for (const field of index.fields) expect(Object.keys(schema.shape), describeIndex(index)).toContain(field.fieldPath.split('.')[0]);
    }
    expect(Object.keys(schemaOf).sort()).toEqual(Object.values(COLLECTIONS).sort());
  });

  it.each(APP_QUERIES)('serves %s where %s == … order by %s', (collection, equality, order) => {
    const [orderField, direction] = order.split(' ');
    const wanted = `${collection}(${equality} asc, ${orderField} ${direction})`;
    expect(indexes.map(describeIndex)).toContain(wanted);
  });

  it('serves the home page highlights: gallery where published == and featured == … order by order', () => {
    expect(indexes.map(describeIndex)).toContain('gallery(published asc, featured asc, order asc)');
  });

  it('serves the home page testimonials: testimonials where published == and featured == … order by order', () => {
    expect(indexes.map(describeIndex)).toContain('testimonials(published asc, featured asc, order asc)');
  });

  it('serves the home page packages: packages where active == and featured == … order by order', () => {
    expect(indexes.map(describeIndex)).toContain('packages(active asc, featured asc, order asc)');
  });

  it.each(ADMIN_VIEWS)('serves the owner list view %s', (wanted) => {
    expect(indexes.map(describeIndex)).toContain(wanted);
  });

  it('serves the dashboard: bookings where status in … and eventDate in a range', () => {
    expect(indexes.map(describeIndex)).toContain('bookings(status asc, eventDate asc)');
  });

  // The Reports aggregations (functions/src/books/report-figures.ts): an equality, then a range.
  it.each([
    'payments(method asc, receivedOn asc)',
    'payments(kind asc, receivedOn asc)',
    'payments(stripe.eventType asc, receivedOn asc)',
    'bookings(paymentStatus asc, status asc, eventDate asc)',
    'bookings(packageId asc, status asc, eventDate asc)',
    'galleryPayments(purpose asc, receivedOn asc)',
  ])('serves the Reports figures: %s', (wanted) => {
    expect(indexes.map(describeIndex)).toContain(wanted);
  });

  it('serves the owner list of overdue or soon-due bookings searched: keywords contains … and nextDueOn in a window', () => {
    expect(indexes.map(describeIndex)).toContain('bookings(keywords contains, nextDueOn asc)');
  });

  it('declares no index twice', () => {
    const all = indexes.map(describeIndex);
    expect(new Set(all).size).toBe(all.length);
  });
});
