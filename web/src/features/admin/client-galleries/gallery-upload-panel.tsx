import { useState } from 'react';
import type { ClientGallery } from '@common/schemas';
import { UploadZone } from '@/components/media/upload-zone';
import { usePhotoUploads } from '@/components/media/use-photo-uploads';
import { SelectField } from '@/components/ui/field';
import type { WithId } from '@/data/collection';

/**
 * Photos into one set at a time, through the media API's resumable uploads (docs/photos.md) with a
 * gallery target: each file has its progress, cancel and retry; a refused file says why by name
 * and the others go on.
 */
export function GalleryUploadPanel({ gallery }: { gallery: WithId<ClientGallery> }) {
  const [set, setSet] = useState(gallery.sets[0]);
  const target = gallery.sets.includes(set) ? set : gallery.sets[0];
  const uploads = usePhotoUploads(undefined, { galleryId: gallery.id, set: target });
  return (
    <div className="grid gap-4">
      {gallery.sets.length > 1 && (
        <SelectField label="Upload into the set" value={target} onChange={(e) => setSet(e.target.value)} className="max-w-xs">
          {gallery.sets.map((s) => (
            <option key={s}>{s}</option>
          ))}
        </SelectField>
      )}
      <UploadZone uploads={uploads} title={`Upload photos to “${target}”`} />
    </div>
  );
}
