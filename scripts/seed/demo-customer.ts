import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, SUBCOLLECTIONS } from '@common/collections';
import { emulatorGoogleSub } from '@common/emulator-accounts';
import { bookingTotals, depositSplit } from '@common/payments';
import { NO_SALES_TAX } from '@common/sales-tax';
import { newLinkSlug } from '@common/link-slug';
import { SENT_LINK_STATE } from '@common/sent-link';
import {
  bookingSchema,
  calendarDaySchema,
  customPackageLinkSchema,
  customPackageRecipientSchema,
  customPackageSchema,
  frameOrderSchema,
  orderKeywords,
  paymentSchema,
  ownerSharedKeywords,
  softCopySchema,
  userSchema,
} from '@common/schemas';
import { FRAMES } from './frames';
import { PACKAGES } from './packages';
import { DEMO_STUDIO } from './studio-settings';

// A customer with some history, so `npm start` shows a full profile (a booking, a frame order,
// delivered photographs) and a custom package offered to her: sign in with the emulator form as
// ada@example.com. The seed prints the package's address; her profile links to it too.
export const DEMO_CUSTOMER = { uid: 'demo-customer', email: 'ada@example.com', name: 'Ada Lovelace', phone: '+1 415 555 0187' } as const;

const signature = PACKAGES.find((p) => p.id === 'wedding-signature')!.data;
const frame = FRAMES[0];
const size = frame.data.sizes[1] ?? frame.data.sizes[0];
const contact = { name: DEMO_CUSTOMER.name, email: DEMO_CUSTOMER.email, phone: DEMO_CUSTOMER.phone };
const who = { userId: DEMO_CUSTOMER.uid, userEmail: DEMO_CUSTOMER.email, userName: DEMO_CUSTOMER.name };
export const DEMO_CUSTOM_PACKAGE_ID = 'garden-elopement';
const customPackage = {
  name: 'Garden Elopement',
  description: 'A two-hour elopement in the Conservatory of Flowers gardens: styling of a small arch, a bouquet and a picnic for two.',
  features: ['Two hours of photography', 'Arch and bouquet styling', 'Picnic styling for two', '150 edited images'],
  price: 1850,
  deposit: 555,
  validityDays: 30,
};
const DAY = 86_400_000;
// The offer is always open on the day of seeding: sent two days before, open for sixty.
const seededAt = Date.now();
const delivery = {
  ...who,
  bookingId: '',
  bookingLabel: 'Engagement session · September 28, 2026',
  title: 'Engagement session — Baker Beach',
  links: ['https://photos.styleandstory.studio/ada-engagement'],
  message: 'Your 120 edited photographs are ready. The link stays open for a year.',
  downloadUntil: '2027-10-05',
};

// The confirmed wedding holds its day in the calendar and has its deposit paid; the booking's
// figures (owedTotal, paidTotal, paymentStatus) are derived from that entry as the payments function derives them.
export const DEMO_BOOKING_ID = 'demo-signature-wedding';
const BOOKING_ID = DEMO_BOOKING_ID;
const WEDDING_DAY = '2027-06-12';
const weddingDeposit = depositSplit(signature.price, DEMO_STUDIO.depositPercent).deposit;
const deposit = { id: 'demo-wedding-deposit', kind: 'payment' as const, amount: weddingDeposit, reverses: null };
// The demo studio charges no sales tax (studio-settings.ts): owedTotal is the price.
const figures = bookingTotals({ packagePrice: signature.price, packageDeposit: weddingDeposit }, NO_SALES_TAX, [deposit]);
const FRAME_ORDER_ID = 'demo-engagement-frame';

// customPackages/{id}/recipients/{uid}: the link of this package for Ada (firestore.rules).
const demoRecipientPath = `${COLLECTIONS.customPackages}/${DEMO_CUSTOM_PACKAGE_ID}/${SUBCOLLECTIONS.customPackageRecipients}/${DEMO_CUSTOMER.uid}`;

/**
 * Every demo document, path → data, each checked by its collection's schema. The custom package
 * link's address is random like every other (`slug`); seeding again keeps the one already there.
 */
