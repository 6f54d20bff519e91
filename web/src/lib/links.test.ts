// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hostOf } from './links';

describe('hostOf', () => {
  it('names the host of a link without www', () => {
    expect(hostOf('https://www.pixieset.com/ada/gallery?x=1')).toBe('pixieset.com');
    expect(hostOf('http://drive.example.com/folder')).toBe('drive.example.com');
  });
  it('falls back to the text when it is not a URL', () => {
    expect(hostOf('not a link')).toBe('not a link');
  });
});
