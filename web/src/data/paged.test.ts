// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ADMIN_LISTS, type ListSpec } from '@common/admin-lists';
import { listQuery } from './paged';

// The queries of the owner's lists, as data (the SDK query is made from them in live.ts).
const now = new Date('2026-11-20T15:00:00');

describe('listQuery', () => {
  it('orders by the default sort, ties broken by id, when nothing narrows the list', () => {
    expect(listQuery(ADMIN_LISTS.bookings, {}, now)).toEqual({
      where: [],
      orderBy: [...[Object.values(ADMIN_LISTS.bookings.sorts)[0]], ['__name__', Object.values(ADMIN_LISTS.bookings.sorts)[0][1]]],
    });
  });

  it('filters on a named equality and searches the keywords for the typed word', () => {
    const { where } = listQuery(ADMIN_LISTS.bookings, { filter: 'pending', term: 'ada' }, now);
    expect(where).toEqual([
      ['status', '==', 'pending'],
      ['keywords', 'array-contains', 'ada'],
    ]);
  });

  it('turns a window of days into bounds on the range field from the owner’s today', () => {
    const { where, orderBy } = listQuery(ADMIN_LISTS.bookings, { filter: 'upcoming' }, now);
    expect(where).toContainEqual(['eventDate', '>=', '2026-11-20']);
    expect(where).toContainEqual(['eventDate', '<=', '2026-12-20']);
    expect(orderBy?.[0][0]).toBe('eventDate');
  });

  it('bounds a timestamp range by whole UTC days, the end day included', () => {
    const spec = (Object.values(ADMIN_LISTS) as ListSpec[]).find((list) => list.range?.type === 'time');
    if (!spec?.range) throw new Error('no list ranges over timestamps');
    const { where } = listQuery(spec, { range: { from: '2026-11-01', to: '2026-11-03' } }, now);
    const field = spec.sorts[spec.range.sort][0];
    expect(where).toContainEqual([field, '>=', new Date('2026-11-01T00:00:00Z')]);
    expect(where).toContainEqual([field, '<', new Date('2026-11-04T00:00:00Z')]);
  });

  it('lists the overdue bookings and those due within 14 days by their next due date, soonest first', () => {
    expect(listQuery(ADMIN_LISTS.bookings, { filter: 'overdue', sort: 'newest' }, now)).toEqual({
      where: [['nextDueOn', '<=', '2026-11-19']],
      orderBy: [
        ['nextDueOn', 'asc'],
        ['__name__', 'asc'],
      ],
    });
    expect(listQuery(ADMIN_LISTS.bookings, { filter: 'dueSoon', term: 'ada' }, now).where).toEqual([
      ['keywords', 'array-contains', 'ada'],
      ['nextDueOn', '>=', '2026-11-20'],
      ['nextDueOn', '<=', '2026-12-04'],
    ]);
  });
});
