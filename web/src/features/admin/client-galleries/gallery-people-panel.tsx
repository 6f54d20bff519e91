import { useState, type FormEvent } from 'react';
import type { ClientGallery, GalleryFavourite, GalleryPhoto } from '@common/schemas';
import { countSelection, favouritePhotoId, lightroomFilter, plainList, selectionCounter } from '@common/gallery-selection';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import type { WithId } from '@/data/collection';
import { Loaded } from '@/components/ui/loaded';
import { combine } from '@/data/result';
import { recordGalleryEvent, useGalleryInvites, useGallerySelections, useRemoveInvite } from '@/data/client-galleries';

type Props = {
  gallery: WithId<ClientGallery>;
  photos: readonly WithId<GalleryPhoto>[];
  favourites: readonly WithId<GalleryFavourite>[];
};

/** A text file saved by the browser. */
function saveText(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * Issue 38: the people who pick in this gallery (its customer, and those invited by email), each
 * person's picks and the combined selection against the package's limit, exported as file names for
 * Lightroom's filter (one comma-separated line) or as a plain list.
 */
export function GalleryPeoplePanel(props: Props) {
  const result = combine(useGalleryInvites(props.gallery.id), useGallerySelections(props.gallery.id));
  return (
    <Loaded result={result} what="the people of this gallery" flag="owner">
      {([invites, selections]) => <People {...props} invites={invites.map((i) => i.email)} selections={selections} />}
    </Loaded>
  );
}

function People({
  gallery,
  photos,
  favourites,
  invites,
  selections,
}: Props & { invites: string[]; selections: readonly { id: string; email: string }[] }) {
  const toast = useToast();
  const remove = useRemoveInvite();
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const byId = new Map(photos.filter((p) => !p.hidden).map((p) => [p.id, p]));
  const inOrder = (ids: Iterable<string>) =>
    [...ids]
      .filter((id) => byId.has(id))
      .sort((a, b) => byId.get(a)!.order - byId.get(b)!.order)
      .map((id) => byId.get(id)!.fileName);
  const picks = favourites
    .map((f) => ({ photoId: favouritePhotoId(f.id), at: f.createdAt.getTime(), userId: f.userId }))
    .filter((p) => byId.has(p.photoId));
  const count = countSelection(picks, gallery.selection ?? null, gallery.paidPhotoIds ?? []);
  const combined = inOrder(count.chosen);
  const people = [...new Set([gallery.userId, ...picks.map((p) => p.userId)])];
  const nameOf = (uid: string) =>
    uid === gallery.userId ? 'The customer' : (selections.find((s) => s.id === uid)?.email ?? 'An invited person (no selection sent yet)');

  const invite = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      const { recorded } = await recordGalleryEvent(gallery.id, { kind: 'invite', email });
      toast(recorded ? `Invitation emailed to ${email.trim()}` : `${email.trim()} was already invited`);
      setEmail('');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="grid gap-4 rounded-3xl border border-sand bg-white p-5">
      <h2 className="text-2xl font-semibold text-ink">People and selection</h2>
      <div className="rounded-2xl bg-linen px-4 py-3 text-sm">
        <p className="font-semibold text-ink" data-testid="combined-selection">
          Combined: {selectionCounter(count)}
        </p>
        {combined.length > 0 && <ExportButtons title={`${gallery.title} - selection`} fileNames={combined} />}
      </div>
      <ul className="grid gap-3 text-sm">
        {people.map((uid) => {
          const mine = inOrder(new Set(picks.filter((p) => p.userId === uid).map((p) => p.photoId)));
          return (
            <li key={uid} className="rounded-2xl border border-sand/70 px-4 py-3">
              <p className="flex justify-between gap-3">
                <span className="truncate text-ink">{nameOf(uid)}</span>
                <span className="shrink-0 text-muted">
                  {mine.length} pick{mine.length === 1 ? '' : 's'}
                </span>
              </p>
              {mine.length > 0 && <ExportButtons title={`${gallery.title} - ${nameOf(uid)}`} fileNames={mine} />}
            </li>
          );
        })}
      </ul>
      <form onSubmit={(event) => void invite(event)} className="grid gap-2" aria-label="Invite someone to pick">
        <label htmlFor="gallery-invite-email" className="text-sm font-semibold text-ink">
          Invite someone to pick their own favourites
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            id="gallery-invite-email"
            type="email"
            required
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'gallery-invite-error' : 'gallery-invite-hint'}
            className="min-h-11 flex-1 rounded-xl border border-sand bg-white px-3 text-ink focus:outline-none focus:ring-2 focus:ring-ink"
            placeholder="partner@example.com"
          />
          <Button type="submit" size="sm" busy={busy} className="min-h-11">
            Invite by email
          </Button>
        </div>
        <p id="gallery-invite-hint" className="text-xs text-muted">
          They get an email with the gallery’s link and see it once signed in with this address.
        </p>
        {error && (
          <p id="gallery-invite-error" role="alert" className="text-sm text-danger">
            {error}
          </p>
        )}
      </form>
      {invites.length > 0 && (
        <ul className="grid gap-2 text-sm" aria-label="Invited">
          {invites.map((address) => (
            <li key={address} className="flex items-center justify-between gap-3">
              <span className="truncate text-ink">{address}</span>
              <Button variant="ghost" size="sm" onClick={() => void remove(gallery.id, address).then(() => toast(`${address} withdrawn`))}>
                Withdraw
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** One selection's file names: a line for Lightroom's filter (copied, or saved) and a plain list. */
function ExportButtons({ title, fileNames }: { title: string; fileNames: readonly string[] }) {
  const toast = useToast();
  return (
    <div className="mt-2 flex flex-wrap gap-2">
      <Button
        variant="secondary"
        size="sm"
        onClick={() =>
          void navigator.clipboard
            .writeText(lightroomFilter(fileNames))
            .then(() => toast('Copied: paste it into Lightroom’s filter (Text, Filename, Contains)'))
            .catch(() => saveText(`${title} (Lightroom).txt`, lightroomFilter(fileNames)))
        }
      >
        Copy for Lightroom
      </Button>
      <Button variant="ghost" size="sm" onClick={() => saveText(`${title}.txt`, plainList(fileNames))}>
        Download the list
      </Button>
    </div>
  );
}
