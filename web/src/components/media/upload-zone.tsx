import { useId, useRef, useState } from 'react';
import { MAX_UPLOAD_BYTES, UPLOAD_TYPE_LIST, UPLOAD_TYPES } from '@common/media';
import { formatBytes } from '@common/format';
import { cn } from '@/lib/cn';
import { UploadRow } from './upload-row';
import type { PhotoUploads } from './use-photo-uploads';

type Props = {
  uploads: PhotoUploads;
  /** What the zone says it does ("Upload photos to the gallery"). */
  title: string;
  /** One photo only (an image field): the picker takes a single file. */
  single?: boolean;
  className?: string;
};

const accepted = Object.values(UPLOAD_TYPES).join(', ');

/** Drop photos here or pick them; each file then shows its own progress, cancel and retry. */
export function UploadZone({ uploads, title, single = false, className }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [over, setOver] = useState(false);
  const finished = uploads.items.some((item) => item.state.status === 'done' || item.state.status === 'cancelled');
  return (
    <div className={cn('grid gap-3', className)}>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(event) => {
          event.preventDefault();
          setOver(false);
          const files = [...event.dataTransfer.files];
          uploads.add(single ? files.slice(0, 1) : files);
        }}
        className={cn(
          'flex flex-col items-center gap-3 rounded-3xl border-2 border-dashed px-5 py-8 text-center transition-colors sm:flex-row sm:justify-between sm:text-left',
          over ? 'border-champagne-dark bg-champagne/10' : 'border-sand bg-white/60',
        )}
      >
        <div>
          <p className="font-display text-xl text-ink">{title}</p>
          <p id={hintId} className="mt-1 text-sm text-muted">
            Drag {single ? 'a photo' : 'photos'} here, or choose {single ? 'one' : 'several at once'}. {accepted}; up to{' '}
            {formatBytes(MAX_UPLOAD_BYTES)} each.
          </p>
        </div>
        <label className="inline-flex shrink-0 cursor-pointer items-center justify-center rounded-full bg-ink px-6 py-3 text-sm font-semibold tracking-wide text-ivory transition-colors hover:bg-ink-soft has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-champagne has-[:focus-visible]:ring-offset-2">
          {single ? 'Choose a photo' : 'Choose photos'}
          <input
            ref={input}
            type="file"
            accept={UPLOAD_TYPE_LIST.join(',')}
            multiple={!single}
            aria-describedby={hintId}
            className="sr-only"
            onChange={(event) => {
              uploads.add([...(event.currentTarget.files ?? [])]);
              // The same file can be chosen again (after a cancel, say).
              event.currentTarget.value = '';
            }}
          />
        </label>
      </div>
      {uploads.items.length > 0 && (
        <ul className="grid gap-2" aria-label="Uploads">
          {uploads.items.map((item) => (
            <UploadRow key={item.key} item={item} uploads={uploads} />
          ))}
        </ul>
      )}
      {finished && (
        <button
          type="button"
          onClick={uploads.clearFinished}
          className="justify-self-end text-sm text-muted underline-offset-4 hover:underline"
        >
          Clear finished uploads
        </button>
      )}
    </div>
  );
}
