import { useState } from 'react';
import { Link } from 'react-router-dom';
import { clientGalleryPath, galleryReceiptPath } from '@common/paths';
import { formatDate, formatIsoDay, formatPrice } from '@common/format';
import { downloadsOpen, type ClientGallery, type GalleryPayment } from '@common/schemas';
import { ExtensionOffer } from '@/components/galleries/extension-offer';
import { ReopenDownloadsButton } from '@/components/galleries/reopen-downloads-button';
import { Loaded } from '@/components/ui/loaded';
import { Skeleton } from '@/components/ui/skeleton';
import { ToastProvider } from '@/components/ui/toast';
import type { WithId } from '@/data/collection';
import { useOwnGalleries } from '@/data/client-galleries';
import { useOwnGalleryPayments } from '@/data/gallery-slips';

/** The customer's published galleries (a draft is invisible to them), newest first. */
export function MyGalleries({ uid }: { uid: string }) {
  // Whether downloads are open is decided as the page opens, as the gallery page's answer is.
  const [now] = useState(() => Date.now());
  // Issue 38: what the customer paid in their galleries (extras, extensions), each with its receipt.
  const payments = (useOwnGalleryPayments(uid).data ?? []).filter((entry) => entry.kind === 'payment');
  return (
    // The reopen request answers with a toast, as on the gallery page.
    <ToastProvider>
      <Loaded
        result={useOwnGalleries(uid)}
        what="your galleries"
        loading={<Skeleton count={1} className="h-24" />}
        flag="customer"
        empty={<p className="text-sm text-muted">When the studio publishes your gallery, it opens here.</p>}
      >
        {(galleries) => (
          <ul className="grid gap-4 sm:grid-cols-2">
            {[...galleries]
              .sort((a, b) => (b.publishedAt?.getTime() ?? 0) - (a.publishedAt?.getTime() ?? 0))
              .map((gallery) => (
                <GalleryCard
                  key={gallery.id}
                  gallery={gallery}
                  now={now}
                  payments={payments.filter((entry) => entry.galleryId === gallery.id)}
                />
              ))}
          </ul>
        )}
      </Loaded>
    </ToastProvider>
  );
}

function GalleryCard({
  gallery,
  now,
  payments,
}: {
  gallery: WithId<ClientGallery>;
  now: number;
  payments: readonly WithId<GalleryPayment>[];
}) {
  // The functions decide the same way what they serve (the studio's day, its time zone).
  const open = downloadsOpen(gallery, now);
  const closedOn = gallery.downloads.enabled && !open ? gallery.expiresOn : null;
  return (
    <li className="flex flex-col rounded-3xl border border-sand bg-white p-6 shadow-sm">
      <p className="text-xs text-muted">{gallery.publishedAt && `Published ${formatDate(gallery.publishedAt)}`}</p>
      <h3 className="mt-2 text-2xl font-semibold text-ink">{gallery.title}</h3>
      <p className="mt-1 text-sm text-ink-soft">
        {gallery.sets.join(' · ')}
        {open && gallery.expiresOn && ` · downloads until ${formatIsoDay(gallery.expiresOn)}`}
      </p>
      {closedOn && (
        <div className="mt-4 rounded-2xl bg-linen px-4 py-4 text-sm text-ink-soft">
          <p>
            <span className="font-semibold text-ink">Downloads closed on {formatIsoDay(closedOn)}.</span> Your photographs are kept: view
            them any time, or ask us to reopen the downloads.
          </p>
          <div className="mt-3 flex flex-wrap items-start gap-3">
            <ReopenDownloadsButton galleryId={gallery.id} />
            <ExtensionOffer galleryId={gallery.id} />
          </div>
        </div>
      )}
      {payments.length > 0 && (
        <ul aria-label={`Receipts for ${gallery.title}`} className="mt-4 grid gap-1 text-sm">
          {[...payments]
            .sort((a, b) => (a.receivedOn < b.receivedOn ? 1 : -1))
            .map((entry) => (
              <li key={entry.id} className="flex flex-wrap items-center justify-between gap-2">
                <span className="text-ink-soft">
                  {formatPrice(entry.amount)} · {formatIsoDay(entry.receivedOn)}
                </span>
                <Link to={galleryReceiptPath(entry.id)} className="text-xs font-semibold text-ink underline underline-offset-4">
                  Receipt
                </Link>
              </li>
            ))}
        </ul>
      )}
      <Link to={clientGalleryPath(gallery.id)} className="btn btn-md btn-primary mt-4 self-start">
        Open the gallery
      </Link>
    </li>
  );
}
