import { mediaAltSchema, type Media } from '@common/schemas';
import { SubmitButton } from '@/components/form/form-actions';
import { SchemaForm } from '@/components/form/schema-form';
import { FormText } from '@/components/form/text-fields';
import { useSchemaForm } from '@/components/form/use-schema-form';
import type { WithId } from '@/data/collection';
import { useMediaWrites } from '@/data/media';

/** The photo's alt text: what pages that pick it from the library start with. */
export function MediaAltForm({ photo }: { photo: WithId<Media> }) {
  const { setAlt } = useMediaWrites();
  const form = useSchemaForm(mediaAltSchema, { alt: photo.alt });
  return (
    <SchemaForm
      form={form}
      what="description"
      audience="owner"
      aria-label={`Alt text of ${photo.filename}`}
      onSubmit={async ({ alt }) => {
        await setAlt(photo.id, photo, alt);
        form.reset({ alt });
      }}
      className="mt-3 grid gap-2"
    >
      <FormText name="alt" label="Alt text" hint="What the photo shows, in a sentence." maxLength={200} />
      <SubmitButton size="sm" variant="secondary" busyLabel="Saving…" disabled={!form.formState.isDirty} className="justify-self-start">
        Save alt text
      </SubmitButton>
    </SchemaForm>
  );
}
