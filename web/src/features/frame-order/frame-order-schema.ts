import { z } from 'zod';
import { frameOrderInputSchema, LIMITS, type FrameOrderInput, type ImageRef } from '@common/schemas';

/** What the frame form shows of a catalogue frame; the rules check name and size price. */
export type FrameChoice = {
  id: string;
  name: string;
  material: string;
  description: string;
  image: ImageRef;
  sizes: { label: string; price: number }[];
};

// What the customer types, as the shared schema checks it; the frame's name and the size's price
// are copied from the catalogue when the order is sent, never typed.
const typed = z.object(frameOrderInputSchema.shape).omit({ frameName: true, unitPrice: true });

/** The form's own words; the phone keeps the schema's ("7 to 30 digits"). */
export const FRAME_ORDER_MESSAGES = {
  quantity: `Choose a quantity from 1 to ${LIMITS.maxQuantity}.`,
  photoNote: 'Keep this under 1,000 characters.',
  name: 'Enter your name.',
  email: 'Enter a valid email address.',
  notes: 'Keep the notes under 2,000 characters.',
};

export const clampQuantity = (n: number) => Math.min(LIMITS.maxQuantity, Math.max(1, Math.round(Number.isFinite(n) ? n : 1)));

type Choice = { frameId?: string; size?: string; quantity?: number };
export const unitPriceOf = (frames: readonly FrameChoice[], { frameId, size }: Choice) =>
  frames.find((f) => f.id === frameId)?.sizes.find((s) => s.label === size)?.price;

/** unit price × quantity, or undefined until a size and a valid quantity are chosen. */
export function orderTotal(frames: readonly FrameChoice[], choice: Choice): number | undefined {
  const unit = unitPriceOf(frames, choice);
  const { quantity } = choice;
  if (unit === undefined || quantity === undefined || !Number.isInteger(quantity) || quantity < 1 || quantity > LIMITS.maxQuantity)
    return undefined;
  return unit * quantity;
}

/** The size after choosing `frame`: the same one when the frame has it, its only size, or none yet. */
export function sizeFor(frame: FrameChoice | undefined, size = '') {
  const sizes = frame?.sizes ?? [];
  return sizes.some((s) => s.label === size) ? size : sizes.length === 1 ? sizes[0].label : '';
}

/** The frame order form's schema: a frame on offer in one of its sizes, a photo (attached or described), an address for a delivery. */
export function frameOrderFormSchema(frames: readonly FrameChoice[]) {
  const frameOf = (id: string) => frames.find((f) => f.id === id);
  return typed
    .extend({
      frameId: z.string().refine((id) => frameOf(id) !== undefined, 'Choose a frame.'),
      // Checked against the chosen frame below: a missing frame is asked for before its size.
      size: z.string(),
      // Kept while the person switches to pickup and back; checked and sent only for a delivery.
      deliveryAddress: z.string(),
    })
    .superRefine(
      (order, ctx) => {
        // A frame without a photo is no use to anyone: a gallery photo, or a note saying which one.
        // The shared schema leaves the note optional for the owner's orders.
        if (!order.galleryPhoto && order.photoNote === '') {
          ctx.addIssue({ code: 'custom', path: ['photoNote'], message: 'Tell us which photo to frame.' });
        }
        const frame = frameOf(order.frameId);
        if (frame && !frame.sizes.some((s) => s.label === order.size)) {
          ctx.addIssue({ code: 'custom', path: ['size'], message: 'Choose a size.' });
        }
        const address = order.deliveryAddress.trim();
        if (order.fulfilment === 'delivery' && (address === '' || address.length > 500)) {
          ctx.addIssue({ code: 'custom', path: ['deliveryAddress'], message: 'Enter the delivery address (up to 500 characters).' });
        }
      },
      // Alongside the other fields' messages, not after they are fixed.
      { when: () => true },
    )
    .transform(({ galleryPhoto, ...order }): FrameOrderInput => ({
      ...order,
      frameName: frameOf(order.frameId)!.name,
      unitPrice: unitPriceOf(frames, order)!,
      deliveryAddress: order.fulfilment === 'delivery' ? order.deliveryAddress.trim() : '',
      // Left out once removed: Firestore takes no undefined field.
      ...(galleryPhoto ? { galleryPhoto } : {}),
    }));
}

/** What the form holds while the person types. */
export type FrameOrderValues = z.input<ReturnType<typeof frameOrderFormSchema>>;
