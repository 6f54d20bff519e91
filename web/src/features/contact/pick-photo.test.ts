// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pickPhoto } from './pick-photo';

const image = { src: '/a.jpg', width: 4, height: 3, alt: '' };
const item = (id: string, featured = false) => ({
  id,
  title: id,
  category: 'Weddings',
  image,
  featured,
  order: 1,
  published: true,
  keywords: [],
});

describe('pickPhoto', () => {
  const items = [item('a'), item('b', true), item('c')];

  it('takes the first preferred item that exists', () => {
    expect(pickPhoto(items, ['gone', 'c', 'a'])?.id).toBe('c');
  });

  it('falls back to the first featured item, then to any, then to nothing', () => {
    expect(pickPhoto(items, ['gone'])?.id).toBe('b');
    expect(pickPhoto([item('x'), item('y')], [])?.id).toBe('x');
    expect(pickPhoto([], ['a'])).toBeNull();
  });
});
