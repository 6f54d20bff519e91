import { useId, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { formatDateTime } from '@common/format';
import {
  WATERMARK_MAX_BYTES,
  WATERMARK_OPACITY_MAX,
  WATERMARK_OPACITY_MIN,
  WATERMARK_POSITIONS,
  WATERMARK_POSITION_LABELS,
  WATERMARK_TEXT_MAX,
  WATERMARK_TYPES,
  watermarkInputSchema,
  type WatermarkImage,
} from '@common/schemas/watermark';
import { SubmitButton } from '@/components/form/form-actions';
import { SchemaForm } from '@/components/form/schema-form';
import { FormNumber, FormSelect, FormText } from '@/components/form/text-fields';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { Loaded } from '@/components/ui/loaded';
import { useToast } from '@/components/ui/toast';
import { uploadWatermarkImage, useSaveWatermark, useWatermarkSettings, type WatermarkValues } from '@/data/watermark';
import { UserFacingError } from '@/lib/user-facing-error';

/** Admin → Settings → Watermark for proofs: its own document (settings/watermark), saved on its own. */
export function WatermarkSettingsSection({ studioName }: { studioName: string }) {
  const settings = useWatermarkSettings(studioName);
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="grid content-start gap-5 rounded-3xl border border-sand bg-white p-5 sm:p-7">
      <div>
        <h2 id={titleId} className="text-2xl font-semibold text-ink">
          Watermark for proofs
        </h2>
        <p className="mt-1 text-sm text-muted">
          A gallery set to proofing shows previews with this mark set into the pixels, so a screenshot carries it. Chosen and paid photos
          come clean.
        </p>
      </div>
      <Loaded result={settings} what="the watermark settings">
        {(values) => <WatermarkForm key={values.updatedAt?.getTime() ?? 'new'} values={values} />}
      </Loaded>
    </section>
  );
}

function WatermarkForm({ values }: { values: WatermarkValues }) {
  const { image: savedImage, updatedAt, ...input } = values;
  const form = useSchemaForm(watermarkInputSchema, input);
  const save = useSaveWatermark();
  const toast = useToast();
  const [image, setImage] = useState<WatermarkImage | null>(savedImage);
  const [fileError, setFileError] = useState<string | undefined>();
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const fileId = useId();
  const mark = useWatch({ control: form.control, name: 'mark' });
  return (
    <SchemaForm
      form={form}
      what="watermark"
      audience="owner"
      aria-label="Watermark for proofs"
      onSubmit={async (next) => {
        await save(next, image);
        form.reset(next);
        toast('Watermark saved: new proofs carry it. Make a gallery’s proofs again in its editor to use it there.');
      }}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormSelect
          name="mark"
          label="The mark"
          options={[
            { value: 'name', label: 'Words (the studio’s name)' },
            { value: 'image', label: 'An image (your logo)' },
          ]}
        />
        <FormSelect
          name="position"
          label="Where"
          options={WATERMARK_POSITIONS.map((p) => ({ value: p, label: WATERMARK_POSITION_LABELS[p] }))}
        />
        {mark === 'name' ? (
          <FormText name="text" label="Words" maxLength={WATERMARK_TEXT_MAX} hint="Set in a serif, white over a soft shadow." />
        ) : (
          <div className="grid gap-2">
            <label htmlFor={fileId} className="text-sm font-medium text-ink-soft">
              Watermark image
            </label>
            <input
              ref={fileInput}
              id={fileId}
              type="file"
              accept={WATERMARK_TYPES.join(',')}
              aria-describedby={`${fileId}-hint${fileError ? ` ${fileId}-error` : ''}`}
              aria-invalid={fileError ? true : undefined}
              className="text-sm text-ink-soft file:mr-3 file:rounded-full file:border-0 file:bg-ink file:px-4 file:py-2 file:text-sm file:font-semibold file:text-white"
              onChange={async (event) => {
                const file = event.target.files?.[0];
                if (!file) return;
                setFileError(undefined);
                setUploading(true);
                try {
                  setImage(await uploadWatermarkImage(file));
                  toast(`${file.name} uploaded: save to use it.`);
                } catch (error) {
                  setFileError(error instanceof UserFacingError ? error.message : `${file.name} could not be uploaded: try again.`);
                } finally {
                  setUploading(false);
                  if (fileInput.current) fileInput.current.value = '';
                }
              }}
            />
            <p id={`${fileId}-hint`} className="text-sm text-muted">
              {uploading
                ? 'Uploading…'
                : image
                  ? `Uploaded: ${image.width} × ${image.height} px. Choose another to replace it.`
                  : `A PNG with a transparent background works best; PNG, WebP or JPEG, up to ${WATERMARK_MAX_BYTES / 1024 / 1024} MB.`}
            </p>
            {fileError && (
              <p id={`${fileId}-error`} role="alert" className="text-sm font-medium text-danger">
                {fileError}
              </p>
            )}
          </div>
        )}
        <FormNumber
          name="opacity"
          label="Opacity (%)"
          min={WATERMARK_OPACITY_MIN}
          max={WATERMARK_OPACITY_MAX}
          hint={`${WATERMARK_OPACITY_MIN}–${WATERMARK_OPACITY_MAX} %: strong enough to protect, light enough to judge the photo.`}
        />
        {mark === 'image' && !image && (
          <p role="status" className="rounded-2xl bg-champagne/15 px-4 py-3 text-sm text-champagne-deep sm:col-span-2">
            Upload the image before saving, or keep the studio’s name.
          </p>
        )}
      </div>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3 border-t border-sand pt-5">
        <p className="text-sm text-muted">
          {updatedAt ? `Last saved ${formatDateTime(updatedAt)}` : 'Not saved yet: proofs carry the studio’s name.'}
        </p>
        <SubmitButton busyLabel="Saving…">Save watermark</SubmitButton>
      </div>
    </SchemaForm>
  );
}
