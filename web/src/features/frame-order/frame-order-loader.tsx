import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@common/paths';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useActiveFrames } from '@/data/frames';
import { useCreateFrameOrder, useNewFrameOrderId } from '@/data/frame-orders';
import { useOwnUserRecord } from '@/data/users';
import type { Customer } from '@/session/session';
import { FrameOrderForm } from './frame-order-form';
import { sizeFor, type FrameOrderValues } from './frame-order-schema';

/** Loads the frames and the customer's details, then hands the form its starting values. */
export function FrameOrderLoader({ customer }: { customer: Customer }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const frames = useActiveFrames();
  // Only to prefill name and phone: if it cannot be read, the session's details do.
  const record = useOwnUserRecord(customer.id);
  const orderId = useNewFrameOrderId();
  const createFrameOrder = useCreateFrameOrder();

  if (frames.status === 'loading' || record.status === 'loading') {
    return (
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <Skeleton count={2} className="h-96" />
      </div>
    );
  }
  if (frames.data.length === 0) {
    return (
      <EmptyState title="Our frame collection is being refreshed">
        <p>Write to us and we'll frame your favourite photo in the meantime.</p>
        <ButtonLink to={paths.contact} className="mt-6">
          Contact the studio
        </ButtonLink>
      </EmptyState>
    );
  }

  const choices = frames.data.map(({ id, name, material, description, image, sizes }) => ({
    id,
    name,
    material,
    description,
    image,
    sizes,
  }));
  const requested = choices.find((f) => f.id === params.get('frame'));
  const defaultValues: Partial<FrameOrderValues> = {
    frameId: requested?.id ?? '',
    size: sizeFor(requested),
    quantity: 1,
    photoNote: '',
    fulfilment: 'delivery',
    deliveryAddress: '',
    name: record.data?.name || customer.name,
    email: customer.email || record.data?.email || '',
    phone: record.data?.phone || customer.phone,
    notes: '',
  };

  return (
    <FrameOrderForm
      frames={choices}
      defaultValues={defaultValues}
      onSubmit={async (input) => {
        await createFrameOrder(orderId, customer.id, input);
        return orderId;
      }}
      onDone={(id) => navigate(`${paths.frameThankYou}?order=${encodeURIComponent(id)}`)}
    />
  );
}
