import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CHECKOUT_RETURN_PARAM } from '@common/online-payments';
import { formatPrice } from '@common/format';
import { extrasPrice, selectionCounter, type GallerySelectionRules, type SelectionCount } from '@common/gallery-selection';
import { Button } from '@/components/ui/button';
import { useOnlinePaymentsEnabled, payOnline } from '@/data/online-payments';
import { UserFacingError } from '@/lib/user-facing-error';

type Props = {
  galleryId: string;
  rules: GallerySelectionRules | null;
  count: SelectionCount;
  /** Photos not included and not paid: "all remaining" buys these. */
  remaining: readonly string[];
};

/**
 * Issue 38: "12 of 25 chosen" as the customer marks favourites, and past the package's limit the
 * extras with their price and the way to buy them (Stripe Checkout; the server prices them again).
 */
export function SelectionBar({ galleryId, rules, count, remaining }: Props) {
  const online = useOnlinePaymentsEnabled();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState<'extras' | 'all' | null>(null);
  const [error, setError] = useState('');
  const returned = params.get(CHECKOUT_RETURN_PARAM);
  const buy = async (what: 'extras' | 'all', photoIds: readonly string[]) => {
    setBusy(what);
    setError('');
    try {
      await payOnline({ kind: 'gallery-extras', galleryId, photoIds: [...photoIds] });
    } catch (failure) {
      setError(failure instanceof UserFacingError || failure instanceof Error ? failure.message : String(failure));
      setBusy(null);
    }
  };
  const n = count.extras.length;
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
              <Button size="sm" busy={busy === 'extras'} disabled={busy !== null} onClick={() => void buy('extras', count.extras)}>
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
              To buy the {n} extra{n === 1 ? '' : 's'} ({formatPrice(price.amount)}), contact the studio, or remove {n} favourite
              {n === 1 ? '' : 's'} to send your selection.
            </p>
          )}
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
