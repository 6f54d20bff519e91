// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { blogSchema, bookingSchema, customPackageSchema, frameOrderSchema, softCopySchema } from '@common/schemas';
import { fieldKind, repairFormSchema, shapeOf, startingValue } from './repair-fields';

const booking = shapeOf(bookingSchema);

describe('the repair form, from the schema', () => {
  it('gives each plain field the input its schema calls for', () => {
    expect(fieldKind(booking.name)).toEqual({ kind: 'text', maxLength: 100, long: false });
    expect(fieldKind(booking.notes)).toEqual({ kind: 'text', maxLength: 2000, long: true });
    expect(fieldKind(booking.phone)).toEqual({ kind: 'text', maxLength: 30, long: false }); // w8's phone schema: at most 30 characters, as the rules
    expect(fieldKind(booking.guestCount)).toEqual({ kind: 'number' });
    expect(fieldKind(booking.eventType)).toMatchObject({ kind: 'choice', options: expect.arrayContaining(['Wedding', 'Other']) });
    expect(fieldKind(shapeOf(blogSchema).published)).toEqual({ kind: 'switch' });
    expect(fieldKind(shapeOf(customPackageSchema).features)).toEqual({ kind: 'lines' });
    // An email that may be empty (a walk-in), a day that may be empty: typed as text.
    expect(fieldKind(shapeOf(frameOrderSchema).email)?.kind).toBe('text');
    expect(fieldKind(shapeOf(softCopySchema).downloadUntil)?.kind).toBe('text');
  });

  it('offers no input for what is not a plain value (a picture, a list of links)', () => {
    expect(fieldKind(shapeOf(blogSchema).cover)).toBeUndefined();
    expect(fieldKind(shapeOf(softCopySchema).history)).toBeUndefined();
  });

  it('checks the chosen fields as the collection does, a list typed one per line', () => {
    const schema = repairFormSchema(customPackageSchema, ['name', 'features']);
    expect(schema.parse({ name: 'Garden', features: ' Two hours \n\nAn album ' })).toEqual({
      name: 'Garden',
      features: ['Two hours', 'An album'],
    });
    expect(schema.safeParse({ name: '', features: '' }).success).toBe(false);
    expect(Object.keys(schema.shape)).toEqual(['name', 'features']);
  });

  it('starts from the stored value where its type fits, and from nothing where it does not', () => {
    expect(startingValue({ kind: 'text', long: false }, 'grace@x')).toBe('grace@x');
    expect(startingValue({ kind: 'text', long: false }, 42)).toBe('42');
    expect(startingValue({ kind: 'number' }, '12')).toBeUndefined();
    expect(startingValue({ kind: 'choice', options: ['Wedding'] }, 'Party')).toBe('');
    expect(startingValue({ kind: 'lines' }, ['a', 3, 'b'])).toBe('a\nb');
    expect(startingValue({ kind: 'switch' }, 'yes')).toBe(false);
  });
});
