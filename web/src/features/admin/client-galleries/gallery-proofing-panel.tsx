import { useState } from 'react';
import type { ClientGallery, GalleryPhoto } from '@common/schemas';
import { archiveYearsInWords } from '@common/archive-retention';
import { ARCHIVE_RETENTION_YEARS } from '@/lib/archive-retention';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { useToast } from '@/components/ui/toast';
import type { WithId } from '@/data/collection';
import { makeGalleryProofs, restoreFromArchive, useArchivedGalleryPhotos, useSetGalleryProofing } from '@/data/photo-archive';
import { UserFacingError } from '@/lib/user-facing-error';

// Issue 38 in the gallery editor: proofing (the customer sees watermarked previews until a photo is
// in the selection they sent, or a paid extra) and the archive (every original kept in the second
// bucket; restore puts back deleted photos and lost files, with every variant made again).

const sentence = (error: unknown, fallback: string) => (error instanceof UserFacingError ? error.message : fallback);

export function GalleryProofingPanel({ gallery, photos }: { gallery: WithId<ClientGallery>; photos: readonly WithId<GalleryPhoto>[] }) {
  const setProofing = useSetGalleryProofing();
  const archived = useArchivedGalleryPhotos(gallery.id);
  const toast = useToast();
  const [busy, setBusy] = useState<'proofing' | 'proofs' | 'restore' | null>(null);
  const [progress, setProgress] = useState('');
  const proofing = gallery.proofing === true;
  const withoutProofs = photos.filter((p) => !p.proofWidths?.length).length;
  const present = new Set(photos.map((p) => p.id));
  const missing = archived.status === 'success' ? archived.data.filter((r) => !present.has(r.photoId)).length : 0;

  const makeProofs = async () => {
    setBusy('proofs');
    try {
      const made = await makeGalleryProofs(gallery.id, (done, remaining) => setProgress(`${done} made, ${remaining} to go…`));
      toast(made ? `${made} watermarked proof${made === 1 ? '' : 's'} made.` : 'Every photo has its proofs.');
    } catch (error) {
      toast(sentence(error, 'The proofs were not made: try again.'), 'error');
    } finally {
      setBusy(null);
      setProgress('');
    }
  };

  return (
    <section aria-labelledby="proofing-title" className="grid gap-4 rounded-3xl border border-sand bg-white p-5">
      <h2 id="proofing-title" className="text-2xl font-semibold text-ink">
        Proofing and archive
      </h2>
      <Switch
        checked={proofing}
        disabled={busy !== null}
        label="Watermarked proofs"
        hint="The customer sees previews with your watermark. A photo comes clean, and downloads, once it is in the selection they send or bought as an extra."
        onChange={async (on) => {
          setBusy('proofing');
          try {
            await setProofing(gallery.id, on);
            toast(on ? 'Proofing on: the customer sees watermarked previews.' : 'Proofing off: the customer sees the clean photos again.');
            if (on && withoutProofs > 0) await makeProofs();
          } catch (error) {
            toast(sentence(error, 'Proofing could not be changed: try again.'), 'error');
          } finally {
            setBusy((b) => (b === 'proofing' ? null : b));
          }
        }}
      />
      {proofing && (
        <div className="grid gap-2 rounded-2xl bg-linen px-4 py-3 text-sm text-ink-soft">
          <p>
            {withoutProofs === 0
              ? 'Every photo has its watermarked proofs.'
              : `${withoutProofs} photo${withoutProofs === 1 ? ' has' : 's have'} no proofs yet: the customer sees only a blurred preview of ${withoutProofs === 1 ? 'it' : 'them'}.`}
          </p>
          <Button variant="secondary" size="sm" busy={busy === 'proofs'} busyLabel={progress || 'Making the proofs…'} onClick={makeProofs}>
            Make the proofs again with the current watermark
          </Button>
        </div>
      )}
      <div className="grid gap-2 border-t border-sand pt-4 text-sm text-ink-soft">
        <p>
          Every original is kept in the archive for {archiveYearsInWords(ARCHIVE_RETENTION_YEARS)}, whatever happens here.
          {missing > 0 && ` ${missing} archived photo${missing === 1 ? ' is' : 's are'} no longer in this gallery.`}
        </p>
        <Button
          variant="secondary"
          size="sm"
          busy={busy === 'restore'}
          busyLabel="Restoring…"
          onClick={async () => {
            setBusy('restore');
            try {
              const { restored, intact } = await restoreFromArchive({ galleryId: gallery.id });
              toast(
                restored
                  ? `${restored} photo${restored === 1 ? '' : 's'} restored from the archive.`
                  : `All ${intact} photos are whole: nothing to restore.`,
              );
            } catch (error) {
              toast(sentence(error, 'The restore stopped: try again.'), 'error');
            } finally {
              setBusy(null);
            }
          }}
        >
          Restore from the archive
        </Button>
      </div>
    </section>
  );
}
