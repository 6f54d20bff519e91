// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { validateWith } from '@/lib/zod-form';
import { initialOf, profileEditSchema } from './profile-validation';

const validate = (draft: { name: string; phone: string }) => validateWith(profileEditSchema, draft);

describe('profileEditSchema', () => {
  it('trims and accepts a name with a phone, or with no phone', () => {
    expect(validate({ name: '  Ada Lovelace ', phone: ' +1 (415) 555-0100 ' })).toEqual({
      ok: true,
      data: { name: 'Ada Lovelace', phone: '+1 (415) 555-0100' },
    });
    expect(validate({ name: 'Ada', phone: '' })).toEqual({ ok: true, data: { name: 'Ada', phone: '' } });
  });

  it('needs a name', () => {
    expect(validate({ name: '   ', phone: '' })).toEqual({ ok: false, errors: { name: 'Enter your name.' } });
  });

  it('refuses a name that is too long and a phone that is not one', () => {
    expect(validate({ name: 'x'.repeat(101), phone: 'call me' })).toEqual({
      ok: false,
      errors: { name: 'Keep your name under 100 characters.', phone: 'Enter a phone number with 7 to 30 digits, or leave it empty.' },
    });
  });
});

describe('initialOf', () => {
  it('takes the first letter of the name, or of the email', () => {
    expect(initialOf('ada lovelace')).toBe('A');
    expect(initialOf(' ', 'grace@example.com')).toBe('G');
    expect(initialOf('')).toBe('?');
  });
});
