import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contactMessageInputSchema, supportRequestInputSchema } from '@common/schemas';
import { createSubmitGuard, fieldErrorsFrom, validateWith } from './zod-form';

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

describe('fieldErrorsFrom', () => {
  it('keeps only the first issue of each field', () => {
    const schema = z.object({ code: z.string().min(3, 'too short').regex(/^\d+$/, 'digits only') });
    const parsed = schema.safeParse({ code: 'a' });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(fieldErrorsFrom(parsed.error)).toEqual({ code: 'too short' });
  });
});

describe('createSubmitGuard', () => {
  it('drops a second submit while the first is in flight, then allows the next', async () => {
    const guard = createSubmitGuard();
    let release!: () => void;
    let calls = 0;
    const send = () => {
      calls += 1;
      return new Promise<string>((resolve) => (release = () => resolve('saved')));
    };
    const first = guard.run(send);
    const second = await guard.run(send);
    expect(second).toEqual({ ran: false });
    expect(guard.busy).toBe(true);
    release();
    await expect(first).resolves.toEqual({ ran: true, value: 'saved' });
    expect(calls).toBe(1);
    expect(guard.busy).toBe(false);
    const third = guard.run(send);
    release();
    await expect(third).resolves.toEqual({ ran: true, value: 'saved' });
    expect(calls).toBe(2);
  });

  it('frees the guard when the task fails', async () => {
    const guard = createSubmitGuard();
    await expect(guard.run(() => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    expect(guard.busy).toBe(false);
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
