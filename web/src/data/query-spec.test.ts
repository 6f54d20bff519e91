// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { keyOf } from './query-spec';

describe('keyOf', () => {
  it('gives the same key to the same question however it was written', () => {
    const a = keyOf({ collection: 'bookings', where: [['userId', '==', 'u1']], orderBy: [['createdAt', 'desc']] });
    const b = keyOf({ orderBy: [['createdAt', 'desc']], where: [['userId', '==', 'u1']], collection: 'bookings', limit: undefined });
    expect(a).toBe(b);
  });

  it('tells apart questions that differ in a filter, an order, a limit or a date', () => {
    const base = { collection: 'bookings', where: [['userId', '==', 'u1']] } as const;
    const keys = [
      keyOf(base),
      keyOf({ ...base, where: [['userId', '==', 'u2']] }),
      keyOf({ ...base, orderBy: [['createdAt', 'asc']] }),
      keyOf({ ...base, limit: 5 }),
      keyOf({ collection: 'users', where: [['createdAt', '>=', new Date('2026-11-01T00:00:00Z')]] }),
      keyOf({ collection: 'users', where: [['createdAt', '>=', new Date('2026-11-02T00:00:00Z')]] }),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('names a document by its path', () => {
    expect(keyOf({ collection: 'bookings', id: 'b1' })).toBe('bookings/b1');
  });
});
