import { frameOrderInputSchema, LIMITS, type FrameOrderInput, type Fulfilment, type ImageRef } from '@common/schemas';
import { fieldErrorsFrom } from '@/lib/zod-form';

/** What the frame form shows of a catalogue frame; the rules check name and size price. */
export type FrameChoice = {
  id: string;
  name: string;
  material: string;
  description: string;
  image: ImageRef;
  sizes: { label: string; price: number }[];
};

export type FrameDraft = {
  frameId: string;
  size: string;
  quantity: string;
  photoNote: string;
  fulfilment: Fulfilment;
  /** Kept while the person switches to pickup and back; sent only for a delivery. */
  deliveryAddress: string;
  name: string;
  email: string;
  phone: string;
  notes: string;
};
export type FrameField = keyof FrameDraft;
export type FrameErrors = Partial<Record<FrameField, string>>;

const MESSAGES: Partial<Record<FrameField, string>> = {
  frameId: 'Choose a frame.',
  size: 'Choose a size.',
  quantity: `Choose a quantity from 1 to ${LIMITS.maxQuantity}.`,
  photoNote: 'Keep this under 1,000 characters.',
  deliveryAddress: 'Enter the delivery address (up to 500 characters).',
  name: 'Enter your name.',
  email: 'Enter a valid email address.',
  notes: 'Keep the notes under 2,000 characters.',
};
const SOURCE_FIELD: Partial<Record<string, FrameField>> = { frameName: 'frameId', unitPrice: 'size' };

export const clampQuantity = (n: number) => Math.min(LIMITS.maxQuantity, Math.max(1, Math.round(Number.isFinite(n) ? n : 1)));

const findFrame = (frames: FrameChoice[], id: string) => frames.find((f) => f.id === id);
export const unitPriceOf = (frames: FrameChoice[], draft: Pick<FrameDraft, 'frameId' | 'size'>) =>
  findFrame(frames, draft.frameId)?.sizes.find((s) => s.label === draft.size)?.price;

/** unit price × quantity, or undefined until a size and a valid quantity are chosen. */
export function orderTotal(frames: FrameChoice[], draft: FrameDraft): number | undefined {
  const unit = unitPriceOf(frames, draft);
  const quantity = Number(draft.quantity);
  if (unit === undefined || !Number.isInteger(quantity) || quantity < 1 || quantity > LIMITS.maxQuantity) return undefined;
  return unit * quantity;
}

/** Choosing another frame keeps the size when that frame has it, and picks the only size if there is one. */
export function selectFrame(draft: FrameDraft, frames: FrameChoice[], frameId: string): FrameDraft {
  const sizes = findFrame(frames, frameId)?.sizes ?? [];
  const size = sizes.some((s) => s.label === draft.size) ? draft.size : sizes.length === 1 ? sizes[0].label : '';
  return { ...draft, frameId, size };
}

function candidate(draft: FrameDraft, frames: FrameChoice[]) {
  const frame = findFrame(frames, draft.frameId);
  const quantity = draft.quantity.trim();
  return {
    frameId: frame?.id ?? '',
    frameName: frame?.name ?? '',
    size: draft.size,
    unitPrice: unitPriceOf(frames, draft) ?? -1,
    quantity: /^\d+$/.test(quantity) ? Number(quantity) : Number.NaN,
    photoNote: draft.photoNote,
    fulfilment: draft.fulfilment,
    deliveryAddress: draft.fulfilment === 'pickup' ? '' : draft.deliveryAddress,
    name: draft.name,
    email: draft.email.trim(),
    phone: draft.phone,
    notes: draft.notes,
  };
}

export function validateFrameOrder(draft: FrameDraft, frames: FrameChoice[]): FrameErrors {
  const parsed = frameOrderInputSchema.safeParse(candidate(draft, frames));
  const errors: FrameErrors = parsed.success ? {} : fieldErrorsFrom(parsed.error, { fieldOf: SOURCE_FIELD, messages: MESSAGES });
  // A frame without a photo is no use to anyone; the schema leaves it optional for the owner's orders.
  if (!errors.photoNote && !draft.photoNote.trim()) errors.photoNote = 'Tell us which photo to frame.';
  if (errors.frameId) delete errors.size;
  return errors;
}

export function toFrameOrderInput(draft: FrameDraft, frames: FrameChoice[]): FrameOrderInput {
  return frameOrderInputSchema.parse(candidate(draft, frames));
}
