import { deleteDoc, doc, updateDoc, type DocumentData, type Firestore } from 'firebase/firestore';
import type { z } from 'zod';
import type { CollectionName } from '@common/collections';
import { UserFacingError } from '@/lib/user-facing-error';
import { useBound } from './bind';

/**
 * A collection whose stored documents the owner may correct: a data module's collection (name and
 * schema), the fields the owner may set (common/repairs.ts for the customers' records), and how
 * its search keywords are derived, when the owner may rewrite them.
 */
export type RepairTarget<T = unknown> = {
  name: CollectionName;
  schema: z.ZodType<T>;
  fields: readonly string[];
  keywords?(doc: T, id: string): string[];
};

const fieldsOf = (error: z.ZodError) => [...new Set(error.issues.map((issue) => String(issue.path[0] ?? '')))];

/**
 * The top-level fields of `data` that `schema` refuses (a refinement names its field in its path).
 * @internal Exported for its tests only.
 */
export function failingFields(schema: z.ZodType, data: unknown): string[] {
  const result = schema.safeParse(data);
  return result.success ? [] : fieldsOf(result.error);
}

/**
 * Writes the owner's corrections of a document its schema refused: only the corrected fields (and
 * the keywords derived again), and only when the whole document then matches the schema, as the
 * rules require. `current` is the stored document as read.
 * @internal Exported for its tests only.
 */
export async function repairDocument<T>(
  db: Firestore,
  target: RepairTarget<T>,
  id: string,
  current: DocumentData,
  corrections: DocumentData,
) {
  const foreign = Object.keys(corrections).filter((field) => !target.fields.includes(field));
  if (foreign.length > 0) throw new Error(`Not the owner's to correct: ${foreign.join(', ')}`);
  const derive = target.keywords && target.fields.includes('keywords');
  // Keywords come from the corrected document, so the rest is checked first with an empty list.
  const checked = target.schema.safeParse({ ...current, ...corrections, ...(derive ? { keywords: [] } : {}) });
  if (!checked.success) throw new UserFacingError(`It still doesn't fit: ${fieldsOf(checked.error).join(', ')}. Nothing was saved.`);
  const patch = derive ? { ...corrections, keywords: target.keywords!(checked.data, id) } : corrections;
  await updateDoc(doc(db, target.name, id), patch);
}

/** Deletes a document the owner may remove (the rules decide: common/repairs.ts). */
const removeDocument = (db: Firestore, target: Pick<RepairTarget, 'name'>, id: string) => deleteDoc(doc(db, target.name, id));

export const useRepairDocument = () => useBound(repairDocument);
export const useRemoveDocument = () => useBound(removeDocument);
