import type { GalleryActivity, GalleryPhoto } from '@common/schemas';
import { formatDate } from '@common/format';
import { Button } from '@/components/ui/button';
import type { WithId } from '@/data/collection';

type Props = {
  activity: readonly WithId<GalleryActivity>[];
  photos: readonly WithId<GalleryPhoto>[];
  favourites: ReadonlySet<string>;
  title: string;
};

const LABEL: Record<GalleryActivity['kind'], string> = {
  opened: 'First opened',
  downloaded: 'Downloaded',
  'selection-sent': 'Sent a selection',
  'reopen-requested': 'Asked to reopen downloads',
};

/** A text file of file names, one per line, saved by the browser. */
function saveList(name: string, lines: readonly string[]) {
  const url = URL.createObjectURL(new Blob([`${lines.join('\n')}\n`], { type: 'text/plain;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  URL.revokeObjectURL(url);
}

/** What the customer did: first opened, favourites, downloads, selections (downloadable as a list of file names). */
export function GalleryActivityPanel({ activity, photos, favourites, title }: Props) {
  // A download without a photo is a part of "Download all" (functions/src/galleries/zip-request.ts).
  const nameOf = (id: string | null) => (id === null ? 'all photos (ZIP)' : (photos.find((p) => p.id === id)?.fileName ?? 'a photo'));
  const events = [...activity].sort((a, b) => b.at.getTime() - a.at.getTime());
  const selections = events.filter((e) => e.kind === 'selection-sent');
  const downloads = events.filter((e) => e.kind === 'downloaded').length;
  return (
    <div className="grid gap-4 rounded-3xl border border-sand bg-white p-5">
      <h2 className="text-2xl font-semibold text-ink">Activity</h2>
      <dl className="grid grid-cols-3 gap-3 text-center">
        {[
          ['Opened', events.some((e) => e.kind === 'opened') ? 'Yes' : 'Not yet'],
          ['Favourites', String(favourites.size)],
          ['Downloads', String(downloads)],
        ].map(([label, value]) => (
          <div key={label} className="rounded-2xl bg-linen px-2 py-3">
            <dt className="text-xs uppercase tracking-[0.15em] text-muted">{label}</dt>
            <dd className="mt-1 text-lg font-semibold text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      {selections[0] && (
        <div className="rounded-2xl border border-sage/40 bg-sage/10 p-4 text-sm">
          <p className="font-semibold text-ink">
            Latest selection: {selections[0].fileNames.length} photos, {formatDate(selections[0].at)}
          </p>
          <Button
            variant="secondary"
            size="sm"
            className="mt-3"
            onClick={() => saveList(`${title} - selection.txt`, selections[0].fileNames)}
          >
            Download the list of file names
          </Button>
        </div>
      )}
      {events.length === 0 ? (
        <p className="text-sm text-muted">Nothing yet: the customer has not opened the gallery.</p>
      ) : (
        <ul className="grid max-h-80 gap-2 overflow-y-auto text-sm">
          {events.map((event) => (
            <li key={event.id} className="flex justify-between gap-3 border-b border-sand/60 pb-2">
              <span className="text-ink">
                {LABEL[event.kind]}
                {event.kind === 'downloaded' && ` ${nameOf(event.photoId)}`}
                {event.kind === 'selection-sent' && ` (${event.fileNames.length})`}
              </span>
              <span className="shrink-0 text-muted">{formatDate(event.at)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
