import type { Firestore } from 'firebase-admin/firestore';
import type { z } from 'zod';
import { COLLECTIONS, SUBCOLLECTIONS, type CollectionName } from '@common/collections';
import {
  keywordsOf,
  blogSchema,
  contractSettingsSchema,
  contractTemplateSchema,
  questionnaireSchema,
  faqSchema,
  frameSchema,
  galleryItemSchema,
  jobOpeningSchema,
  packageSchema,
  serviceSchema,
  paymentSettingsSchema,
  policiesSchema,
  studioSettingsSchema,
  testimonialSchema,
} from '@common/schemas';
import { BLOGS } from './blogs';
import { CONTRACT_SETTINGS, CONTRACT_TEMPLATES } from './contracts';
import { QUESTIONNAIRES } from './questionnaires';
import { FAQS } from './faqs';
import { FRAMES } from './frames';
import { GALLERY } from './gallery';
import { imageRef } from './images';
import { JOB_OPENINGS } from './jobs';
import { PACKAGES } from './packages';
import { SERVICES } from './services';
import { PAYMENT_SETTINGS, POLICIES, STUDIO_SETTINGS } from './studio-settings';
import { TESTIMONIALS } from './testimonials';
import type { SeedDoc } from './types';

export { BLOGS, FAQS, FRAMES, GALLERY, JOB_OPENINGS, PACKAGES, SERVICES, TESTIMONIALS };
export { FAQ_CATEGORIES } from './faqs';
export { GALLERY_CATEGORIES } from './gallery';
export { PACKAGE_CATEGORIES } from './packages';
export { IMAGES, imagePath, imageRef, type ImageKey } from './images';
export type { SeedDoc } from './types';

/** Pictures the pages use directly, not through a document. */
export const SITE_IMAGES = {
  hero: imageRef('hero/hero'),
  about: imageRef('about/studio'),
} as const;

export interface SeedCollection {
  collection: CollectionName;
  schema: z.ZodType;
  docs: readonly SeedDoc<unknown>[];
}

/** A catalogue collection's seed documents with their search keywords, derived as the app does. */
function catalogue<T>(collection: CollectionName, schema: z.ZodType, docs: readonly SeedDoc<T>[], keywords: (data: T) => string[]) {
  return { collection, schema, docs: docs.map(({ id, data }) => ({ id, data: { ...data, keywords: keywords(data) } })) };
}

/** Everything the seed writes, collection by collection, with the schema each document must pass. */
export const SEED_COLLECTIONS: readonly SeedCollection[] = [
  catalogue(COLLECTIONS.services, serviceSchema, SERVICES, keywordsOf.services),
  catalogue(COLLECTIONS.packages, packageSchema, PACKAGES, keywordsOf.packages),
  catalogue(COLLECTIONS.gallery, galleryItemSchema, GALLERY, keywordsOf.gallery),
  catalogue(COLLECTIONS.frames, frameSchema, FRAMES, keywordsOf.frames),
  catalogue(COLLECTIONS.blogs, blogSchema, BLOGS, keywordsOf.blogs),
  catalogue(COLLECTIONS.faqs, faqSchema, FAQS, keywordsOf.faqs),
  catalogue(COLLECTIONS.jobOpenings, jobOpeningSchema, JOB_OPENINGS, keywordsOf.jobOpenings),
  catalogue(COLLECTIONS.testimonials, testimonialSchema, TESTIMONIALS, keywordsOf.testimonials),
  { collection: COLLECTIONS.settings, schema: studioSettingsSchema, docs: STUDIO_SETTINGS },
  { collection: COLLECTIONS.settings, schema: policiesSchema, docs: POLICIES },
  { collection: COLLECTIONS.ownerSettings, schema: paymentSettingsSchema, docs: PAYMENT_SETTINGS },
  { collection: COLLECTIONS.settings, schema: contractSettingsSchema, docs: CONTRACT_SETTINGS },
  { collection: COLLECTIONS.contractTemplates, schema: contractTemplateSchema, docs: CONTRACT_TEMPLATES },
  { collection: COLLECTIONS.questionnaires, schema: questionnaireSchema, docs: QUESTIONNAIRES },
];

export type SeedSummary = Partial<Record<CollectionName, number>>;

// Firestore allows 500 writes per batch; stay well under it.
const BATCH_LIMIT = 400;

/**
 * Writes every seed document with its stable id. set() without merge replaces the document
 * entirely, so seeding twice gives the same data and the same counts. Documents are validated
 * first: a bad seed fails before anything is written.
 */
export async function seed(db: Firestore): Promise<SeedSummary> {
  const writes = SEED_COLLECTIONS.flatMap(({ collection, schema, docs }) =>
    docs.map((doc) => {
      const parsed = schema.safeParse(doc.data);
      if (!parsed.success) throw new Error(`Seed document ${collection}/${doc.id} is invalid: ${parsed.error.message}`);
      return { ref: db.collection(collection).doc(doc.id), data: doc.data as Record<string, unknown> };
    }),
  );
  for (let i = 0; i < writes.length; i += BATCH_LIMIT) {
    const batch = db.batch();
    for (const { ref, data } of writes.slice(i, i + BATCH_LIMIT)) batch.set(ref, data);
    await batch.commit();
  }
  // Each template's saved text, as a save in Admin → Contracts keeps it (versions/{version}).
  const versions = db.batch();
  for (const { id, data } of CONTRACT_TEMPLATES) {
    const version = { name: data.name, body: data.body, version: data.version, savedAt: data.updatedAt };
    versions.set(
      db.collection(COLLECTIONS.contractTemplates).doc(id).collection(SUBCOLLECTIONS.contractTemplateVersions).doc(String(data.version)),
      version,
    );
  }
  await versions.commit();
  const summary: SeedSummary = {};
  for (const { collection, docs } of SEED_COLLECTIONS) summary[collection] = (summary[collection] ?? 0) + docs.length;
  return summary;
}

/** True when the catalogue already has content (start scripts seed only an empty database). */
export async function isSeeded(db: Firestore): Promise<boolean> {
  const snapshot = await db.collection(COLLECTIONS.services).limit(1).get();
  return !snapshot.empty;
}
