// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('lets a later class of the same kind win, whatever the CSS order', () => {
    expect(cn('bg-ink px-6 text-ivory', 'bg-[#8a3a33] px-4')).toBe('text-ivory bg-[#8a3a33] px-4');
  });

  it('keeps the theme colour and the text size apart', () => {
    expect(cn('text-sm text-ink', 'text-muted')).toBe('text-sm text-muted');
  });

  it('drops falsy parts', () => {
    expect(cn('a', false, undefined, { b: true, c: false })).toBe('a b');
  });
});