export function demoCustomerDocs(slug: string) {
  const sentAt = new Date(seededAt - 2 * DAY);
  return [
    [
      `${COLLECTIONS.users}/${DEMO_CUSTOMER.uid}`,
      userSchema,
      {
        email: DEMO_CUSTOMER.email,
        name: DEMO_CUSTOMER.name,
        phone: DEMO_CUSTOMER.phone,
        avatar: '',
        role: 'customer',
        createdAt: new Date('2026-09-02T18:00:00Z'),
      },
    ],
    [
      `${COLLECTIONS.bookings}/${BOOKING_ID}`,
      bookingSchema,
      {
        ...contact,
        userId: DEMO_CUSTOMER.uid,
        packageId: 'wedding-signature',
        packageName: signature.name,
        packagePrice: signature.price,
        packageDeposit: weddingDeposit,
        eventType: 'Wedding',
        eventDate: WEDDING_DAY,
        venue: 'Palace of Fine Arts, San Francisco',
        guestCount: 110,
        notes: 'Golden-hour portraits by the lagoon, please.',
        paymentMethod: 'bank-transfer',
        customPackageLink: '',
        status: 'confirmed',
        statusAt: { pending: new Date('2026-09-03T17:30:00Z'), confirmed: new Date('2026-09-04T10:05:00Z') },
        statusReason: '',
        paidTotal: figures.paidTotal,
        paymentStatus: figures.paymentStatus,
        owedTotal: figures.owedTotal,
        keywords: orderKeywords(BOOKING_ID, contact),
        createdAt: new Date('2026-09-03T17:30:00Z'),
      },
    ],
    [
      `${COLLECTIONS.calendar}/${WEDDING_DAY}`,
      calendarDaySchema,
      { date: WEDDING_DAY, kind: 'booking', bookingId: BOOKING_ID, createdAt: new Date('2026-09-04T10:05:00Z') },
    ],
    [
      `${COLLECTIONS.payments}/${deposit.id}`,
      paymentSchema,
      {
        bookingId: BOOKING_ID,
        userId: DEMO_CUSTOMER.uid,
        kind: deposit.kind,
        amount: deposit.amount,
        method: 'bank-transfer',
        receivedOn: '2026-09-06',
        note: 'Deposit, transfer ref. ADA-0906',
        reverses: null,
        createdAt: new Date('2026-09-06T16:20:00Z'),
      },
    ],
    [
      `${COLLECTIONS.frameOrders}/${FRAME_ORDER_ID}`,
      frameOrderSchema,
      {
        ...contact,
        userId: DEMO_CUSTOMER.uid,
        placedBy: 'customer',
        frameId: frame.id,
        frameName: frame.data.name,
        size: size.label,
        unitPrice: size.price,
        quantity: 1,
        photoNote: 'The engagement portrait on the Baker Beach dunes',
        fulfilment: 'delivery',
        deliveryAddress: '1200 Lombard St, San Francisco, CA 94109',
        notes: '',
        status: 'printing',
        statusAt: { received: new Date('2026-10-11T16:00:00Z'), printing: new Date('2026-10-13T09:30:00Z') },
        keywords: orderKeywords(FRAME_ORDER_ID, contact),
        createdAt: new Date('2026-10-11T16:00:00Z'),
      },
    ],
    [
      `${COLLECTIONS.softCopies}/demo-engagement-gallery`,
      softCopySchema,
      {
        ...delivery,
        status: 'delivered',
        withdrawnReason: '',
        withdrawnAt: null,
        // Replaced once, so the profile shows an earlier link with its note.
        history: [
          {
            links: ['https://photos.styleandstory.studio/ada-engagement-preview'],
            sharedAt: new Date('2026-10-01T15:00:00Z'),
            note: 'The first twenty favourites, before the full edit',
          },
        ],
        linksUpdatedAt: new Date('2026-10-05T15:00:00Z'),
        openedAt: null,
        createdAt: new Date('2026-10-01T15:00:00Z'),
        keywords: ownerSharedKeywords.softCopies(delivery),
      },
    ],
    [
      `${COLLECTIONS.customPackages}/${DEMO_CUSTOM_PACKAGE_ID}`,
      customPackageSchema,
      {
        ...customPackage,
        archived: false,
        createdAt: new Date(sentAt.getTime() - 3_600_000),
        keywords: ownerSharedKeywords.customPackages(customPackage),
      },
    ],
    [
      `${COLLECTIONS.customPackageLinks}/${slug}`,
      customPackageLinkSchema,
      {
        slug,
        customPackageId: DEMO_CUSTOM_PACKAGE_ID,
        ...who,
        packageName: customPackage.name,
        description: customPackage.description,
        features: customPackage.features,
        price: customPackage.price,
        deposit: customPackage.deposit,
        message: 'Lovely to meet you both at the studio. Here is the garden morning we talked about — the arch is yours to choose.',
        expiresAt: new Date(seededAt + 60 * DAY),
        ...SENT_LINK_STATE,
        createdAt: sentAt,
        keywords: ownerSharedKeywords.customPackageLinks({ ...who, packageName: customPackage.name }),
      },
    ],
    [demoRecipientPath, customPackageRecipientSchema, { slug }],
  ] as const;
}

/**
 * Imports the account (same Google subject the emulator form uses) and writes its documents. The
 * demo link keeps its address across seedings (the recipient entry names it); a first seed draws one.
 */
export async function seedDemoCustomer(db: Firestore, auth: Auth): Promise<{ count: number; linkSlug: string }> {
  const existing = (await db.doc(demoRecipientPath).get()).get('slug');
  const linkSlug = typeof existing === 'string' && existing ? existing : newLinkSlug();
  const docs = demoCustomerDocs(linkSlug);
  for (const [path, schema, data] of docs) {
    const parsed = schema.safeParse(data);
    if (!parsed.success) throw new Error(`Demo document ${path} is invalid: ${parsed.error.message}`);
  }
  // Seeding again keeps the account (importUsers refuses an existing uid) and rewrites the documents.
  const exists = await auth.getUser(DEMO_CUSTOMER.uid).then(
    () => true,
    () => false,
  );
  const { errors } = exists
    ? { errors: [] }
    : await auth.importUsers([
        {
          uid: DEMO_CUSTOMER.uid,
          email: DEMO_CUSTOMER.email,
          displayName: DEMO_CUSTOMER.name,
          emailVerified: true,
          providerData: [
            {
              providerId: 'google.com',
              uid: emulatorGoogleSub(DEMO_CUSTOMER.email),
              email: DEMO_CUSTOMER.email,
              displayName: DEMO_CUSTOMER.name,
            },
          ],
        },
      ]);
  if (errors.length) throw new Error(`Importing the demo customer failed: ${errors[0].error.message}`);
  const batch = db.batch();
  for (const [path, , data] of docs) batch.set(db.doc(path), data);
  await batch.commit();
  return { count: docs.length, linkSlug };
}
