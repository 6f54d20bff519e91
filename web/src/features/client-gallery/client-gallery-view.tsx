import { useState } from 'react';
import type { ClientGallery, GalleryPhoto } from '@common/schemas';
import { formatIsoDay, formatPrice } from '@common/format';
import { countSelection, favouritePhotoId } from '@common/gallery-selection';
import { timeLeftLabel } from '@common/gallery-expiry';
import { studioToday } from '@common/days';
import { ExtensionOffer } from '@/components/galleries/extension-offer';
import { ReopenDownloadsButton } from '@/components/galleries/reopen-downloads-button';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import type { LiveFavourite } from '@/data/client-galleries';
import type { WithId } from '@/data/collection';
import { stepIndex } from '@/lib/lightbox-steps';
import { cn } from '@/lib/cn';
import { ClientLightbox } from './client-lightbox';
import { DownloadAll } from './download-all';
import { GalleryTile } from './gallery-tile';
import { SelectionBar } from './selection-bar';
import { useGalleryActions } from './use-gallery-actions';
import { useGalleryUrls } from '@/data/gallery-urls';

type Props = {
  gallery: WithId<ClientGallery>;
  photos: readonly WithId<GalleryPhoto>[];
  /** Everyone's favourites (the gallery's customer's and those of the people invited): the selection is all of them. */
  favourites: readonly LiveFavourite[];
  uid: string;
};

/** Issue 38: "9 days left to download", in the studio's days (common/gallery-expiry.ts). */
const timeLeft = (expiresOn: string) => timeLeftLabel(expiresOn, studioToday());

/** The photos' ids, the sets in the gallery's order (a photo of no listed set last), each in its own order. */
const photoIdsBySet = (sets: readonly string[], photos: readonly WithId<GalleryPhoto>[]) => {
  const rank = (photo: GalleryPhoto) => (sets.includes(photo.set) ? sets.indexOf(photo.set) : sets.length);
  return [...photos].sort((a, b) => rank(a) - rank(b)).map((photo) => photo.id);
};

