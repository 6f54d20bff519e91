import { formatBytes } from '@common/format';
import type { Media } from '@common/schemas';
import { ConfirmDialog } from '@/components/crud/confirm-dialog';
import { MediaThumb } from '@/components/media/media-thumb';
import { usedOnName } from '@/components/media/used-on';
import { Button } from '@/components/ui/button';
import { useDialogState } from '@/components/ui/use-dialog-state';
import type { WithId } from '@/data/collection';
import { deletePhoto } from '@/data/media';
import type { MediaUse } from '@/data/media-usage';
import { UserFacingError } from '@/lib/user-facing-error';
import { MediaAltForm } from './media-alt-form';

type Props = {
  photo: WithId<Media>;
  /** The pages that show it; undefined while that is being checked. */
  uses: MediaUse[] | undefined;
  /** After a delete, or when it turned out to be used after all: where photos are used is asked again. */
  onChanged: () => void;
};

const THUMB_SIZES = '(min-width: 1280px) 17rem, (min-width: 1024px) 22vw, (min-width: 640px) 45vw, 90vw';

/** One library photo: picture, size, where it is used, its alt text and delete. */
export function MediaCard({ photo, uses, onChanged }: Props) {
  const confirm = useDialogState();
  return (
    <li className="flex flex-col rounded-3xl border border-sand bg-white p-3 shadow-sm" aria-label={photo.filename}>
      <MediaThumb photo={photo} sizes={THUMB_SIZES} />
      <div className="flex flex-1 flex-col px-1 pt-3">
        <p className="truncate font-semibold text-ink" title={photo.filename}>
          {photo.filename}
        </p>
        <p className="text-xs text-muted tabular-nums">
          {photo.width} × {photo.height} px · {formatBytes(photo.bytes)}
        </p>
        <p className="mt-2 text-xs text-ink-soft">
          {uses === undefined
            ? 'Checking where it is used…'
            : uses.length === 0
              ? 'Not used on any page yet.'
              : `Used on: ${uses.map(usedOnName).join(', ')}`}
        </p>
        <MediaAltForm photo={photo} />
        <Button size="sm" variant="danger-quiet" className="mt-3 self-start" onClick={() => confirm.open()}>
          Delete
        </Button>
      </div>
      {confirm.isOpen && (
        <ConfirmDialog
          title={`Delete ${photo.filename}?`}
          confirmLabel={uses?.length ? 'Delete it everywhere' : 'Delete photo'}
          busyLabel="Deleting…"
          danger
          what="deletion"
          onClose={confirm.close}
          onConfirm={async () => {
            const outcome = await deletePhoto(photo.id, Boolean(uses?.length));
            if (outcome.status !== 'failed') onChanged();
            if (outcome.status === 'in-use')
              throw new UserFacingError(
                `${photo.filename} is still used on ${outcome.usedBy.map(usedOnName).join(', ')}. Choose another photo there first, or delete it everywhere.`,
              );
            if (outcome.status === 'failed') throw new UserFacingError(outcome.message);
          }}
        >
          {uses?.length ? (
            <>
              <p>
                These pages still show it. Deleting it everywhere removes the gallery entries among them; the other pages show a plain
                drawing until you choose another photo:
              </p>
              <ul className="mt-2 list-disc pl-5">
                {uses.map((use) => (
                  <li key={use.path}>{usedOnName(use)}</li>
                ))}
              </ul>
            </>
          ) : (
            <p>The photo and all its sizes are removed for good. No page uses it.</p>
          )}
        </ConfirmDialog>
      )}
    </li>
  );
}
