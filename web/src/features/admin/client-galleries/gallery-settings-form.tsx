import type { ClientGallery } from '@common/schemas';
import { FormActionBar, SubmitButton } from '@/components/form/form-actions';
import { SchemaForm } from '@/components/form/schema-form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { useToast } from '@/components/ui/toast';
import type { WithId } from '@/data/collection';
import { useUpdateGallery } from '@/data/client-galleries';
import { galleryFormSchema, toGalleryInput } from './gallery-form-schema';
import { GalleryFields } from './gallery-fields';

/** The gallery's title, sets, download rules and expiry. A set that still holds photos cannot be removed. */
export function GallerySettingsForm({ gallery, setsInUse }: { gallery: WithId<ClientGallery>; setsInUse: ReadonlySet<string> }) {
  const form = useSchemaForm(galleryFormSchema, {
    title: gallery.title,
    sets: gallery.sets,
    downloads: gallery.downloads,
    expiresOn: gallery.expiresOn ?? '',
    selection: gallery.selection ?? null,
  });
  const update = useUpdateGallery();
  const toast = useToast();
  return (
    <SchemaForm
      form={form}
      onSubmit={async (values) => {
        const removed = [...setsInUse].filter((set) => !values.sets.includes(set));
        if (removed.length > 0) {
          form.setError('sets', { message: `Move the photos of ${removed.join(', ')} to another set first.` }, { shouldFocus: true });
          return;
        }
        await update(gallery.id, toGalleryInput(values));
        toast('Gallery saved');
      }}
      what="gallery"
      audience="owner"
      aria-label="Gallery settings"
    >
      <div className="grid gap-6 rounded-3xl border border-sand bg-white p-5 sm:p-6">
        <GalleryFields />
      </div>
      <FormActionBar>
        <SubmitButton>Save the gallery</SubmitButton>
      </FormActionBar>
    </SchemaForm>
  );
}
