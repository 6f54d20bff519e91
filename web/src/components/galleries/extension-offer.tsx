import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { formatPrice } from '@common/format';
import { EXTENSION_RETURN, extensionLabel } from '@common/gallery-extension';
import { CHECKOUT_RETURN_PARAM } from '@common/online-payments';
import { Button } from '@/components/ui/button';
import { useGalleryExtensionSettings } from '@/data/gallery-extension';
import { payOnline, useOnlinePaymentsEnabled } from '@/data/online-payments';
import { UserFacingError } from '@/lib/user-facing-error';

/**
 * Issue 38: once a gallery's downloads have closed by date, "Extend downloads for 30 days · $25"
 * when the studio sells extensions and online payment is on (Stripe Checkout; the server prices it
 * from its own settings). The gallery page and the profile's gallery card both offer it, beside
 * "Ask to reopen downloads". Checkout returns to the gallery page, where this says the downloads
 * reopen once the payment is recorded: the gallery is live, so the page opens them when the
 * webhook has moved its date.
 */
export function ExtensionOffer({ galleryId }: { galleryId: string }) {
  const settings = useGalleryExtensionSettings().data;
  const online = useOnlinePaymentsEnabled();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const paid = params.get(CHECKOUT_RETURN_PARAM) === 'paid' && params.get(EXTENSION_RETURN.param) === EXTENSION_RETURN.value;
  if (paid)
    return (
      <p role="status" className="rounded-2xl bg-sage/15 px-5 py-3 text-sm text-ink">
        Thank you: the downloads reopen here as soon as the payment is recorded.
      </p>
    );
  if (!settings?.enabled || !online) return null;
  const buy = async () => {
    setBusy(true);
    setError('');
    try {
      await payOnline({ kind: 'gallery-extension', galleryId });
    } catch (failure) {
      setError(failure instanceof UserFacingError || failure instanceof Error ? failure.message : String(failure));
      setBusy(false);
    }
  };
  return (
    <div className="grid gap-2">
      <Button size="sm" busy={busy} onClick={() => void buy()}>
        {extensionLabel(settings.days)} · {formatPrice(settings.price)}
      </Button>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
