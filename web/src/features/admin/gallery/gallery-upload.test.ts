// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { titleFromFilename } from './gallery-upload';

describe('titleFromFilename', () => {
  it('makes a first title from the file name: no extension, words, a capital', () => {
    expect(titleFromFilename('bride_and-groom.jpg')).toBe('Bride and groom');
    expect(titleFromFilename('IMG_2041.HEIC')).toBe('IMG 2041');
  });

  it('never leaves the title empty or longer than a gallery title may be', () => {
    expect(titleFromFilename('.jpg')).toBe('Photograph');
    expect(titleFromFilename(`${'a'.repeat(300)}.png`)).toHaveLength(100);
  });
});
