import { useState } from 'react';
import { getAggregateFromServer, getCountFromServer, sum, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { DUE_FIELD } from '@common/admin-lists';
import { COLLECTIONS } from '@common/collections';
import {
  ACTIVE_BOOKING_STATUSES,
  AWAITING_SIGNATURE,
  BOOKING_STATUSES,
  OPEN_FRAME_ORDER_STATUSES,
  type BookingStatus,
} from '@common/schemas';
import { addUtcDays, monthStart, startOfStudioDay, studioToday } from '@common/days';
import { formatIsoDay } from '@common/format';
import { bookings } from './bookings';
import { contactMessages } from './contact-messages';
import { frameOrders } from './frame-orders';
import { sdkQuery, useLiveQuery, type LiveSpec } from './live';
import { keyOf, type QuerySpec } from './query-spec';
import { combine, mapResult, type Result } from './result';
import { useServerState } from './store';
import { supportRequests } from './support-requests';
import { users } from './users';

// The owner's dashboard. Every figure is a count or sum aggregation (one read per 1,000 matches), and the
// activity feed reads the newest few of each kind: the cost does not grow with the collections.

export type DashboardFigures = {
  bookingsByStatus: Record<BookingStatus, number>;
  eventsNext30Days: number;
  openFrameOrders: number;
  newCustomers7Days: number;
  newCustomers30Days: number;
  /** Net money recorded since the first of this month (payments minus refunds). */
  paymentsThisMonth: number;
  /** Bookings whose next unpaid instalment is past its due date, and those due within 14 days. */
  paymentsOverdue: number;
  paymentsDueSoon: number;
  /** Bookings whose contract is sent or opened and not signed (docs/contracts.md). */
  awaitingSignature: number;
  /** Days held for a signed contract whose hold ends within 24 hours, the deposit still awaited. */
  holdsExpiring: number;
};

/** How far ahead "holds expiring" looks, in hours. */
export const HOLDS_EXPIRING_HOURS = 24;

/** A figure: how many documents a query matches, or the sum of one field over them. */
type Aggregate = QuerySpec & { sum?: string };

async function aggregate(db: Firestore, { sum: field, ...spec }: Aggregate): Promise<number> {
  const matching = sdkQuery(db, spec);
  if (!field) return (await getCountFromServer(matching)).data().count;
  return (await getAggregateFromServer(matching, { total: sum(field) })).data().total ?? 0;
}

/** The figures' queries; `now` to the minute, so a visit within it shares the answer. */
function figureQueries(now: Date) {
  // The studio's calendar: its today, and its month (settings/studio's time zone).
  const today = studioToday(now);
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
  const thisMonth = startOfStudioDay(monthStart(today));
  const statuses = Object.fromEntries(
    BOOKING_STATUSES.map((status): [BookingStatus, Aggregate] => [
      status,
      { collection: COLLECTIONS.bookings, where: [['status', '==', status]] },
    ]),
  ) as Record<BookingStatus, Aggregate>;
  const newCustomers = (days: number): Aggregate => ({ collection: COLLECTIONS.users, where: [['createdAt', '>=', daysAgo(days)]] });
  return {
    ...statuses,
    eventsNext30Days: {
      collection: COLLECTIONS.bookings,
      where: [
        ['status', 'in', [...ACTIVE_BOOKING_STATUSES]],
        ['eventDate', '>=', today],
        ['eventDate', '<=', addUtcDays(today, 30)],
      ],
    },
    openFrameOrders: { collection: COLLECTIONS.frameOrders, where: [['status', 'in', [...OPEN_FRAME_ORDER_STATUSES]]] },
    newCustomers7Days: newCustomers(7),
    newCustomers30Days: newCustomers(30),
    // Net: refunds and reversals are stored as negative amounts.
    paymentsThisMonth: { collection: COLLECTIONS.payments, where: [['createdAt', '>=', thisMonth]], sum: 'amount' },
    // The same windows as the bookings list's "overdue" and "dueSoon" filters (the server keeps nextDueOn).
    paymentsOverdue: { collection: COLLECTIONS.bookings, where: [[DUE_FIELD, '<', today]] },
    paymentsDueSoon: {
      collection: COLLECTIONS.bookings,
      where: [
        [DUE_FIELD, '>=', today],
        [DUE_FIELD, '<=', addUtcDays(today, 14)],
      ],
    },
    // The bookings list's "awaitingSignature" filter, and the holds the sweep ends within a day.
    awaitingSignature: { collection: COLLECTIONS.bookings, where: [['contractState', 'in', [...AWAITING_SIGNATURE]]] },
    holdsExpiring: {
      collection: COLLECTIONS.calendar,
      where: [
        ['kind', '==', 'hold'],
        ['holdUntil', '>=', now],
        ['holdUntil', '<=', new Date(now.getTime() + HOLDS_EXPIRING_HOURS * 3_600_000)],
      ],
    },
  } satisfies Record<string, Aggregate>;
}

/** The figures, asked once per visit to the dashboard (counts are not live in Firestore). */
export function useDashboardFigures(): Result<DashboardFigures> {
  const db = useFirestore();
  const [now] = useState(() => new Date(Math.floor(Date.now() / 60_000) * 60_000));
  const queries = figureQueries(now);
  const figures = useServerState<Record<keyof typeof queries, number>>({
    key: keyOf(Object.values(queries)),
    fetch: async () => {
      const entries = await Promise.all(Object.entries(queries).map(async ([name, spec]) => [name, await aggregate(db, spec)] as const));
      return { data: Object.fromEntries(entries) as Record<keyof typeof queries, number>, invalid: [] };
    },
  });
  return mapResult(figures, figuresFrom);
}

/**
 * The figures from their counts by query name: one per booking status, gathered under bookingsByStatus, and the others.
 * @internal Exported for its tests only.
 */
export function figuresFrom(counts: Record<string, number>): DashboardFigures {
  const isStatus = (name: string) => (BOOKING_STATUSES as readonly string[]).includes(name);
  const entries = Object.entries(counts);
  const bookingsByStatus = Object.fromEntries(entries.filter(([name]) => isStatus(name))) as Record<BookingStatus, number>;
  const others = Object.fromEntries(entries.filter(([name]) => !isStatus(name))) as Omit<DashboardFigures, 'bookingsByStatus'>;
  return { ...others, bookingsByStatus };
}

export type ActivityKind = 'booking' | 'frame order' | 'message' | 'support' | 'customer';
type Activity = { id: string; kind: ActivityKind; title: string; at: Date; link?: string };

const FEED_EACH = 5;
const newest: LiveSpec = { orderBy: [['createdAt', 'desc']], limit: FEED_EACH };

/** The newest bookings, orders, messages and sign-ups, live, merged newest first. */
export function useLatestActivity(links: Partial<Record<ActivityKind, string>>): Result<Activity[]> {
  const feeds = combine(
    useLiveQuery(bookings, newest),
    useLiveQuery(frameOrders, newest),
    useLiveQuery(contactMessages, newest),
    useLiveQuery(supportRequests, newest),
    useLiveQuery(users, newest),
  );
  return mapResult(feeds, ([bookingFeed, orderFeed, messageFeed, supportFeed, userFeed]) =>
    [
      ...bookingFeed.map((x) => ({
        id: `b-${x.id}`,
        kind: 'booking' as const,
        title: `${x.name} requested ${x.packageName} for ${formatIsoDay(x.eventDate)}`,
        at: x.createdAt,
        link: links.booking,
      })),
      ...orderFeed.map((x) => ({
        id: `f-${x.id}`,
        kind: 'frame order' as const,
        title: `${x.name} ordered ${x.quantity} × ${x.frameName}`,
        at: x.createdAt,
        link: links['frame order'],
      })),
      ...messageFeed.map((x) => ({
        id: `m-${x.id}`,
        kind: 'message' as const,
        title: `${x.name}: “${x.subject}”`,
        at: x.createdAt,
        link: links.message,
      })),
      ...supportFeed.map((x) => ({
        id: `s-${x.id}`,
        kind: 'support' as const,
        title: `${x.name} asked about ${x.topic.toLowerCase()}`,
        at: x.createdAt,
        link: links.support,
      })),
      ...userFeed.map((x) => ({
        id: `u-${x.id}`,
        kind: 'customer' as const,
        title: `${x.name || x.email} joined`,
        at: x.createdAt,
        link: links.customer,
      })),
    ]
      .sort((a, z) => z.at.getTime() - a.at.getTime())
      .slice(0, 8),
  );
}
