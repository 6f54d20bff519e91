import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../../../common/collections';
import type { SalesTax } from '../../../../common/sales-tax';
import { STUDIO_SETTINGS_ID, studioSettingsInputSchema } from '../../../../common/schemas/settings';
import { DEMO_STUDIO_INPUT } from '../../support/fakes';

/**
 * Runs `body` with settings/studio's sales tax set to `tax`, then puts back exactly what was stored
 * (or removes the document it made). A stored document the functions would not read (another
 * file's leftover, say a lone home-page photo) is replaced by a whole studio for the while: its tax
 * alone would be ignored with the rest.
 */
export async function withStudioSalesTax<T>(db: Firestore, tax: SalesTax, body: () => Promise<T>): Promise<T> {
  const studio = db.collection(COLLECTIONS.settings).doc(STUDIO_SETTINGS_ID);
  const stored = await studio.get();
  const readable = studioSettingsInputSchema.safeParse(stored.data()).success;
  await (readable ? studio.update({ salesTax: tax }) : studio.set({ ...DEMO_STUDIO_INPUT, salesTax: tax }));
  try {
    return await body();
  } finally {
    await (stored.exists ? studio.set(stored.data()!) : studio.delete());
  }
}
