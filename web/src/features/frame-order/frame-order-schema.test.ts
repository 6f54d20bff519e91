// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { validateWith } from '@/lib/zod-form';
import {
  clampQuantity,
  FRAME_ORDER_MESSAGES,
  frameOrderFormSchema,
  orderTotal,
  sizeFor,
  type FrameOrderValues,
} from './frame-order-schema';
import { frames } from './frames.test-data';

const valid: FrameOrderValues = {
  frameId: 'oak',
  size: '16×20 in',
  quantity: 2,
  photoNote: 'The first dance, booking SS-1042',
  fulfilment: 'delivery',
  deliveryAddress: '1 Market St, San Francisco, CA 94105',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '415 555 0100',
  notes: '',
};

/** What the form says about these values, as it says it (the schema with the form's words). */
const check = (values: Record<string, unknown>) => validateWith(frameOrderFormSchema(frames), values, FRAME_ORDER_MESSAGES);
const errorsOf = (values: Record<string, unknown>) => {
  const result = check(values);
  return result.ok ? {} : result.errors;
};

describe('frame order pricing', () => {
  it('multiplies the chosen size price by the quantity', () => {
    expect(orderTotal(frames, valid)).toBe(380);
    expect(orderTotal(frames, { ...valid, quantity: 20 })).toBe(3800);
  });

  it('has no total until a size and a valid quantity are chosen', () => {
    expect(orderTotal(frames, { ...valid, size: '' })).toBeUndefined();
    expect(orderTotal(frames, { ...valid, quantity: undefined })).toBeUndefined();
    expect(orderTotal(frames, { ...valid, quantity: 0 })).toBeUndefined();
    expect(orderTotal(frames, { ...valid, quantity: 21 })).toBeUndefined();
    expect(orderTotal(frames, { ...valid, quantity: 1.5 })).toBeUndefined();
  });

  it('keeps quantities between 1 and 20', () => {
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(25)).toBe(20);
    expect(clampQuantity(Number.NaN)).toBe(1);
    expect(clampQuantity(7)).toBe(7);
  });
});

describe('sizeFor', () => {
  it('picks the only size of a one-size frame and drops a size the new frame lacks', () => {
    expect(sizeFor(frames[1], '16×20 in')).toBe('11×14 in');
    expect(sizeFor(frames[0], '11×14 in')).toBe('');
    expect(sizeFor(frames[0], '16×20 in')).toBe('16×20 in');
    expect(sizeFor(undefined)).toBe('');
  });
});

describe('frameOrderFormSchema', () => {
  it('accepts a complete order', () => {
    expect(check(valid).ok).toBe(true);
  });

  it('says what is missing, one message per field', () => {
    expect(errorsOf({ ...valid, size: '', quantity: 0, photoNote: ' ', deliveryAddress: '', email: 'x', name: ' ' })).toEqual({
      size: 'Choose a size.',
      quantity: 'Choose a quantity from 1 to 20.',
      photoNote: 'Tell us which photo to frame.',
      deliveryAddress: 'Enter the delivery address (up to 500 characters).',
      name: 'Enter your name.',
      email: 'Enter a valid email address.',
    });
  });

  it('asks for a frame before a size', () => {
    expect(errorsOf({ ...valid, frameId: '', size: '' })).toEqual({ frameId: 'Choose a frame.' });
  });

  it('refuses a size that is not one of the frame’s', () => {
    expect(errorsOf({ ...valid, size: '11×14 in' })).toEqual({ size: 'Choose a size.' });
  });

  it('refuses an empty, fractional or too large quantity', () => {
    for (const quantity of [undefined, 1.5, 21])
      expect(errorsOf({ ...valid, quantity })).toEqual({ quantity: 'Choose a quantity from 1 to 20.' });
  });
});

describe('the order it sends', () => {
  it('copies the frame name and the catalogue price of the size', () => {
    const result = check(valid);
    expect(result.ok && result.data).toMatchObject({
      frameId: 'oak',
      frameName: 'Natural Oak',
      size: '16×20 in',
      unitPrice: 190,
      quantity: 2,
      deliveryAddress: '1 Market St, San Francisco, CA 94105',
    });
  });

  it('sends the attached gallery photo, which stands in for the note', () => {
    const galleryPhoto = { galleryId: 'g1', photoId: 'p7' };
    const result = check({ ...valid, photoNote: '', galleryPhoto });
    expect(result.ok && result.data).toMatchObject({ galleryPhoto, photoNote: '' });
  });

  it('sends no galleryPhoto field once the photo is removed (Firestore takes no undefined)', () => {
    const result = check({ ...valid, galleryPhoto: undefined });
    expect(result.ok && 'galleryPhoto' in result.data).toBe(false);
    expect(errorsOf({ ...valid, photoNote: '', galleryPhoto: undefined })).toEqual({ photoNote: 'Tell us which photo to frame.' });
  });

  it('sends no address for a pickup, whatever was typed before switching', () => {
    const result = check({ ...valid, fulfilment: 'pickup', deliveryAddress: 'typed before choosing pickup' });
    expect(result.ok && result.data).toMatchObject({ fulfilment: 'pickup', deliveryAddress: '' });
  });
});
