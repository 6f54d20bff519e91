import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CHECKOUT_RETURN_PARAM } from '@common/online-payments';
import { formatPrice } from '@common/format';
import { EXTENSION_RETURN } from '@common/gallery-extension';
import { extrasPrice, selectionCounter, type GallerySelectionRules, type SelectionCount } from '@common/gallery-selection';
import { payableExtras } from '@common/gallery-slips';
import { Button } from '@/components/ui/button';
import { useFavouritesSaved } from '@/data/client-galleries';
import { useOnlinePaymentsEnabled, payOnline } from '@/data/online-payments';
import { UserFacingError } from '@/lib/user-facing-error';
import { ExtrasPayments, ExtrasTransfer } from './extras-transfer';

type Props = {
  galleryId: string;
  rules: GallerySelectionRules | null;
  count: SelectionCount;
  /** Photos not included and not paid: "all remaining" buys these. */
  remaining: readonly string[];
  /** Issue 38: the extras a transfer slip waits for (the gallery's pendingPhotoIds): not offered again meanwhile. */
  pending: readonly string[];
  /** Who is looking: their own slips and receipts show. */
  uid: string;
};

/**
 * Issue 38: "12 of 25 chosen" as the customer marks favourites, and past the package's limit the
 * extras with their price and the way to buy them (Stripe Checkout, or a bank transfer with its slip;
 * the server prices them again). Extras a slip waits for are not offered again meanwhile.
 */
export function SelectionBar({ galleryId, rules, count, remaining: notIncluded, pending, uid }: Props) {
  const online = useOnlinePaymentsEnabled();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState<'extras' | 'all' | null>(null);
  const [error, setError] = useState('');
  const favouritesSaved = useFavouritesSaved();
  // A return from an extension's Checkout is the extension offer's to thank for (extension-offer.tsx).
  const returned = params.get(EXTENSION_RETURN.param) === EXTENSION_RETURN.value ? null : params.get(CHECKOUT_RETURN_PARAM);
  const buy = async (what: 'extras' | 'all', photoIds: readonly string[]) => {
    setBusy(what);
    setError('');
    try {
      await favouritesSaved();
      await payOnline({ kind: 'gallery-extras', galleryId, photoIds: [...photoIds] });
    } catch (failure) {
      setError(failure instanceof UserFacingError || failure instanceof Error ? failure.message : String(failure));
      setBusy(null);
    }
  };
  // A slip's photos wait for the studio: neither paid nor to pay (common/gallery-slips.ts, as the server splits them).
  const { payable, waiting } = payableExtras(count, pending);
  const remaining = notIncluded.filter((id) => !pending.includes(id));
  const n = payable.length;
  const price = rules && n > 0 ? extrasPrice(rules, n, remaining.length) : null;
  const all = rules?.allRemainingPrice != null && remaining.length > n ? rules.allRemainingPrice : null;
  return (
    <div className="grid gap-3">
      <p aria-live="polite" className="text-sm text-ink">
        <span className="font-semibold" data-testid="selection-counter">
          {selectionCounter(count)}
        </span>
        {rules && (
          <span className="text-ink-soft">
            {' '}
            · your package includes {rules.included} photo{rules.included === 1 ? '' : 's'}; an extra one is {formatPrice(rules.extraPrice)}
          </span>
        )}
      </p>
      {returned === 'paid' && (
        <p role="status" className="rounded-2xl bg-sage/15 px-4 py-2 text-sm text-ink">
          Thank you: your extras unlock here as soon as the payment is recorded.
        </p>
      )}
      {price && (
        <div className="flex flex-wrap items-center gap-3">
          {online ? (
            <>
              <Button size="sm" busy={busy === 'extras'} disabled={busy !== null} onClick={() => void buy('extras', payable)}>
                Buy {n} extra{n === 1 ? '' : 's'} · {formatPrice(price.amount)}
              </Button>
              {all !== null && (
                <Button variant="ghost" size="sm" busy={busy === 'all'} disabled={busy !== null} onClick={() => void buy('all', remaining)}>
                  All {remaining.length} remaining · {formatPrice(all)}
                </Button>
              )}
            </>
          ) : (
            <p className="text-sm text-ink-soft">
              {n} extra{n === 1 ? '' : 's'} to pay ({formatPrice(price.amount)}): pay by bank transfer, or remove {n} favourite
              {n === 1 ? '' : 's'} to send your selection.
            </p>
          )}
          {/* Keyed by the photos: a changed selection asks the server's figures again. */}
          <ExtrasTransfer key={payable.join(',')} galleryId={galleryId} photoIds={payable} />
        </div>
      )}
      <ExtrasPayments galleryId={galleryId} uid={uid} waiting={waiting.length} />
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
