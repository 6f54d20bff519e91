import {
  collection,
  doc,
  type DocumentData,
  type Firestore,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import type { z } from 'zod';
import type { CollectionName } from '@common/collections';

export type WithId<T> = T & { id: string };

/**
 * A converter that validates a document with the collection's schema (Timestamps → Dates), for
 * the reads inside writes (a transaction confirming a booking): there a refused document stops
 * the write with its reason. Screens read through live.ts instead, which sets refused documents
 * aside and shows the rest.
 * @internal Exported for its tests only.
 */
export function schemaConverter<S extends z.ZodType<DocumentData>>(schema: S): FirestoreDataConverter<z.infer<S>> {
  return {
    toFirestore: (value) => value as DocumentData,
    fromFirestore: (snapshot: QueryDocumentSnapshot) => {
      // A write of ours still on its way holds null for its serverTimestamp(); show the local estimate instead.
      const parsed = schema.safeParse(snapshot.data({ serverTimestamps: 'estimate' }));
      if (!parsed.success) {
        throw new Error(
          `Invalid document ${snapshot.ref.path}: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
        );
      }
      return parsed.data;
    },
  };
}

/** One collection: its name and schema (what live.ts reads with), and typed refs for writes. */
export function defineCollection<S extends z.ZodType<DocumentData>>(name: CollectionName, schema: S) {
  const converter = schemaConverter(schema);
  return {
    name,
    schema: schema as unknown as z.ZodType<z.infer<S>>,
    doc: (db: Firestore, id: string) => doc(db, name, id).withConverter(converter),
    /** Untyped ref for writes that carry sentinels such as serverTimestamp(). */
    rawRef: (db: Firestore) => collection(db, name),
  };
}
