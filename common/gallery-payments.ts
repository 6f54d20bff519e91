// What a gallery's ledger (galleryPayments, issue 38) unlocks, decided from its entries alone, so
// the webhook, the checkout of extras, the selection function and the slip path all agree. A
// payment entry unlocks its photos while what it brought in, less every refund or dispute on it,
// is above zero: refunded in full (or withdrawn by a dispute), its photos lock again unless another
// payment still covers them; a won dispute returns the money and unlocks them again. A partial
// refund (a goodwill discount) keeps them unlocked.

/** The fields of a galleryPayments entry this reads (common/schemas/client-galleries.ts). */
export interface GalleryLedgerEntry {
  id: string;
  kind: 'payment' | 'refund';
  /** Signed: a refund is negative. */
  amount: number;
  photoIds: readonly string[];
  /** The payment entry a refund, a dispute or a returned dispute belongs to (entries since the relock); absent on older entries. */
  adjusts?: string | null;
  /** Stripe's payment: older entries of a card payment are matched to it by its intent. */
  stripe?: { paymentIntentId: string } | null;
}

/** The entries that adjust a payment: those naming it, or (older ones, naming nothing) of the same Stripe payment. */
function adjustmentsOf(payment: GalleryLedgerEntry, entries: readonly GalleryLedgerEntry[]) {
  const intent = payment.stripe?.paymentIntentId ?? '';
  return entries.filter(
    (entry) =>
      entry.id !== payment.id &&
      (entry.adjusts
        ? entry.adjusts === payment.id
        : intent !== '' && entry.photoIds.length === 0 && entry.stripe?.paymentIntentId === intent),
  );
}

/** The net a payment entry still brings in: its amount and every adjustment of it. */
export const paymentNet = (payment: GalleryLedgerEntry, entries: readonly GalleryLedgerEntry[]) =>
  adjustmentsOf(payment, entries).reduce((sum, entry) => sum + entry.amount, payment.amount);

/** The photos a gallery's ledger unlocks: every photo of a payment not refunded in full. Sorted, each once. */
export function unlockedPhotoIds(entries: readonly GalleryLedgerEntry[]): string[] {
  const unlocked = new Set<string>();
  for (const entry of entries) {
    if (entry.kind !== 'payment' || entry.photoIds.length === 0) continue;
    if (paymentNet(entry, entries) > 0) entry.photoIds.forEach((id) => unlocked.add(id));
  }
  return [...unlocked].sort();
}
