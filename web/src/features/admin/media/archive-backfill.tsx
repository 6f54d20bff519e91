import { useState } from 'react';
import { formatNumber } from '@common/format';
import { Button } from '@/components/ui/button';
import { backfillArchive, type BackfillProgress } from '@/data/photo-archive';
import { UserFacingError } from '@/lib/user-facing-error';

const plural = (n: number, one: string, many: string) => `${formatNumber(n)} ${n === 1 ? one : many}`;

/**
 * Photos uploaded before every original was archived on upload (issue 38): one action copies each
 * original that has no archive copy yet, the library's and every gallery's, in batches, with the
 * running totals. Safe to run again at any time (nothing is copied twice); an interrupted run
 * continues where it stopped.
 */
export function ArchiveBackfill({ run = backfillArchive }: { run?: typeof backfillArchive }) {
  const [progress, setProgress] = useState<BackfillProgress | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const interrupted = !busy && error !== '' && progress?.cursor != null;
  const done = !busy && progress !== null && progress.cursor === null;

  async function start(from: BackfillProgress | null) {
    setBusy(true);
    setError('');
    if (!from) setProgress(null);
    try {
      await run(setProgress, from);
    } catch (caught) {
      setError(caught instanceof UserFacingError ? caught.message : 'The copy stopped: continue it in a moment (what was copied stays).');
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="backfill-title" className="mt-10 grid gap-4 rounded-3xl border border-sand bg-white p-5 sm:p-7">
      <div>
        <h2 id="backfill-title" className="text-2xl font-semibold text-ink">
          Photos from before the archive
        </h2>
        <p className="mt-1 max-w-prose text-sm text-muted">
          Every photo uploaded now is copied to the archive. Photos uploaded before it was set up may have no copy there: this looks at
          every photo in the library and in every client gallery and copies each original the archive does not hold yet. You can run it
          again at any time; nothing is copied twice.
        </p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button
          variant={done ? 'secondary' : 'primary'}
          className="w-full sm:w-auto"
          busy={busy}
          busyLabel="Copying…"
          onClick={() => void start(interrupted ? progress : null)}
        >
          {interrupted ? 'Continue copying' : done ? 'Check again' : 'Copy older photos to the archive'}
        </Button>
        {progress && (
          <p role="status" className="text-sm text-ink-soft">
            {done ? 'Done: ' : ''}
            {plural(progress.copied, 'photo copied', 'photos copied')} · {formatNumber(progress.already)} already there
            {progress.failed.length > 0 && ` · ${formatNumber(progress.failed.length)} not copied`}
          </p>
        )}
      </div>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      {done && progress.failed.length > 0 && (
        <div className="rounded-2xl bg-linen px-4 py-3">
          <p className="text-sm font-medium text-ink">Not copied (a later run tries them again):</p>
          <ul className="mt-2 grid gap-1 text-sm text-ink-soft" aria-label="Photos not copied">
            {progress.failed.map((failure, i) => (
              <li key={`${failure.fileName}-${i}`} className="break-words">
                <span className="font-medium text-ink">{failure.fileName}</span>: {failure.reason}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
