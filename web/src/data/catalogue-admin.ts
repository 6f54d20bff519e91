import {
  deleteDoc,
  doc,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import type { z } from 'zod';
import type { defineCollection } from './collection';

type Collection<S extends z.ZodType<DocumentData>> = ReturnType<typeof defineCollection<S>>;
type Ordered = { order: number };

/**
 * The owner's writes for an ordered catalogue collection (services, packages, gallery, frames,
 * FAQs, job openings, testimonials). Every save is parsed by the collection's schema first, with
 * its search keywords derived here, never typed.
 */
export function catalogueWrites<In extends DocumentData & Ordered, S extends z.ZodType<DocumentData>>(
  collection: Collection<S>,
  inputSchema: z.ZodType<In>,
  keywords: (input: In) => string[],
) {
  const ref = (db: Firestore, id: string) => doc(collection.rawRef(db), id);
  return {
    collection,
    /** An id for a new item, taken once per form so a repeated save rewrites the same document. */
    newId: (db: Firestore) => doc(collection.rawRef(db)).id,

    /** Creates or replaces the whole document. */
    async save(db: Firestore, id: string, input: unknown) {
      const valid = inputSchema.parse(input);
      const stored = collection.schema.parse({ ...valid, keywords: keywords(valid) });
      await setDoc(ref(db, id), stored as DocumentData);
    },

    /** Just after the last item, so a new one appears at the end of the public list. */
    async nextOrder(db: Firestore) {
      const last = await getDocs(query(collection.rawRef(db), orderBy('order', 'desc'), limit(1)));
      return last.empty ? 1 : Number(last.docs[0].data().order) + 1;
    },

    /** Swaps the display order with the neighbour above (-1) or below (+1); false at either end. */
    async move(db: Firestore, item: { id: string } & Ordered, direction: -1 | 1) {
      const neighbour = await getDocs(
        query(
          collection.rawRef(db),
          where('order', direction === 1 ? '>' : '<', item.order),
          orderBy('order', direction === 1 ? 'asc' : 'desc'),
          limit(1),
        ),
      );
      if (neighbour.empty) return false;
      const other = neighbour.docs[0];
      const batch = writeBatch(db);
      batch.update(ref(db, item.id), { order: other.data().order });
      batch.update(other.ref, { order: item.order });
      await batch.commit();
      return true;
    },

    /** Turns one on/off flag (active, published, featured) without touching the rest. */
    setFlag: (db: Firestore, id: string, field: string, value: boolean) => updateDoc(ref(db, id), { [field]: value }),

    remove: (db: Firestore, id: string) => deleteDoc(ref(db, id)),
  };
}
export type CatalogueWrites = ReturnType<typeof catalogueWrites>;

/** The writes bound to the app's Firestore, for components (which never hold one). */
export function useCatalogueWrites(writes: CatalogueWrites) {
  const db = useFirestore();
  return useMemo(
    () => ({
      newId: () => writes.newId(db),
      save: (id: string, input: unknown) => writes.save(db, id, input),
      nextOrder: () => writes.nextOrder(db),
      move: (item: { id: string } & Ordered, direction: -1 | 1) => writes.move(db, item, direction),
      setFlag: (id: string, field: string, value: boolean) => writes.setFlag(db, id, field, value),
      remove: (id: string) => writes.remove(db, id),
    }),
    [db, writes],
  );
}
export type BoundCatalogueWrites = ReturnType<typeof useCatalogueWrites>;
