import { useEffect, useState } from 'react';
import { getCountFromServer, limit, orderBy, query, Timestamp, where, type Firestore, type Query } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { ACTIVE_BOOKING_STATUSES, BOOKING_STATUSES, OPEN_FRAME_ORDER_STATUSES, type BookingStatus } from '@common/schemas';
import { addDays, isoDay } from '@/lib/dates';
import { formatIsoDay } from '@common/format';
import { bookings } from './bookings';
import { contactMessages } from './contact-messages';
import { frameOrders } from './frame-orders';
import { listenToQuery, useLive, type Live } from './live';
import { sumPaymentsSince } from './payments';
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
};

const count = async (q: Query) => (await getCountFromServer(q)).data().count;
const daysAgo = (days: number, now: Date) => Timestamp.fromMillis(now.getTime() - days * 86_400_000);

export async function loadDashboardFigures(db: Firestore, now = new Date()): Promise<DashboardFigures> {
  const today = isoDay(now);
  const monthStart = new Date(now.getFullYear(), now.getMonth(), 1);
  const [statusCounts, eventsNext30Days, openFrameOrders, newCustomers7Days, newCustomers30Days, paymentsThisMonth] = await Promise.all([
    Promise.all(BOOKING_STATUSES.map((status) => count(query(bookings.rawRef(db), where('status', '==', status))))),
    count(
      query(
        bookings.rawRef(db),
        where('status', 'in', [...ACTIVE_BOOKING_STATUSES]),
        where('eventDate', '>=', today),
        where('eventDate', '<=', addDays(today, 30)),
      ),
    ),
    count(query(frameOrders.rawRef(db), where('status', 'in', [...OPEN_FRAME_ORDER_STATUSES]))),
    count(query(users.rawRef(db), where('createdAt', '>=', daysAgo(7, now)))),
    count(query(users.rawRef(db), where('createdAt', '>=', daysAgo(30, now)))),
    sumPaymentsSince(db, monthStart),
  ]);
  return {
    bookingsByStatus: Object.fromEntries(BOOKING_STATUSES.map((status, i) => [status, statusCounts[i]])) as Record<BookingStatus, number>,
    eventsNext30Days,
    openFrameOrders,
    newCustomers7Days,
    newCustomers30Days,
    paymentsThisMonth,
  };
}

/** The figures, read once per visit to the dashboard (counts are not live in Firestore). */
export function useDashboardFigures(): Live<DashboardFigures> {
  const db = useFirestore();
  const [state, setState] = useState<Live<DashboardFigures>>({ status: 'loading', data: undefined });
  useEffect(() => {
    let current = true;
    loadDashboardFigures(db).then(
      (data) => current && setState({ status: 'success', data }),
      (error: Error) => current && setState({ status: 'error', data: undefined, error }),
    );
    return () => {
      current = false;
    };
  }, [db]);
  return state;
}

export type ActivityKind = 'booking' | 'frame order' | 'message' | 'support' | 'customer';
export type Activity = { id: string; kind: ActivityKind; title: string; at: Date; link?: string };

const FEED_EACH = 5;
const newest = <T>(ref: Query<T>) => query(ref, orderBy('createdAt', 'desc'), limit(FEED_EACH));

/** The newest bookings, orders, messages and sign-ups, live, merged newest first. */
export function useLatestActivity(links: Partial<Record<ActivityKind, string>>): Live<Activity[]> {
  const db = useFirestore();
  const bookingFeed = useLive('activity/bookings', listenToQuery(newest(bookings.ref(db))));
  const orderFeed = useLive('activity/frameOrders', listenToQuery(newest(frameOrders.ref(db))));
  const messageFeed = useLive('activity/contactMessages', listenToQuery(newest(contactMessages.ref(db))));
  const supportFeed = useLive('activity/supportRequests', listenToQuery(newest(supportRequests.ref(db))));
  const userFeed = useLive('activity/users', listenToQuery(newest(users.ref(db))));
  const feeds = [bookingFeed, orderFeed, messageFeed, supportFeed, userFeed];
  const failed = feeds.find((feed) => feed.status === 'error');
  if (failed) return { status: 'error', data: undefined, error: failed.error! };
  if (feeds.some((feed) => feed.status === 'loading')) return { status: 'loading', data: undefined };
  const all: Activity[] = [
    ...(bookingFeed.data ?? []).map((x) => ({
      id: `b-${x.id}`,
      kind: 'booking' as const,
      title: `${x.name} requested ${x.packageName} for ${formatIsoDay(x.eventDate)}`,
      at: x.createdAt,
      link: links.booking,
    })),
    ...(orderFeed.data ?? []).map((x) => ({
      id: `f-${x.id}`,
      kind: 'frame order' as const,
      title: `${x.name} ordered ${x.quantity} × ${x.frameName}`,
      at: x.createdAt,
      link: links['frame order'],
    })),
    ...(messageFeed.data ?? []).map((x) => ({
      id: `m-${x.id}`,
      kind: 'message' as const,
      title: `${x.name}: “${x.subject}”`,
      at: x.createdAt,
      link: links.message,
    })),
    ...(supportFeed.data ?? []).map((x) => ({
      id: `s-${x.id}`,
      kind: 'support' as const,
      title: `${x.name} asked about ${x.topic.toLowerCase()}`,
      at: x.createdAt,
      link: links.support,
    })),
    ...(userFeed.data ?? []).map((x) => ({
      id: `u-${x.id}`,
      kind: 'customer' as const,
      title: `${x.name || x.email} joined`,
      at: x.createdAt,
      link: links.customer,
    })),
  ];
  return { status: 'success', data: all.sort((a, z) => z.at.getTime() - a.at.getTime()).slice(0, 8) };
}
