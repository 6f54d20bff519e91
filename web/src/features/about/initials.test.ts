// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initials('Amara Lewis')).toBe('AL');
    expect(initials('  maria de la cruz ')).toBe('MC');
  });

  it('uses one letter for a single name and nothing for an empty one', () => {
    expect(initials('Julien')).toBe('J');
    expect(initials('   ')).toBe('');
  });
});
