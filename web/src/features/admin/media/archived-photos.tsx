import { useState } from 'react';
import { formatDate } from '@common/format';
import { archiveYearsInWords } from '@common/archive-retention';
import { ARCHIVE_RETENTION_YEARS } from '@/lib/archive-retention';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { restoreFromArchive, useArchivedLibraryPhotos } from '@/data/photo-archive';
import { UserFacingError } from '@/lib/user-facing-error';

/**
 * Library photos deleted in the site, still kept in the archive (issue 38): each can be restored,
 * its original byte for byte and its variants made again. Nothing shows while none were deleted.
 */
export function ArchivedPhotos() {
  const records = useArchivedLibraryPhotos();
  const toast = useToast();
  const [busy, setBusy] = useState<string | null>(null);
  if (records.status !== 'success') return null;
  const deleted = records.data.filter((r) => r.deletedAt).sort((a, b) => b.deletedAt!.getTime() - a.deletedAt!.getTime());
  if (deleted.length === 0) return null;
  return (
    <section aria-labelledby="archived-title" className="mt-10 grid gap-4 rounded-3xl border border-sand bg-white p-5 sm:p-7">
      <div>
        <h2 id="archived-title" className="text-2xl font-semibold text-ink">
          Deleted, kept in the archive
        </h2>
        <p className="mt-1 text-sm text-muted">
          Every original stays in the archive for {archiveYearsInWords(ARCHIVE_RETENTION_YEARS)} after its upload. Restoring puts the photo
          back in the library; pages that showed it keep the plain drawing until you choose it there again.
        </p>
      </div>
      <ul className="grid gap-3" aria-label="Deleted photos in the archive">
        {deleted.map((record) => (
          <li key={record.id} className="flex flex-col gap-3 rounded-2xl bg-linen px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p className="truncate font-medium text-ink">{record.fileName}</p>
              <p className="text-sm text-muted">
                Deleted {formatDate(record.deletedAt!)} · archived {formatDate(record.archivedAt)} · kept until{' '}
                {formatDate(record.retainUntil)} ·{' '}
                <span className="font-mono text-xs" title="SHA-256 of the archived original">
                  SHA-256 {record.sha256.slice(0, 12)}…
                </span>
              </p>
            </div>
            <Button
              variant="secondary"
              size="sm"
              busy={busy === record.id}
              busyLabel="Restoring…"
              disabled={busy !== null && busy !== record.id}
              aria-label={`Restore ${record.fileName}`}
              onClick={async () => {
                setBusy(record.id);
                try {
                  await restoreFromArchive({ mediaId: record.photoId });
                  toast(`${record.fileName} is back in the library.`);
                } catch (error) {
                  toast(error instanceof UserFacingError ? error.message : `${record.fileName} was not restored: try again.`, 'error');
                } finally {
                  setBusy(null);
                }
              }}
            >
              Restore
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
