import { randomUUID } from 'node:crypto';
import { Timestamp, type Firestore as AdminFirestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@common/collections';
import { MAX_PENDING_BOOKINGS, type BookingInput, type CustomPackageLink } from '@common/schemas';
import { ALREADY_BOOKED_MESSAGE, createBooking, pendingLimitMessage } from '@/data/booking-requests';
import { UserFacingError } from '@/lib/user-facing-error';
import { DEMO_CUSTOM_PACKAGE_ID, demoCustomerDocs } from '../../scripts/seed/demo-customer';
import { freeDay } from './support/bookings';
import { customerSession } from './support/emulators';

// A customer's booking requests as the browser sends them, judged by the rules: a private link
// books once, however the second attempt comes, and the customer is told why; a customer holds at
// most MAX_PENDING_BOOKINGS open requests.

type Session = Awaited<ReturnType<typeof customerSession>>;
let customer: Session;
let admin: AdminFirestore;
beforeAll(async () => {
  customer = await customerSession(`hedy-${randomUUID().slice(0, 6)}@example.com`);
  admin = customer.admin;
  await admin.collection(COLLECTIONS.users).doc(customer.uid).set({
    email: 'hedy@example.com',
    name: 'Hedy Lamarr',
    phone: '',
    avatar: '',
    role: 'customer',
    createdAt: Timestamp.now(),
  });
});

const SLUG_LETTERS = 'abcdefghijklmnopqrstuvwxyz234567';
const newSlug = () => Array.from({ length: 26 }, () => SLUG_LETTERS[Math.floor(Math.random() * 32)]).join('');
const newId = () => `data-${randomUUID().slice(0, 12)}`;

/** The demo's custom package, offered to this customer through a fresh open link. */
async function openLink() {
  const slug = newSlug();
  const link = demoCustomerDocs(slug).find(([path]) => path === `${COLLECTIONS.customPackageLinks}/${slug}`)![2] as CustomPackageLink;
  await admin
    .collection(COLLECTIONS.customPackageLinks)
    .doc(slug)
    .set({ ...link, userId: customer.uid, userEmail: 'hedy@example.com', userName: 'Hedy Lamarr' });
  return { slug, link };
}

async function request(slug: string, link: { packageName: string; price: number; deposit: number }): Promise<BookingInput> {
  return {
    packageId: DEMO_CUSTOM_PACKAGE_ID,
    packageName: link.packageName,
    packagePrice: link.price,
    packageDeposit: link.deposit,
    eventType: 'Portrait',
    eventDate: await freeDay(admin),
    venue: 'Conservatory of Flowers',
    guestCount: 2,
    name: 'Hedy Lamarr',
    email: 'hedy@example.com',
    phone: '+1 415 555 0142',
    notes: '',
    paymentMethod: 'cash',
    customPackageLink: slug,
  };
}

const bookingsThrough = async (slug: string) =>
  (await admin.collection(COLLECTIONS.bookings).where('customPackageLink', '==', slug).get()).docs.map((d) => d.id);

/** Withdraws this customer's open requests (as the studio answering them would), so each test starts with none. */
async function answerAll() {
  await admin.collection(COLLECTIONS.pendingBookings).doc(customer.uid).set({ ids: [] });
}

describe('one booking per private link', () => {
  it('a second booking after the first, from another tab, is refused with words the customer reads; the link keeps the first', async () => {
    await answerAll();
    const { slug, link } = await openLink();
    const first = newId();
    await createBooking(customer.tab, first, customer.uid, await request(slug, link));

    const second = createBooking(customer.secondTab, newId(), customer.uid, await request(slug, link));

    await expect(second).rejects.toBeInstanceOf(UserFacingError);
    await expect(second).rejects.toThrow(ALREADY_BOOKED_MESSAGE);
    expect(await bookingsThrough(slug)).toEqual([first]);
    expect((await admin.collection(COLLECTIONS.customPackageLinks).doc(slug).get()).data()).toMatchObject({
      status: 'booked',
      bookingId: first,
    });
  });

  it('of two bookings sent at once from two tabs, exactly one is stored', async () => {
    await answerAll();
    const { slug, link } = await openLink();
    const ids = [newId(), newId()];
    const [a, b] = [await request(slug, link), await request(slug, link)];

    const results = await Promise.allSettled([
      createBooking(customer.tab, ids[0], customer.uid, a),
      createBooking(customer.secondTab, ids[1], customer.uid, b),
    ]);

    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const stored = await bookingsThrough(slug);
    expect(stored).toHaveLength(1);
    expect((await admin.collection(COLLECTIONS.customPackageLinks).doc(slug).get()).get('bookingId')).toBe(stored[0]);
  });
});

describe('open requests', () => {
  it(`holds ${MAX_PENDING_BOOKINGS} at most: the next is refused, saying why, and nothing is stored`, async () => {
    await answerAll();
    for (let i = 0; i < MAX_PENDING_BOOKINGS; i++) {
      const { slug, link } = await openLink();
      await createBooking(customer.tab, newId(), customer.uid, await request(slug, link));
    }
    const { slug, link } = await openLink();
    const refused = createBooking(customer.tab, newId(), customer.uid, await request(slug, link));

    await expect(refused).rejects.toThrow(pendingLimitMessage());
    expect(await bookingsThrough(slug)).toEqual([]);
  });
});
