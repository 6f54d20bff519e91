// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contactMessageInputSchema, supportRequestInputSchema } from '@common/schemas';
import { validateWith } from './zod-form';

const blankContact = { name: '', email: '', phone: '', subject: '', message: '' };

describe('validateWith', () => {
  it('gives one readable message per invalid field of the contact schema', () => {
    const result = validateWith(contactMessageInputSchema, { ...blankContact, email: 'not-an-email', message: 'hi' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      name: 'This field is required',
      email: 'Enter an email address like name@example.com',
      subject: 'This field is required',
      message: 'Tell us a little more (at least 10 characters)',
    });
  });

  it('keeps a message written into the common schema over the generic wording', () => {
    const result = validateWith(supportRequestInputSchema, {
      name: 'Ana',
      email: 'ana@example.com',
      topic: 'Booking',
      reference: '',
      message: 'short',
    });
    expect(result).toEqual({ ok: false, errors: { message: 'Tell us a little more (at least 10 characters)' } });
  });

  it('explains an unknown support topic', () => {
    const result = validateWith(supportRequestInputSchema, {
      name: 'Ana',
      email: 'ana@example.com',
      topic: '',
      reference: '',
      message: 'My gallery link expired.',
    });
    expect(result).toEqual({ ok: false, errors: { topic: 'Choose one of the options' } });
  });

  it('returns the trimmed, parsed data when valid', () => {
    const result = validateWith(contactMessageInputSchema, {
      name: '  Ana  ',
      email: 'ana@example.com',
      phone: '',
      subject: 'Wedding',
      message: 'We marry in June in Sonoma.',
    });
    expect(result).toEqual({
      ok: true,
      data: { name: 'Ana', email: 'ana@example.com', phone: '', subject: 'Wedding', message: 'We marry in June in Sonoma.' },
    });
  });
});

describe('the form’s own words', () => {
  const schema = z.object({
    packageId: z.string().min(1),
    guests: z.number().int().min(1),
    phone: z.string().regex(/^\d+$/, 'Digits only'),
  });
  const words = { packageId: 'Choose a package to book.', guests: 'Enter the number of guests.', phone: 'Enter a phone number.' };

  it('replace zod’s wording of a field, whatever check failed', () => {
    expect(validateWith(schema, { packageId: '', guests: 1.5, phone: '1' }, words)).toEqual({
      ok: false,
      errors: { packageId: 'Choose a package to book.', guests: 'Enter the number of guests.' },
    });
  });

  it('give way to a message written into the schema', () => {
    expect(validateWith(schema, { packageId: 'p1', guests: 2, phone: 'call me' }, words)).toEqual({
      ok: false,
      errors: { phone: 'Digits only' },
    });
  });

  it('leave the fields they do not name to the friendly wording, first issue only', () => {
    const code = z.object({ code: z.string().min(3).regex(/^\d+$/, 'digits only') });
    expect(validateWith(code, { code: 'a' }, words)).toEqual({ ok: false, errors: { code: 'Use at least 3 characters' } });
  });
});

describe('friendlyMessage for numbers, lists and addresses', () => {
  const messages = (schema: z.ZodType, value: unknown) => {
    const result = validateWith(z.object({ field: schema }), { field: value });
    return result.ok ? undefined : result.errors.field;
  };

  it('words number checks for people', () => {
    expect(messages(z.number().int().min(0), -5)).toBe('Enter 0 or more');
    expect(messages(z.number().int().max(5), 9)).toBe('Enter 5 or less');
    expect(messages(z.number().int(), 1.5)).toBe('Enter a whole number');
    expect(messages(z.number(), undefined)).toBe('This field is required');
  });

  it('words list and address checks for people', () => {
    expect(messages(z.array(z.string()).min(1), [])).toBe('Add at least one');
    expect(messages(z.array(z.string()).max(2), ['a', 'b', 'c'])).toBe('Keep this to 2 or fewer');
    expect(messages(z.url(), 'not a link')).toBe('Enter a web address starting with https://');
  });
});
