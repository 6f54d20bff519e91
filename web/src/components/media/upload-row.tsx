import { formatBytes } from '@common/format';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { UploadState } from '@/data/media-upload';
import type { PhotoUploads, UploadItem } from './use-photo-uploads';

const percentOf = (state: UploadState) => {
  if (state.status === 'sending') return Math.round((100 * state.sent) / Math.max(1, state.total));
  return state.status === 'processing' || state.status === 'done' ? 100 : 0;
};

const statusText = (state: UploadState) => {
  switch (state.status) {
    case 'waiting':
      return 'Waiting';
    case 'sending':
      return `Sending… ${percentOf(state)} %`;
    case 'processing':
      return 'Making the sizes…';
    case 'done':
      return 'Uploaded';
    case 'cancelled':
      return 'Cancelled';
    case 'failed':
      return 'Not uploaded';
  }
};

/** One file of an upload: its name, size, progress, what went wrong, and what can be done. */
export function UploadRow({ item, uploads }: { item: UploadItem; uploads: PhotoUploads }) {
  const { state, file } = item;
  const percent = percentOf(state);
  const active = state.status === 'waiting' || state.status === 'sending';
  return (
    <li className="rounded-2xl border border-sand bg-white px-4 py-3" data-upload-status={state.status}>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <p className="min-w-0 flex-1 truncate text-sm font-semibold text-ink" title={file.name}>
          {file.name} <span className="font-normal text-muted">· {formatBytes(file.size)}</span>
        </p>
        <p className="text-xs text-muted" aria-live="polite">
          {statusText(state)}
        </p>
        <div className="flex gap-2">
          {active && (
            <Button size="sm" variant="ghost" onClick={() => uploads.cancel(item)}>
              Cancel
            </Button>
          )}
          {state.status === 'failed' && state.canRetry && (
            <Button size="sm" variant="secondary" onClick={() => uploads.retry(item)}>
              Retry
            </Button>
          )}
          {(state.status === 'failed' || state.status === 'cancelled') && (
            <Button size="sm" variant="ghost" onClick={() => uploads.dismiss(item)}>
              Dismiss
            </Button>
          )}
        </div>
      </div>
      {state.status !== 'failed' && state.status !== 'cancelled' && (
        <progress
          value={percent}
          max={100}
          aria-label={`Upload of ${file.name}`}
          className={cn(
            'mt-2 block h-1.5 w-full appearance-none overflow-hidden rounded-full bg-linen [&::-webkit-progress-bar]:bg-linen',
            state.status === 'done'
              ? '[&::-moz-progress-bar]:bg-sage [&::-webkit-progress-value]:bg-sage'
              : '[&::-moz-progress-bar]:bg-champagne-dark [&::-webkit-progress-value]:bg-champagne-dark',
            state.status === 'processing' && 'animate-pulse',
          )}
        />
      )}
      {state.status === 'failed' && (
        <p role="alert" className="mt-1 text-sm text-danger">
          {state.message}
        </p>
      )}
    </li>
  );
}
