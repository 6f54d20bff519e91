import { useState, type ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { NO_IMAGE, type ImageRef } from '@common/schemas';
import { MediaPickerDialog } from '@/components/media/media-picker-dialog';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { useDialogState } from '@/components/ui/use-dialog-state';
import { useFieldError } from './field-error';

type Props = { name: string; label: ReactNode; hint?: ReactNode };

/**
 * An image uploaded into the media library or picked from it (a dialog), or by address (https://…
 * or a site path such as /images/gallery/x.svg), with a live preview. Width and height are read from the loaded picture itself, so public pages can reserve
 * its space (no layout shift); an address that shows no image leaves them 0, which the schema refuses.
 */
export function FormImage({ name, label, hint }: Props) {
  const { control, getValues } = useFormContext();
  const srcError = useFieldError(`${name}.src`);
  const widthError = useFieldError(`${name}.width`);
  const heightError = useFieldError(`${name}.height`);
  const sizeError = widthError ?? heightError;
  const altError = useFieldError(`${name}.alt`);
  const [failedSrc, setFailedSrc] = useState<string>();
  const picker = useDialogState();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => {
        const image = (field.value ?? NO_IMAGE) as ImageRef;
        // Merged into the value as it is now, not as this render saw it: the preview's load and a
        // keystroke in the alt text can land before React re-renders, and the later must not undo
        // the earlier (the measured size was lost that way, leaving the form waiting forever).
        const current = () => (getValues(name) ?? NO_IMAGE) as ImageRef;
        const set = (change: Partial<ImageRef>) => field.onChange({ ...current(), ...change });
        const src = image.src.trim();
        const failed = failedSrc === src;
        const sizeMessage = sizeError && (failed ? 'No image loads from this address: check it.' : 'Waiting for the preview to load.');
        return (
          <fieldset className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_11rem]">
            <legend className="mb-2 block text-sm font-medium text-ink-soft">{label}</legend>
            <div className="grid gap-4">
              <TextField
                ref={field.ref}
                label="Image address"
                value={image.src}
                // A new address has no known size until its preview loads.
                // A typed address is not a library photo: its sizes and srcset no longer apply.
                onChange={(event) => field.onChange({ src: event.target.value, width: 0, height: 0, alt: current().alt })}
                error={srcError ?? sizeMessage}
                hint={hint ?? 'A web address (https://…) or a path on this site (/images/…).'}
                inputMode="url"
                autoComplete="off"
              />
              <TextField
                label="Description for screen readers (alt text)"
                value={image.alt}
                onChange={(event) => set({ alt: event.target.value })}
                error={altError}
                hint="What the picture shows, in a sentence. Leave empty only for decoration."
              />
              <div className="flex flex-wrap items-center gap-3">
                <Button variant="secondary" size="sm" onClick={() => picker.open()}>
                  Upload or choose a photo
                </Button>
                {image.mediaId && <span className="text-xs text-muted">From the media library, in sizes for every screen.</span>}
              </div>
              {picker.isOpen && <MediaPickerDialog alt={image.alt} onClose={picker.close} onPick={(picked) => field.onChange(picked)} />}
            </div>
            <figure className="self-start">
              <div className="flex aspect-[4/3] items-center justify-center overflow-hidden rounded-2xl border border-sand bg-linen">
                {src && !failed ? (
                  <img
                    key={src}
                    src={src}
                    alt=""
                    className="size-full object-cover"
                    onLoad={(event) => {
                      // A library photo's size comes from the library (its fallback variant's).
                      const now = current();
                      if (now.mediaId) return;
                      const { naturalWidth: width, naturalHeight: height } = event.currentTarget;
                      if (width !== now.width || height !== now.height) set({ width, height });
                    }}
                    onError={() => {
                      setFailedSrc(src);
                      set({ width: 0, height: 0 });
                    }}
                  />
                ) : (
                  <span className="px-4 text-center text-xs text-muted">{failed ? 'No image at this address' : 'Preview'}</span>
                )}
              </div>
              <figcaption className="mt-1.5 text-center text-xs text-muted" aria-live="polite">
                {image.width > 0 && image.height > 0 ? `${image.width} × ${image.height} px` : ' '}
              </figcaption>
            </figure>
          </fieldset>
        );
      }}
    />
  );
}
