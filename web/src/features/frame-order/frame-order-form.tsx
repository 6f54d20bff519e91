import type { ReactNode } from 'react';
import { LIMITS, type FrameOrderInput } from '@common/schemas';
import { formatPrice } from '@common/format';
import { SubmitButton } from '@/components/form/form-actions';
import { FramedPhoto } from '@/components/galleries/framed-photo';
import { WithSalesTaxLine } from '@/components/payments/owed-amounts';
import { OrderFormLayout, orderFormCard } from '@/components/form/order-form-layout';
import { SchemaForm } from '@/components/form/schema-form';
import { FormText, FormTextArea } from '@/components/form/text-fields';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { FrameOrderSummary } from './frame-order-summary';
import { FRAME_ORDER_MESSAGES, frameOrderFormSchema, orderTotal, type FrameChoice, type FrameOrderValues } from './frame-order-schema';
import { FramePicker } from './frame-picker';
import { FulfilmentChoice } from './fulfilment-choice';
import { QuantityField } from './quantity-field';

type FrameOrderFormProps = {
  frames: FrameChoice[];
  defaultValues: Partial<FrameOrderValues>;
  /** Writes the order and resolves with its id; a rejection keeps the form as it was. */
  onSubmit: (input: FrameOrderInput) => Promise<string>;
  onDone: (orderId: string) => void;
};

const Part = ({ title, children }: { title: string; children: ReactNode }) => (
  <div className="border-t border-sand pt-8 first:border-t-0 first:pt-0">
    <h2 className="text-2xl font-semibold text-ink sm:text-3xl">{title}</h2>
    <div className="mt-5">{children}</div>
  </div>
);

export function FrameOrderForm({ frames, defaultValues, onSubmit, onDone }: FrameOrderFormProps) {
  const form = useSchemaForm(frameOrderFormSchema(frames), defaultValues, { messages: FRAME_ORDER_MESSAGES });
  const values = form.watch();
  const total = orderTotal(frames, values);
  return (
    <OrderFormLayout summary={<FrameOrderSummary frames={frames} values={values} />}>
      <SchemaForm
        form={form}
        what="frame order"
        once
        onSubmit={async (input) => onDone(await onSubmit(input))}
        aria-label="Frame order"
        className={`grid gap-10 ${orderFormCard}`}
      >
        <Part title="Your frame">
          <FramePicker frames={frames} />
          <div className="mt-8">
            <QuantityField />
          </div>
        </Part>
        <Part title="The photo">
          {values.galleryPhoto && (
            <div className="mb-5 rounded-2xl bg-ivory p-4">
              <FramedPhoto photo={values.galleryPhoto}>
                <button
                  type="button"
                  onClick={() => form.setValue('galleryPhoto', undefined)}
                  className="mt-1 text-sm text-ink-soft underline underline-offset-4 hover:text-ink"
                >
                  Remove this photo
                </button>
              </FramedPhoto>
            </div>
          )}
          <FormTextArea
            name="photoNote"
            label={values.galleryPhoto ? 'Anything about the photo? (optional)' : 'Which photo should we frame?'}
            rows={3}
            maxLength={1000}
            hint={
              values.galleryPhoto
                ? 'A crop, black and white, a second photo for a double frame.'
                : 'The file name from your soft copies, or describe it, with your booking reference if you have one.'
            }
          />
        </Part>
        <Part title="Delivery & contact">
          <div className="grid gap-5 sm:grid-cols-2">
            <FulfilmentChoice className="sm:col-span-2" />
            {values.fulfilment === 'delivery' && (
              <FormTextArea
                name="deliveryAddress"
                className="sm:col-span-2"
                label="Delivery address"
                rows={3}
                maxLength={500}
                autoComplete="street-address"
              />
            )}
            <FormText name="name" label="Full name" maxLength={LIMITS.name} autoComplete="name" />
            <FormText name="email" label="Email" type="email" autoComplete="email" />
            <FormText name="phone" label="Phone" type="tel" autoComplete="tel" />
            <FormTextArea
              name="notes"
              className="sm:col-span-2"
              label="Notes (optional)"
              rows={3}
              maxLength={2000}
              hint="Mat colour, a gift message, a date you need it by."
            />
          </div>
        </Part>
        <div className="flex flex-col gap-4 border-t border-sand pt-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-ink-soft">
            Total <strong className="font-display text-2xl font-semibold text-ink">{total === undefined ? '—' : formatPrice(total)}</strong>
            {total !== undefined && <WithSalesTaxLine amount={total} />}
          </p>
          <SubmitButton busyLabel="Placing your order…" className="w-full sm:w-auto">
            Place frame order
          </SubmitButton>
        </div>
      </SchemaForm>
    </OrderFormLayout>
  );
}
