import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { formatDateTime, formatPrice } from '@common/format';
import { extensionLabel } from '@common/gallery-extension';
import { EXTENSION_DAYS_MAX, galleryExtensionSettingsSchema } from '@common/schemas/gallery-extension';
import { SubmitButton } from '@/components/form/form-actions';
import { SchemaForm } from '@/components/form/schema-form';
import { FormSwitch } from '@/components/form/switch-field';
import { FormNumber } from '@/components/form/text-fields';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { Loaded } from '@/components/ui/loaded';
import { useToast } from '@/components/ui/toast';
import { useGalleryExtensionSettings, useSaveGalleryExtensionSettings, type GalleryExtensionValues } from '@/data/gallery-extension';

const inputSchema = galleryExtensionSettingsSchema.omit({ updatedAt: true });

/** Admin → Settings → Gallery extensions: its own document (settings/galleryExtension), saved on its own. */
export function GalleryExtensionSection() {
  const settings = useGalleryExtensionSettings();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="grid content-start gap-5 rounded-3xl border border-sand bg-white p-5 sm:p-7">
      <div>
        <h2 id={titleId} className="text-2xl font-semibold text-ink">
          Gallery extensions
        </h2>
        <p className="mt-1 text-sm text-muted">
          When a gallery’s downloads have closed on their date, its customer can buy more days by card and the downloads reopen by
          themselves once the payment is recorded. Off, they can still ask you to reopen them.
        </p>
      </div>
      <Loaded result={settings} what="the gallery extension settings">
        {({ updatedAt, ...values }) => <GalleryExtensionForm key={updatedAt?.getTime() ?? 'new'} values={values} updatedAt={updatedAt} />}
      </Loaded>
    </section>
  );
}

function GalleryExtensionForm({ values, updatedAt }: { values: GalleryExtensionValues; updatedAt: Date | null }) {
  const form = useSchemaForm(inputSchema, values);
  const save = useSaveGalleryExtensionSettings();
  const toast = useToast();
  const [enabled, price, days] = useWatch({ control: form.control, name: ['enabled', 'price', 'days'] });
  const valid = Number.isInteger(price) && price >= 1 && Number.isInteger(days) && days >= 1 && days <= EXTENSION_DAYS_MAX;
  return (
    <SchemaForm
      form={form}
      what="gallery extension settings"
      audience="owner"
      aria-label="Gallery extension settings"
      onSubmit={async (next) => {
        await save(next);
        form.reset(next);
        toast(next.enabled ? `Extensions on: ${next.days} days for ${formatPrice(next.price)}` : 'Extensions off');
      }}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <FormSwitch
            name="enabled"
            label="Sell extensions of closed downloads"
            hint="Paid online through Stripe Checkout: offered only while online payment is set up."
          />
        </div>
        <FormNumber name="price" label="Price of an extension" price min={1} />
        <FormNumber
          name="days"
          label="Days it adds"
          min={1}
          max={EXTENSION_DAYS_MAX}
          hint={`From the day it is paid: 1–${EXTENSION_DAYS_MAX} days.`}
        />
        {enabled && valid && (
          <p className="rounded-2xl bg-linen px-4 py-3 text-sm text-ink-soft sm:col-span-2">
            A closed gallery shows: <span className="font-semibold text-ink">{`${extensionLabel(days)} · ${formatPrice(price)}`}</span>
          </p>
        )}
      </div>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3 border-t border-sand pt-5">
        <p className="text-sm text-muted">{updatedAt ? `Last saved ${formatDateTime(updatedAt)}` : 'Not saved yet: extensions are off.'}</p>
        <SubmitButton busyLabel="Saving…">Save extension settings</SubmitButton>
      </div>
    </SchemaForm>
  );
}
