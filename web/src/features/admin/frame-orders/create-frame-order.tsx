import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { studioFrameOrderInputSchema, type StudioFrameOrderInput, type UserRecord } from '@common/schemas';
import { FormActionBar, SubmitButton } from '@/components/form/form-actions';
import { SchemaForm } from '@/components/form/schema-form';
import { FormNumber, FormSelect, FormText, FormTextArea } from '@/components/form/text-fields';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { useToast } from '@/components/ui/toast';
import type { WithId } from '@/data/collection';
import { useCreateStudioFrameOrder, useNewFrameOrderId } from '@/data/frame-orders';
import type { Frame } from '@common/schemas';
import { cn } from '@/lib/cn';
import { formatPrice } from '@common/format';
import { frameOrderDetailPath } from '@common/paths';
import { CustomerPicker } from '@/components/admin/customer-picker/customer-picker';
import { Panel } from '@/components/admin/panel';
import { WithSalesTaxLine } from '@/components/payments/owed-amounts';

const BLANK: StudioFrameOrderInput = {
  frameId: '',
  frameName: '',
  size: '',
  unitPrice: 0,
  quantity: 1,
  photoNote: '',
  fulfilment: 'pickup',
  deliveryAddress: '',
  name: '',
  email: '',
  phone: '',
  notes: '',
  userId: null,
};

/** How a walk-in order reaches the customer. */
const FULFILMENTS = [
  { value: 'pickup', label: 'Pickup at the studio' },
  { value: 'delivery', label: 'Delivery' },
];

/** An order taken at the studio: for a registered customer (found by search) or a walk-in. */
export function CreateFrameOrder({ frames }: { frames: WithId<Frame>[] }) {
  const form = useSchemaForm(studioFrameOrderInputSchema, BLANK);
  const id = useNewFrameOrderId();
  const create = useCreateStudioFrameOrder();
  const navigate = useNavigate();
  const toast = useToast();
  const [walkIn, setWalkIn] = useState(false);
  const [customer, setCustomer] = useState<WithId<UserRecord> | null>(null);
  const { frameId, size, quantity, fulfilment } = form.watch();
  const frame = frames.find((f) => f.id === frameId);
  const price = frame?.sizes.find((s) => s.label === size)?.price;

  // The frame's name and the size's price come from the catalogue, never typed (the rules check them).
  useEffect(() => {
    form.setValue('frameName', frame?.name ?? '');
    form.setValue('unitPrice', price ?? 0);
    if (frame && !frame.sizes.some((s) => s.label === size)) form.setValue('size', frame.sizes.length === 1 ? frame.sizes[0].label : '');
  }, [form, frame, price, size]);

  function pick(found: WithId<UserRecord> | null) {
    setCustomer(found);
    form.setValue('userId', found?.id ?? null);
    form.setValue('name', found?.name ?? '');
    form.setValue('email', found?.email ?? '');
    form.setValue('phone', found?.phone ?? '');
  }
  function chooseWalkIn(value: boolean) {
    setWalkIn(value);
    pick(null);
  }

  const total = price !== undefined && Number.isInteger(quantity) ? price * Number(quantity) : undefined;
  const haveCustomer = walkIn || customer !== null;
  return (
    <SchemaForm
      form={form}
      audience="owner"
      what="frame order"
      aria-label="New frame order"
      onSubmit={async (values) => {
        if (!haveCustomer) throw new Error('No customer chosen');
        await create(id, values);
        toast(`Frame order created for ${values.name}${values.email ? '; they are emailed' : ''}`);
        navigate(frameOrderDetailPath(id));
      }}
    >
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <Panel title="Customer">
          <div role="group" aria-label="Who is it for" className="mb-5 flex gap-1.5">
            {[
              [false, 'Registered customer'],
              [true, 'Walk-in'],
            ].map(([value, label]) => (
              <button
                key={String(label)}
                type="button"
                aria-pressed={walkIn === value}
                onClick={() => chooseWalkIn(Boolean(value))}
                className={cn(
                  'rounded-full border px-4 py-2 text-sm font-medium transition',
                  walkIn === value ? 'border-ink bg-ink text-ivory' : 'border-sand bg-white text-ink-soft hover:border-ink/40',
                )}
              >
                {label}
              </button>
            ))}
          </div>
          {!walkIn && <CustomerPicker picked={customer} onPick={pick} />}
          {haveCustomer && (
            <div className="mt-5 grid gap-5 sm:grid-cols-2">
              <FormText name="name" label="Name" maxLength={100} className="sm:col-span-2" />
              <FormText name="phone" label="Phone" type="tel" />
              <FormText
                name="email"
                label={walkIn ? 'Email (optional)' : 'Email'}
                type="email"
                hint={walkIn ? 'For the order’s emails.' : undefined}
              />
            </div>
          )}
        </Panel>
        <Panel title="The frame">
          <div className="grid gap-5">
            <FormSelect
              name="frameId"
              label="Frame"
              placeholder="Choose…"
              options={frames.map((f) => ({ value: f.id, label: `${f.name} · ${f.material}` }))}
            />
            <div className="grid gap-5 sm:grid-cols-2">
              <FormSelect
                name="size"
                label="Size"
                placeholder={frame ? 'Choose…' : 'Choose a frame first'}
                options={(frame?.sizes ?? []).map((s) => ({ value: s.label, label: `${s.label} · ${formatPrice(s.price)}` }))}
              />
              <FormNumber name="quantity" label="Quantity" min={1} max={20} />
            </div>
            <FormTextArea name="photoNote" label="Which photo" rows={2} maxLength={1000} hint="A file name or a description." />
            <FormSelect name="fulfilment" label="The customer receives it by" options={FULFILMENTS} />
            {fulfilment === 'delivery' && <FormTextArea name="deliveryAddress" label="Delivery address" rows={2} maxLength={500} />}
            <FormTextArea name="notes" label="Notes (optional)" rows={2} maxLength={2000} />
          </div>
        </Panel>
      </div>
      <FormActionBar>
        <p className="text-ink-soft">
          Total{' '}
          <strong className="text-2xl font-semibold tracking-tight text-ink tabular-nums">
            {total === undefined ? '—' : formatPrice(total)}
          </strong>
          {total !== undefined && <WithSalesTaxLine amount={total} />}
        </p>
        <SubmitButton busyLabel="Creating…" disabled={!haveCustomer}>
          Create frame order
        </SubmitButton>
      </FormActionBar>
    </SchemaForm>
  );
}
