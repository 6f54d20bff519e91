import { describe, expect, it } from 'vitest';
import { withArea } from './area-served';

describe('withArea', () => {
  const text = 'A studio[[ serving {area}]]: weddings[[ across {area}]].';

  it('names the area the studio serves where the copy asks for it', () => {
    expect(withArea(text, 'Manchester and the North West')).toBe(
      'A studio serving Manchester and the North West: weddings across Manchester and the North West.',
    );
    expect(withArea(text, '  Leeds  ')).toBe('A studio serving Leeds: weddings across Leeds.');
  });

  it('says nothing of a place when the studio names none', () => {
    expect(withArea(text, '')).toBe('A studio: weddings.');
    expect(withArea(text, '   ')).toBe('A studio: weddings.');
    expect(withArea(text, undefined)).toBe('A studio: weddings.');
    expect(withArea('No place here.', 'Leeds')).toBe('No place here.');
  });
});
