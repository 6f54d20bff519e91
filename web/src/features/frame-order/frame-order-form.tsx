import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { LIMITS, type FrameOrderInput } from '@common/schemas';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/field';
import { formatPrice } from '@common/format';
import { describeWriteError } from '@/lib/write-errors';
import { FrameOrderSummary } from './frame-order-summary';
import {
  orderTotal,
  selectFrame,
  toFrameOrderInput,
  validateFrameOrder,
  type FrameChoice,
  type FrameDraft,
  type FrameErrors,
  type FrameField,
} from './frame-order-validation';
import { FramePicker } from './frame-picker';
import { FulfilmentChoice } from './fulfilment-choice';
import { QuantityField } from './quantity-field';

type FrameOrderFormProps = {
  frames: FrameChoice[];
  initialDraft: FrameDraft;
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

export function FrameOrderForm({ frames, initialDraft, onSubmit, onDone }: FrameOrderFormProps) {
  const [draft, setDraft] = useState(initialDraft);
  const [errors, setErrors] = useState<FrameErrors>({});
  const [status, setStatus] = useState<'editing' | 'submitting' | 'done'>('editing');
  const [submitError, setSubmitError] = useState<string>();
  const [attempts, setAttempts] = useState(0);
  const inFlight = useRef(false);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (attempts > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts]);

  const edit = (field: FrameField, value: string) => {
    setDraft((d) => (field === 'frameId' ? selectFrame(d, frames, value) : { ...d, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (inFlight.current) return;
    const found = validateFrameOrder(draft, frames);
    setErrors(found);
    setAttempts((n) => n + 1);
    if (Object.keys(found).length > 0) return;
    inFlight.current = true;
    setStatus('submitting');
    setSubmitError(undefined);
    try {
      const orderId = await onSubmit(toFrameOrderInput(draft, frames));
      setStatus('done');
      onDone(orderId);
    } catch (error) {
      console.error('Frame order failed', error);
      setSubmitError(describeWriteError(error, 'frame order'));
      setStatus('editing');
    } finally {
      inFlight.current = false;
    }
  }

  const busy = status !== 'editing';
  const total = orderTotal(frames, draft);
  const field = (name: FrameField) => ({
    value: draft[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => edit(name, e.target.value),
  });
  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start xl:grid-cols-[minmax(0,1fr)_24rem]">
      <form
        ref={form}
        noValidate
        onSubmit={handleSubmit}
        aria-label="Frame order"
        className="grid gap-10 rounded-3xl border border-sand bg-white/80 p-6 shadow-sm sm:p-10 [&_[aria-invalid]]:scroll-mt-32"
      >
        <Part title="Your frame">
          <FramePicker
            frames={frames}
            draft={draft}
            errors={errors}
            onFrame={(id) => edit('frameId', id)}
            onSize={(size) => edit('size', size)}
          />
          <div className="mt-8">
            <QuantityField value={draft.quantity} error={errors.quantity} onChange={(value) => edit('quantity', value)} />
          </div>
        </Part>
        <Part title="The photo">
          <TextAreaField
            label="Which photo should we frame?"
            rows={3}
            maxLength={1000}
            {...field('photoNote')}
            hint="The file name from your soft copies, or describe it, with your booking reference if you have one."
          />
        </Part>
        <Part title="Delivery & contact">
          <div className="grid gap-5 sm:grid-cols-2">
            <FulfilmentChoice className="sm:col-span-2" value={draft.fulfilment} onChange={(value) => edit('fulfilment', value)} />
            {draft.fulfilment === 'delivery' && (
              <TextAreaField
                className="sm:col-span-2"
                label="Delivery address"
                rows={3}
                maxLength={500}
                autoComplete="street-address"
                {...field('deliveryAddress')}
              />
            )}
            <TextField label="Full name" maxLength={LIMITS.name} autoComplete="name" {...field('name')} />
            <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
            <TextField label="Phone" type="tel" autoComplete="tel" {...field('phone')} />
            <TextAreaField
              className="sm:col-span-2"
              label="Notes (optional)"
              rows={3}
              maxLength={2000}
              {...field('notes')}
              hint="Mat colour, a gift message, a date you need it by."
            />
          </div>
        </Part>
        {submitError && (
          <p role="alert" className="rounded-2xl border border-rose/40 bg-rose/10 px-4 py-3 text-sm text-danger">
            {submitError}
          </p>
        )}
        <div className="flex flex-col gap-4 border-t border-sand pt-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-ink-soft">
            Total <strong className="font-display text-2xl font-semibold text-ink">{total === undefined ? '—' : formatPrice(total)}</strong>
          </p>
          <Button type="submit" busy={busy} busyLabel="Placing your order…" className="w-full sm:w-auto">
            Place frame order
          </Button>
        </div>
      </form>
      <div className="lg:sticky lg:top-28">
        <FrameOrderSummary frames={frames} draft={draft} />
      </div>
    </div>
  );
}
