import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../common/collections';
import { emulatorGoogleSub } from '../../common/emulator-accounts';
import {
  bookingSchema,
  customPackageLinkSchema,
  customPackageSchema,
  frameOrderSchema,
  softCopySchema,
  userSchema,
} from '../../common/schemas';
import { FRAMES } from './frames';
import { PACKAGES } from './packages';

// A customer with some history, so `npm start` shows a full profile and a shared custom package:
// sign in with the emulator form as ada@example.com.
export const DEMO_CUSTOMER = { uid: 'demo-customer', email: 'ada@example.com', name: 'Ada Lovelace', phone: '+1 415 555 0187' } as const;

const signature = PACKAGES.find((p) => p.id === 'wedding-signature')!.data;
const frame = FRAMES[0];
const size = frame.data.sizes[1] ?? frame.data.sizes[0];
const contact = { name: DEMO_CUSTOMER.name, email: DEMO_CUSTOMER.email, phone: DEMO_CUSTOMER.phone };
const customPackage = {
  name: 'Garden Elopement',
  description: 'A two-hour elopement in the Conservatory of Flowers gardens: styling of a small arch, a bouquet and a picnic for two.',
  price: 1850,
  features: ['Two hours of photography', 'Arch and bouquet styling', 'Picnic styling for two', '150 edited images'],
};

/** Every demo document, path → data, each checked by its collection's schema. */
export const DEMO_CUSTOMER_DOCS = [
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
    `${COLLECTIONS.bookings}/demo-signature-wedding`,
    bookingSchema,
    {
      ...contact,
      userId: DEMO_CUSTOMER.uid,
      packageId: 'wedding-signature',
      packageName: signature.name,
      packagePrice: signature.price,
      eventType: 'Wedding',
      eventDate: '2027-06-12',
      venue: 'Palace of Fine Arts, San Francisco',
      guestCount: 110,
      notes: 'Golden-hour portraits by the lagoon, please.',
      paymentMethod: 'bank-transfer',
      status: 'confirmed',
      createdAt: new Date('2026-09-03T17:30:00Z'),
    },
  ],
  [
    `${COLLECTIONS.frameOrders}/demo-engagement-frame`,
    frameOrderSchema,
    {
      ...contact,
      userId: DEMO_CUSTOMER.uid,
      frameId: frame.id,
      frameName: frame.data.name,
      size: size.label,
      unitPrice: size.price,
      quantity: 1,
      photoNote: 'The engagement portrait on the Baker Beach dunes',
      deliveryAddress: '1200 Lombard St, San Francisco, CA 94109',
      notes: '',
      status: 'in-production',
      createdAt: new Date('2026-10-11T16:00:00Z'),
    },
  ],
  [
    `${COLLECTIONS.softCopies}/demo-engagement-gallery`,
    softCopySchema,
    {
      userId: DEMO_CUSTOMER.uid,
      userEmail: DEMO_CUSTOMER.email,
      title: 'Engagement session — Baker Beach',
      link: 'https://photos.styleandstory.studio/ada-engagement',
      message: 'Your 120 edited photographs are ready. The link stays open for a year.',
      createdAt: new Date('2026-10-05T15:00:00Z'),
    },
  ],
  [
    `${COLLECTIONS.customPackages}/garden-elopement`,
    customPackageSchema,
    { ...customPackage, createdAt: new Date('2026-10-20T15:00:00Z') },
  ],
  [
    `${COLLECTIONS.customPackageLinks}/ada-garden-elopement`,
    customPackageLinkSchema,
    {
      slug: 'ada-garden-elopement',
      customPackageId: 'garden-elopement',
      userId: DEMO_CUSTOMER.uid,
      userEmail: DEMO_CUSTOMER.email,
      packageName: customPackage.name,
      description: customPackage.description,
      price: customPackage.price,
      features: customPackage.features,
      createdAt: new Date('2026-10-20T15:05:00Z'),
    },
  ],
] as const;

/** Imports the account (same Google subject the emulator form uses) and writes its documents. */
export async function seedDemoCustomer(db: Firestore, auth: Auth): Promise<number> {
  for (const [path, schema, data] of DEMO_CUSTOMER_DOCS) {
    const parsed = schema.safeParse(data);
    if (!parsed.success) throw new Error(`Demo document ${path} is invalid: ${parsed.error.message}`);
  }
  const { errors } = await auth.importUsers([
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
  for (const [path, , data] of DEMO_CUSTOMER_DOCS) batch.set(db.doc(path), data);
  await batch.commit();
  return DEMO_CUSTOMER_DOCS.length;
}
