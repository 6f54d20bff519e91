import { describe, expect, it } from 'vitest';
import {
  clampQuantity,
  orderTotal,
  selectFrame,
  toFrameOrderInput,
  validateFrameOrder,
  type FrameChoice,
  type FrameDraft,
} from './frame-order-validation';

const image = { src: '/f.jpg', width: 600, height: 600, alt: '' };
const frames: FrameChoice[] = [
  {
    id: 'oak',
    name: 'Natural Oak',
    material: 'Oak',
    description: '',
    image,
    sizes: [
      { label: '8×10 in', price: 85 },
      { label: '16×20 in', price: 190 },
    ],
  },
  { id: 'gilt', name: 'Gilded Classic', material: 'Gilt', description: '', image, sizes: [{ label: '11×14 in', price: 240 }] },
];
const draft: FrameDraft = {
  frameId: 'oak',
  size: '16×20 in',
  quantity: '2',
  photoNote: 'The first dance, booking SS-1042',
  fulfilment: 'delivery',
  deliveryAddress: '1 Market St, San Francisco, CA 94105',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '415 555 0100',
  notes: '',
};

describe('frame order pricing', () => {
  it('multiplies the chosen size price by the quantity', () => {
    expect(orderTotal(frames, draft)).toBe(380);
    expect(orderTotal(frames, { ...draft, quantity: '20' })).toBe(3800);
  });

  it('has no total until a size and a valid quantity are chosen', () => {
    expect(orderTotal(frames, { ...draft, size: '' })).toBeUndefined();
    expect(orderTotal(frames, { ...draft, quantity: '0' })).toBeUndefined();
    expect(orderTotal(frames, { ...draft, quantity: '21' })).toBeUndefined();
    expect(orderTotal(frames, { ...draft, quantity: '1.5' })).toBeUndefined();
  });

  it('keeps quantities between 1 and 20', () => {
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(25)).toBe(20);
    expect(clampQuantity(Number.NaN)).toBe(1);
    expect(clampQuantity(7)).toBe(7);
  });
});

describe('selectFrame', () => {
  it('picks the only size of a one-size frame and drops a size the new frame lacks', () => {
    expect(selectFrame(draft, frames, 'gilt').size).toBe('11×14 in');
    expect(selectFrame({ ...draft, frameId: 'gilt', size: '11×14 in' }, frames, 'oak').size).toBe('');
    expect(selectFrame(draft, frames, 'oak').size).toBe('16×20 in');
  });
});

describe('validateFrameOrder', () => {
  it('accepts a complete order', () => {
    expect(validateFrameOrder(draft, frames)).toEqual({});
  });

  it('says what is missing, one message per field', () => {
    const errors = validateFrameOrder({ ...draft, size: '', quantity: '0', photoNote: ' ', deliveryAddress: '', email: 'x' }, frames);
    expect(errors).toEqual({
      size: 'Choose a size.',
      quantity: 'Choose a quantity from 1 to 20.',
      photoNote: 'Tell us which photo to frame.',
      deliveryAddress: 'Enter the delivery address (up to 500 characters).',
      email: 'Enter a valid email address.',
    });
  });

  it('asks for a frame before a size', () => {
    expect(validateFrameOrder({ ...draft, frameId: '', size: '' }, frames)).toEqual({ frameId: 'Choose a frame.' });
  });

  it('refuses a size that is not one of the frame’s', () => {
    expect(validateFrameOrder({ ...draft, size: '11×14 in' }, frames).size).toBe('Choose a size.');
  });
});

describe('toFrameOrderInput', () => {
  it('copies the frame name and the catalogue price of the size', () => {
    expect(toFrameOrderInput(draft, frames)).toMatchObject({
      frameId: 'oak',
      frameName: 'Natural Oak',
      size: '16×20 in',
      unitPrice: 190,
      quantity: 2,
    });
  });
});