/** The customer's private gallery: sets as tabs, the photos, favourites, downloads and the lightbox. */
export function ClientGalleryView({ gallery, photos, favourites: everyones, uid }: Props) {
  // Issue 38: this person's own hearts; the combined count against the package's limit (common/gallery-selection.ts).
  const shownIds = new Set(photos.map((photo) => photo.id));
  const picks = everyones
    .map((f) => ({ photoId: favouritePhotoId(f.id), at: f.createdAt.getTime(), saving: f.saving, userId: f.userId }))
    .filter((pick) => shownIds.has(pick.photoId));
  const favourites = new Set(picks.filter((pick) => pick.userId === uid).map((pick) => pick.photoId));
  const rules = gallery.selection ?? null;
  const paid = gallery.paidPhotoIds ?? [];
  const count = countSelection(picks, rules, paid);
  const remaining = photos.map((p) => p.id).filter((id) => !count.included.includes(id) && !paid.includes(id));
  const extras = new Set(count.extras);
  // Issue 38: the extras a bank transfer's slip waits for (the slip functions keep the list).
  const pending = gallery.pendingPhotoIds ?? [];
  const markOf = (photoId: string) =>
    !rules
      ? undefined
      : paid.includes(photoId)
        ? 'Paid extra'
        : extras.has(photoId) && pending.includes(photoId)
          ? 'Extra · transfer being checked'
          : extras.has(photoId)
            ? `Extra · ${formatPrice(rules.extraPrice)}`
            : undefined;
  const sets = gallery.sets.filter((set) => photos.some((photo) => photo.set === set));
  const [chosenSet, setChosenSet] = useState(sets[0] ?? '');
  const [open, setOpen] = useState<number | null>(null);
  const shown = photos.filter((photo) => photo.set === chosenSet);
  // Asked set by set, in the tabs' order: the first answer brings the first tab's first screens.
  // Asked again when what the server decides from changes: the downloads' date (an extension paid), the paid extras (bought or refunded).
  const urls = useGalleryUrls(
    gallery.id,
    photoIdsBySet(gallery.sets, photos),
    `${gallery.expiresOn ?? ''}|${[...paid].sort().join(',')}|${gallery.proofing ? 'proofs' : ''}`,
  );
  const actions = useGalleryActions(gallery.id, uid, gallery.userId);
  // The React Compiler memoizes these; the lightbox's key listener follows `step`.
  const step = (by: -1 | 1) => setOpen((index) => (index === null ? null : stepIndex(index, by, shown.length)));
  const expired = gallery.downloads.enabled && gallery.expiresOn !== null && !urls.downloadsOpen && urls.byPhoto.size > 0;
  const downloads = urls.downloadsOpen ? { web: gallery.downloads.web, full: gallery.downloads.full } : null;

  if (photos.length === 0) return <EmptyState title="Your photographs are on their way">The studio is still adding them.</EmptyState>;
  // Whether downloads are open (the "Download all" card above the grid) comes with the first
  // addresses: until then the placeholders stay, so the grid never moves under a finger.
  if (!urls.answered && !urls.error) return <Skeleton count={6} className="h-64" />;
  return (
    <div className="grid gap-8">
      {/* The gallery's toolbar: what is here and the selection to send on one line, then the selection's
          extras and payments below a rule, each group with room of its own (never a row of everything). */}
      <div className="grid gap-4 rounded-3xl border border-sand bg-white px-5 py-5 sm:px-6">
        <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3">
          <p className="text-sm text-ink-soft">
            {photos.length} photographs
            {gallery.expiresOn && urls.downloadsOpen && ` · downloads until ${formatIsoDay(gallery.expiresOn)}`}
            {gallery.expiresOn && urls.downloadsOpen && timeLeft(gallery.expiresOn) && (
              <span className="font-semibold text-ink"> ({timeLeft(gallery.expiresOn)})</span>
            )}
            {' · '}
            <span className="font-semibold text-ink">{favourites.size} favourites</span>
          </p>
          <Button
            variant="secondary"
            size="sm"
            disabled={favourites.size === 0}
            busy={actions.busy === 'selection'}
            onClick={() => void actions.sendSelection()}
          >
            Send my selection to the studio
          </Button>
        </div>
        <div className="border-t border-sand/70 pt-4">
          <SelectionBar galleryId={gallery.id} rules={rules} count={count} remaining={remaining} pending={pending} uid={uid} />
        </div>
      </div>
      {gallery.proofing && (
        <p role="note" className="rounded-2xl bg-linen px-5 py-3 text-sm text-ink-soft">
          These are proofs, with the studio’s watermark. Each photo in the selection you send, and each extra you buy, comes clean and can
          then be downloaded.
        </p>
      )}
      <DownloadAll
        galleryId={gallery.id}
        sets={gallery.sets}
        downloads={gallery.downloads}
        downloadsOpen={urls.downloadsOpen}
        // Issue 38: a proofing gallery's ZIP holds only the photos that came clean (the server's rule too).
        photos={gallery.proofing ? photos.filter((p) => urls.byPhoto.has(p.id) && !urls.byPhoto.get(p.id)?.proof) : photos}
      />
      {expired && (
        // Closed downloads: what happened, then the two ways back side by side (buy more days, or ask).
        <section aria-label="Downloads closed" className="grid gap-4 rounded-2xl bg-linen px-5 py-4 sm:px-6">
          <p role="note" className="max-w-3xl text-sm text-ink-soft">
            The downloads closed on {formatIsoDay(gallery.expiresOn!)}. Your photographs are kept: view them here any time, and ask us to
            reopen the downloads.
          </p>
          <div className="flex flex-wrap items-start gap-3">
            <ExtensionOffer galleryId={gallery.id} />
            <ReopenDownloadsButton galleryId={gallery.id} variant="ghost" size="sm" />
          </div>
        </section>
      )}
      {urls.error && (
        <p role="alert" className="rounded-2xl bg-rose/10 px-5 py-3 text-sm text-danger">
          {urls.error}
        </p>
      )}
      {sets.length > 1 && (
        <div role="tablist" aria-label="Sets" className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
          {sets.map((set) => (
            <button
              key={set}
              type="button"
              role="tab"
              aria-selected={set === chosenSet}
              onClick={() => setChosenSet(set)}
              className={cn(
                'shrink-0 rounded-full px-5 py-2 text-sm font-semibold transition',
                set === chosenSet ? 'bg-ink text-ivory' : 'bg-white text-ink-soft ring-1 ring-sand hover:text-ink',
              )}
            >
              {set}
            </button>
          ))}
        </div>
      )}
      <ul
        role={sets.length > 1 ? 'tabpanel' : undefined}
        aria-label={chosenSet}
        className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4"
      >
        {shown.map((photo, index) => (
          <GalleryTile
            key={photo.id}
            photo={photo}
            urls={urls.byPhoto.get(photo.id)}
            index={index}
            favourite={favourites.has(photo.id)}
            mark={markOf(photo.id)}
            onOpen={setOpen}
            onFavourite={actions.favourite}
          />
        ))}
      </ul>
      {open !== null && shown[open] && (
        <ClientLightbox
          galleryId={gallery.id}
          photos={shown}
          index={open}
          urls={urls.byPhoto}
          favourites={favourites}
          downloads={downloads}
          actions={actions}
          onStep={step}
          onClose={() => setOpen(null)}
        />
      )}
    </div>
  );
}
