import { useNavigate, useSearchParams } from 'react-router-dom';
import { framedPhotoSchema, type Frame, type UserRecord } from '@common/schemas';
import { paths } from '@common/paths';
import { OrderFormLoaded } from '@/components/catalogue/order-form-loaded';
import type { WithId } from '@/data/collection';
import { useActiveFrames } from '@/data/frames';
import { useCreateFrameOrder, useNewFrameOrderId } from '@/data/frame-orders';
import { useOwnUserRecord } from '@/data/users';
import type { Customer } from '@/session/session';
import { FrameOrderForm } from './frame-order-form';
import { sizeFor, type FrameOrderValues } from './frame-order-schema';

/** Loads the frames and the customer's details, then hands the form its starting values. */
export function FrameOrderLoader({ customer }: { customer: Customer }) {
  const frames = useActiveFrames();
  // Only to prefill name and phone: if it cannot be read, the session's details do.
  const record = useOwnUserRecord(customer.id);
  return (
    <OrderFormLoaded
      result={frames}
      waiting={record.status === 'loading'}
      what="our frames"
      empty={{
        title: 'Our frame collection is being refreshed',
        text: "Write to us and we'll frame your favourite photo in the meantime.",
      }}
    >
      {(list) => <ReadyForm frames={list} customer={customer} record={record.data} />}
    </OrderFormLoaded>
  );
}

function ReadyForm({ frames, customer, record }: { frames: WithId<Frame>[]; customer: Customer; record?: UserRecord | null }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderId = useNewFrameOrderId();
  const createFrameOrder = useCreateFrameOrder();
  const choices = frames.map(({ id, name, material, description, image, sizes }) => ({
    id,
    name,
    material,
    description,
    image,
    sizes,
  }));
  const requested = choices.find((f) => f.id === params.get('frame'));
  const galleryPhoto = framedPhotoSchema.safeParse({ galleryId: params.get('gallery'), photoId: params.get('photo') });
  const defaultValues: Partial<FrameOrderValues> = {
    frameId: requested?.id ?? '',
    size: sizeFor(requested),
    quantity: 1,
    photoNote: '',
    fulfilment: 'delivery',
    deliveryAddress: '',
    name: record?.name || customer.name,
    email: customer.email || record?.email || '',
    phone: record?.phone || customer.phone,
    notes: '',
    // "Order a frame with this photo" in a client gallery (frameFromPhotoPath).
    ...(galleryPhoto.success ? { galleryPhoto: galleryPhoto.data } : {}),
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
