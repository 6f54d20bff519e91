import { useId, useState } from 'react';
import { formatBytes } from '@common/format';
import { GALLERY_ZIP_PART_BYTES, planZipParts, type ZipPhoto, type ZipSize } from '@common/gallery-zip';
import type { GalleryDownloads } from '@common/schemas';
import { Button } from '@/components/ui/button';
import { zipPartUrl } from '@/data/client-galleries';
import { UserFacingError } from '@/lib/user-facing-error';

// "Download all": the gallery's visible photos as ZIP files of at most 1 GB, one button per part
// with its size, so a large gallery downloads in pieces that each succeed (the parts are planned
// here and in the function alike: common/gallery-zip.ts). Each button asks for a ticket, then
// hands the link to the browser's own download manager (progress, pause, retry).

const SIZE_LABELS: Record<ZipSize, string> = { web: 'Web size', full: 'Full resolution' };

interface DownloadAllProps {
  galleryId: string;
  sets: readonly string[];
  downloads: GalleryDownloads;
  /** Downloads on and the day not past expiresOn (the gallery function's answer). */
  downloadsOpen: boolean;
  photos: readonly ZipPhoto[];
  /** Starts the download of one part; the page's default hands the browser the ticketed link. */
  startDownload?: (part: number, size: ZipSize) => Promise<void>;
}

async function downloadInBrowser(galleryId: string, part: number, size: ZipSize) {
  // An attachment: the browser downloads it and the page stays.
  window.location.assign(await zipPartUrl(galleryId, part, size));
}

export function DownloadAll({ galleryId, sets, downloads, downloadsOpen, photos, startDownload }: DownloadAllProps) {
  const headingId = useId();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState('');
  const sizes = downloadsOpen ? (['web', 'full'] as const).filter((size) => downloads[size]) : [];
  const plans = sizes.map((size) => ({ size, parts: planZipParts(sets, [...photos], size) })).filter((plan) => plan.parts.length > 0);
  if (plans.length === 0) return null;

  async function start(part: number, size: ZipSize) {
    setBusy(`${size}-${part}`);
    setError('');
    try {
      await (startDownload ?? ((p, s) => downloadInBrowser(galleryId, p, s)))(part, size);
    } catch (caught) {
      setError(caught instanceof UserFacingError ? caught.message : 'The download could not start: try again in a moment.');
    } finally {
      setBusy(null);
    }
  }

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-3xl bg-white p-6 shadow-[0_1px_0_rgba(31,28,25,0.04),0_24px_60px_-32px_rgba(31,28,25,0.28)] sm:p-8"
    >
      <h2 id={headingId} className="text-2xl font-semibold text-ink">
        Download all
      </h2>
      <p className="mt-2 text-ink-soft">
        Your photos as ZIP files, in a folder per set. A large gallery comes in parts of up to {formatBytes(GALLERY_ZIP_PART_BYTES)}, so
        each one downloads on its own.
      </p>
      {plans.map(({ size, parts }) => (
        <div key={size} className="mt-6">
          {plans.length > 1 && <h3 className="text-sm font-semibold uppercase tracking-[0.14em] text-muted">{SIZE_LABELS[size]}</h3>}
          <ul className="mt-3 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            {parts.map((part) => {
              const label = parts.length > 1 ? `Part ${part.number} of ${parts.length}` : 'Download all';
              const detail = `${part.entries.length} photo${part.entries.length === 1 ? '' : 's'} · ${formatBytes(part.bytes)}`;
              return (
                <li key={part.number}>
                  <Button
                    variant={parts.length > 1 ? 'secondary' : 'primary'}
                    className="w-full sm:w-auto"
                    busy={busy === `${size}-${part.number}`}
                    busyLabel="Starting…"
                    disabled={busy !== null}
                    aria-label={`${label}, ${SIZE_LABELS[size].toLowerCase()}: ${detail}`}
                    onClick={() => void start(part.number, size)}
                  >
                    {/* One flex item, so label and size wrap as a sentence on a phone. */}
                    <span>
                      {label} <span className="font-normal opacity-80">· {detail}</span>
                    </span>
                  </Button>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
      <p role="alert" className="mt-4 text-sm text-danger empty:hidden">
        {error}
      </p>
    </section>
  );
}
