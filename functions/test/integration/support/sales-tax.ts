import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../../../common/collections';
import { NO_SALES_TAX, type SalesTax } from '../../../../common/sales-tax';
import { STUDIO_SETTINGS_ID } from '../../../../common/schemas/settings';
import { TEST_STUDIO } from '../../support/fakes';

/** Runs `body` with settings/studio's sales tax set to `tax`, then puts back what was stored (or removes the document it made). */
export async function withStudioSalesTax<T>(db: Firestore, tax: SalesTax, body: () => Promise<T>): Promise<T> {
  const studio = db.collection(COLLECTIONS.settings).doc(STUDIO_SETTINGS_ID);
  const stored = await studio.get();
  await (stored.exists ? studio.update({ salesTax: tax }) : studio.set({ ...TEST_STUDIO, salesTax: tax }));
  try {
    return await body();
  } finally {
    await (stored.exists ? studio.update({ salesTax: stored.get('salesTax') ?? NO_SALES_TAX }) : studio.delete());
  }
}
