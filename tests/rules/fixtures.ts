// Valid documents for every collection, typed by the shared schemas so they cannot drift from them.
import { Timestamp, serverTimestamp, type FieldValue } from 'firebase/firestore';
import { DEMO_STUDIO_INPUT } from '@common/demo-studio';
import type {
  Blog,
  BookingInput,
  ContactMessageInput,
  Contract,
  ContractSettings,
  ContractTemplate,
  ContractTemplateVersion,
  CustomPackage,
  CustomPackageLink,
  Faq,
  Frame,
  FrameOrderInput,
  GalleryItem,
  ImageRef,
  JobOpening,
  JobOpeningInput,
  Lead,
  Media,
  Package,
  Service,
  SoftCopy,
  SoftCopyHistoryEntry,
  SupportRequestInput,
  Testimonial,
  UserRecord,
} from '@common/schemas';
import { keywordsOf, mediaKeywords, orderKeywords, ownerSharedKeywords } from '@common/schemas';
import { addUtcDays, utcDay } from '@common/days';
import { SENT_LINK_STATE } from '@common/sent-link';
import { UID } from './helpers';
import { clientGalleryData } from '@common/client-gallery.test-data';

/** Firestore's shape of a schema type: Dates are stored as Timestamps (or sent as serverTimestamp()). */
type Stored<T> = { [K in keyof T]: Date extends T[K] ? Timestamp | FieldValue | Exclude<T[K], Date> : T[K] };

export const aWhileAgo = Timestamp.fromDate(new Date('2026-01-15T10:00:00Z'));

/** Days relative to the day the tests run (UTC, as the rules count), so fixtures never expire. */
export const TODAY = utcDay(new Date());
export const daysFromToday = (days: number) => addUtcDays(TODAY, days);
/** The event day of the fixture bookings: three months ahead. */
export const EVENT_DAY = daysFromToday(90);

export const image: ImageRef = { src: 'https://cdn.example.com/photo.jpg', width: 1600, height: 1067, alt: 'A couple at dusk' };

export function user(email: string, overrides: Partial<Stored<UserRecord>> = {}): Stored<UserRecord> {
  return {
    email,
    name: 'Alice Example',
    phone: '',
    avatar: 'https://example.com/a.png',
    role: 'customer',
    createdAt: aWhileAgo,
    ...overrides,
  };
}

export function service(overrides: Partial<Service> = {}): Service {
  const base = {
    title: 'Wedding photography',
    summary: 'The whole day, candid and posed.',
    description: 'From getting ready to the last dance.',
    image,
    order: 1,
    active: true,
  };
  return { ...base, keywords: keywordsOf.services(base), ...overrides };
}

export const PACKAGE_PRICE = 1500;
/** The studio's deposit of it (DEPOSIT_PERCENT): what a catalogue booking keeps as packageDeposit. */
export const PACKAGE_DEPOSIT = 450;
export const PACKAGE_NAME = 'Classic Wedding';

export function servicePackage(overrides: Partial<Package> = {}): Package {
  const base = {
    name: PACKAGE_NAME,
    category: 'Wedding',
    price: PACKAGE_PRICE,
    duration: '8 hours',
    summary: 'Two photographers, one album.',
    description: 'Coverage of the ceremony and reception, 400 edited photos.',
    features: ['Two photographers', 'Online gallery'],
    image,
    featured: true,
    order: 1,
    active: true,
  };
  return { ...base, keywords: keywordsOf.packages(base), ...overrides };
}

export function galleryItem(overrides: Partial<GalleryItem> = {}): GalleryItem {
  const base = { title: 'Golden hour', category: 'Wedding', image, featured: false, order: 1, published: true };
  return { ...base, keywords: keywordsOf.gallery(base), ...overrides };
}

export const FRAME_NAME = 'Oak classic';
export const FRAME_SIZES = [
  { label: '8x10', price: 120 },
  { label: '16x20', price: 260 },
];

export function frame(overrides: Partial<Frame> = {}): Frame {
  const base = {
    name: FRAME_NAME,
    description: 'Solid oak with museum glass.',
    material: 'Oak',
    image,
    sizes: FRAME_SIZES,
    order: 1,
    active: true,
  };
  return { ...base, keywords: keywordsOf.frames(base), ...overrides };
}

/** A post whose document id is its slug; first published now (publishedAt = the server's time). */
export function blog(overrides: Partial<Stored<Blog>> = {}): Stored<Blog> {
  const base = {
    slug: 'planning-a-garden-wedding',
    title: 'Planning a garden wedding',
    excerpt: 'Light, flowers and a rain plan.',
    body: '# Garden weddings\n\nStart with the light.',
    cover: image,
    author: 'The studio',
    tags: ['weddings', 'planning'],
    published: true,
  };
  return { ...base, publishedAt: serverTimestamp(), keywords: keywordsOf.blogs(base), ...overrides };
}

export function faq(overrides: Partial<Faq> = {}): Faq {
  const base = { question: 'How soon do we get our photos?', answer: 'Within four weeks.', category: 'Delivery', order: 1 };
  return { ...base, keywords: keywordsOf.faqs(base), ...overrides };
}

export function jobOpening(overrides: Partial<JobOpening> = {}): JobOpening {
  const base: JobOpeningInput = {
    title: 'Second shooter',
    type: 'Freelance',
    location: 'San Francisco',
    summary: 'Weekend weddings with our lead photographer.',
    responsibilities: ['Candid coverage'],
    requirements: ['Own full-frame camera'],
    active: true,
    order: 1,
  };
  return { ...base, keywords: keywordsOf.jobOpenings(base), ...overrides };
}

export function testimonial(overrides: Partial<Testimonial> = {}): Testimonial {
  const base = {
    name: 'Priya & Sam',
    event: 'Wedding',
    quote: 'They caught every moment.',
    rating: 5,
    order: 1,
    published: true,
    featured: false,
  };
  return { ...base, keywords: keywordsOf.testimonials(base), ...overrides };
}

export function bookingInput(overrides: Partial<BookingInput> = {}): BookingInput {
  return {
    packageId: 'pkg-classic',
    packageName: PACKAGE_NAME,
    packagePrice: PACKAGE_PRICE,
    packageDeposit: PACKAGE_DEPOSIT,
    eventType: 'Wedding',
    eventDate: EVENT_DAY,
    venue: 'Conservatory of Flowers',
    guestCount: 120,
    name: 'Alice Example',
    email: 'alice@example.com',
    phone: '+1 (415) 555-0100',
    notes: '',
    paymentMethod: 'cash',
    customPackageLink: '',
    ...overrides,
  };
}

const contactKeywords = (email: string) => orderKeywords('ref', { name: 'Alice Example', email });

/** A booking as the customer's client sends it. */
export function newBooking(userId: string, overrides: Record<string, unknown> = {}) {
  return {
    ...bookingInput(),
    userId,
    status: 'pending',
    statusAt: { pending: serverTimestamp() },
    statusReason: '',
    paidTotal: 0,
    paymentStatus: 'unpaid',
    keywords: contactKeywords('alice@example.com'),
    createdAt: serverTimestamp(),
    ...overrides,
  };
}

/** A booking as stored, having reached `status` (each status a while ago). */
export function storedBooking(userId: string, status = 'pending', overrides: Record<string, unknown> = {}) {
  const statusAt: Record<string, Timestamp> = { pending: aWhileAgo };
  if (status === 'completed') statusAt.confirmed = aWhileAgo;
  statusAt[status] = aWhileAgo;
  return {
    ...bookingInput(),
    userId,
    status,
    statusAt,
    statusReason: '',
    paidTotal: 0,
    paymentStatus: 'unpaid',
    keywords: contactKeywords('alice@example.com'),
    createdAt: aWhileAgo,
    ...overrides,
  };
}

/** The calendar document of a day a confirmed booking holds, as stored. */
export const heldDay = (day: string, bookingId: string) => ({ date: day, kind: 'booking', bookingId, createdAt: aWhileAgo });
export const blockedDay = (day: string) => ({ date: day, kind: 'blocked', bookingId: null, createdAt: aWhileAgo });

/** A payment entry as the owner's client sends it. */
export function newPayment(bookingId: string, userId: string, overrides: Record<string, unknown> = {}) {
  return {
    bookingId,
    userId,
    kind: 'payment',
    amount: 450,
    method: 'cash',
    receivedOn: TODAY,
    note: '',
    reverses: null,
    overpaymentConfirmed: false,
    createdAt: serverTimestamp(),
    ...overrides,
  };
}

export const storedPayment = (bookingId: string, userId: string, overrides: Record<string, unknown> = {}) => ({
  ...newPayment(bookingId, userId),
  createdAt: aWhileAgo,
  ...overrides,
});

/** The studio's deposit in the settings the rules tests seed: PACKAGE_DEPOSIT is this share of PACKAGE_PRICE. */
export const DEPOSIT_PERCENT = 30;

export function studioSettings(overrides: Record<string, unknown> = {}) {
  return {
    ...DEMO_STUDIO_INPUT,
    depositPercent: DEPOSIT_PERCENT,
    updatedAt: serverTimestamp(),
    ...overrides,
  };
}

/** settings/studio as stored: every suite in which a catalogue package is booked seeds it (the rules read the deposit there). */
export const STUDIO_SEED = { 'settings/studio': studioSettings({ updatedAt: aWhileAgo }) };

export function policies(overrides: Record<string, unknown> = {}) {
  return {
    privacy: 'What we collect.\n\n## Who we are\n\n{name}, {address}.',
    terms: 'Our agreement.\n\n## Bookings\n\nA {deposit} deposit.',
    payment: 'How paying works.\n\n## Deposit\n\n{deposit} of the price.',
    privacyUpdatedOn: '2026-11-01',
    termsUpdatedOn: '2026-11-01',
    paymentUpdatedOn: '2026-11-01',
    updatedAt: serverTimestamp(),
    ...overrides,
  };
}

export function paymentSettings(overrides: Record<string, unknown> = {}) {
  return {
    bankDetails: 'Style & Story LLC\nFirst Bay Bank\nAccount 000123456789\nRouting 121000358',
    upiId: 'styleandstory@bank',
    paymentNote: 'Quote your booking reference.',
    updatedAt: serverTimestamp(),
    ...overrides,
  };
}

export function frameOrderInput(overrides: Partial<FrameOrderInput> = {}): FrameOrderInput {
  return {
    frameId: 'frame-oak',
    frameName: FRAME_NAME,
    size: '8x10',
    unitPrice: 120,
    quantity: 2,
    photoNote: 'The first-dance photo',
    fulfilment: 'delivery',
    deliveryAddress: '1 Market St, San Francisco, CA',
    name: 'Alice Example',
    email: 'alice@example.com',
    phone: '+14155550100',
    notes: '',
    ...overrides,
  };
}

/** A frame order as the customer's client sends it (the owner's differs in placedBy). */
export function newFrameOrder(userId: string | null, overrides: Record<string, unknown> = {}) {
  return {
    ...frameOrderInput(),
    userId,
    placedBy: 'customer',
    status: 'received',
    statusAt: { received: serverTimestamp() },
    keywords: contactKeywords('alice@example.com'),
    createdAt: serverTimestamp(),
    ...overrides,
  };
}

/** A photo of a client gallery as the upload function stores it. */
export const galleryPhoto = (overrides: Record<string, unknown> = {}) => ({
  fileName: 'IMG_0001.jpg',
  set: 'Ceremony',
  order: 0,
  hidden: false,
  width: 1600,
  height: 1067,
  contentType: 'image/jpeg',
  bytes: 400_000,
  webBytes: 200_000,
  variantWidths: [320, 640],
  placeholder: 'data:image/webp;base64,AAAA',
  createdAt: aWhileAgo,
  ...overrides,
});

/** A published client gallery of `userId`. */
export const clientGallery = (userId: string, overrides: Record<string, unknown> = {}) => ({
  ...clientGalleryData(userId, aWhileAgo),
  ...overrides,
});

const FRAME_STEPS = ['received', 'printing', 'ready', 'delivered'];

/** A frame order as stored, having reached `status` through the steps before it. */
export function storedFrameOrder(userId: string | null, status = 'received', overrides: Record<string, unknown> = {}) {
  const reached = status === 'cancelled' ? ['received', 'cancelled'] : FRAME_STEPS.slice(0, FRAME_STEPS.indexOf(status) + 1);
  return {
    ...newFrameOrder(userId),
    status,
    statusAt: Object.fromEntries(reached.map((step) => [step, aWhileAgo])),
    createdAt: aWhileAgo,
    ...overrides,
  };
}

const EMAIL_OF: Record<string, string> = { [UID.customerA]: 'alice@example.com', [UID.customerB]: 'bob@example.com' };
export const emailOf = (uid: string) => EMAIL_OF[uid] ?? `${uid}@example.com`;

/** A moment `days` from now (negative: in the past). */
export const inDays = (days: number) => Timestamp.fromMillis(Date.now() + days * 86_400_000);

type StoredSoftCopy = Omit<Stored<SoftCopy>, 'history'> & { history: Stored<SoftCopyHistoryEntry>[] };

/** A delivered soft copy as stored; newSoftCopy() is the owner's write of a new one. */
export function softCopy(userId: string = UID.customerA, overrides: Partial<StoredSoftCopy> = {}): StoredSoftCopy {
  const base = {
    userId,
    userEmail: emailOf(userId),
    userName: 'Alice Example',
    bookingId: '',
    bookingLabel: '',
    title: 'Your wedding photos',
    links: ['https://drive.example.com/folder/abc'],
    message: 'Enjoy!',
    downloadUntil: '',
  };
  return {
    ...base,
    status: 'delivered',
    withdrawnReason: '',
    withdrawnAt: null,
    history: [],
    linksUpdatedAt: aWhileAgo,
    openedAt: null,
    createdAt: aWhileAgo,
    keywords: ownerSharedKeywords.softCopies(base),
    ...overrides,
  };
}

export const newSoftCopy = (userId: string, overrides: Partial<StoredSoftCopy> = {}) =>
  softCopy(userId, { createdAt: serverTimestamp(), linksUpdatedAt: serverTimestamp(), ...overrides });

export const CUSTOM_PACKAGE = {
  name: 'Two-day Mehndi and Wedding',
  description: 'Both days, two photographers, a styled mehndi.',
  features: ['Two days', 'Styling'],
  price: 4200,
  // The owner's own deposit, not the studio's 30% ($1,260), so a booking must take it from the link.
  deposit: 1100,
  validityDays: 30,
};

export function customPackage(overrides: Partial<Stored<CustomPackage>> = {}): Stored<CustomPackage> {
  return {
    ...CUSTOM_PACKAGE,
    archived: false,
    createdAt: aWhileAgo,
    keywords: ownerSharedKeywords.customPackages(CUSTOM_PACKAGE),
    ...overrides,
  };
}

/** A 26-letter slug in the links' alphabet, readable in test names: linkSlug('alice') → "alicezzzz…". */
export const linkSlug = (name: string) => `${name}${'z'.repeat(26)}`.slice(0, 26);

/** An open offer of customPackage() as stored; newCustomPackageLink() is the owner's write. */
export function customPackageLink(
  slug: string,
  userId: string = UID.customerA,
  overrides: Partial<Stored<CustomPackageLink>> = {},
): Stored<CustomPackageLink> {
  const snapshot = {
    packageName: CUSTOM_PACKAGE.name,
    description: CUSTOM_PACKAGE.description,
    features: CUSTOM_PACKAGE.features,
    price: CUSTOM_PACKAGE.price,
    deposit: CUSTOM_PACKAGE.deposit,
  };
  const who = { userId, userEmail: emailOf(userId), userName: 'Alice Example' };
  return {
    slug,
    customPackageId: 'custom-1',
    ...who,
    ...snapshot,
    message: 'Made around your two days.',
    expiresAt: inDays(30),
    ...SENT_LINK_STATE,
    createdAt: aWhileAgo,
    keywords: ownerSharedKeywords.customPackageLinks({ ...snapshot, ...who }),
    ...overrides,
  };
}

export const newCustomPackageLink = (slug: string, userId: string, overrides: Partial<Stored<CustomPackageLink>> = {}) =>
  customPackageLink(slug, userId, { createdAt: serverTimestamp(), ...overrides });

export function contactMessage(overrides: Record<string, unknown> = {}) {
  const input: ContactMessageInput = {
    name: 'Dana',
    email: 'dana@example.com',
    phone: '',
    subject: 'Engagement shoot',
    message: 'Do you shoot at Baker Beach at sunrise?',
  };
  return { ...input, createdAt: serverTimestamp(), ...overrides };
}

export function supportRequest(overrides: Record<string, unknown> = {}) {
  const input: SupportRequestInput = {
    name: 'Dana',
    email: 'dana@example.com',
    topic: 'Soft copies',
    reference: 'booking 42',
    message: 'My download link has expired.',
  };
  return { ...input, createdAt: serverTimestamp(), ...overrides };
}

/** An image ref made from a media library photo (imageRefFromMedia): srcset per format and placeholder. */
export const mediaImage: ImageRef = {
  src: '/media/m1abc/1280w.jpg',
  width: 1280,
  height: 853,
  alt: 'A couple at dusk',
  mediaId: 'm1abc',
  srcset: {
    avif: '/media/m1abc/320w.avif 320w, /media/m1abc/1280w.avif 1280w',
    webp: '/media/m1abc/320w.webp 320w, /media/m1abc/1280w.webp 1280w',
    jpeg: '/media/m1abc/320w.jpg 320w, /media/m1abc/1280w.jpg 1280w',
  },
  placeholder: 'data:image/webp;base64,UklGRiQAAABXRUJQVlA4IBgAAAAwAQCdASoQAAsAAUAmJaQAA3AA/v89WAAAAA==',
};

/** media/{id} as the upload function writes it. */
export function mediaDoc(overrides: Partial<Stored<Media>> = {}): Stored<Media> {
  const base = {
    filename: 'vows-at-dusk.jpg',
    contentType: 'image/jpeg' as const,
    bytes: 5_123_456,
    width: 4000,
    height: 2667,
    originalPath: 'originals/m1abc/original.jpg',
    variants: [
      { path: '/media/m1abc/320w.webp', width: 320, height: 213, format: 'webp' as const, bytes: 9_000 },
      { path: '/media/m1abc/320w.jpg', width: 320, height: 213, format: 'jpeg' as const, bytes: 14_000 },
    ],
    placeholder: mediaImage.placeholder!,
    color: '#a08070',
    alt: 'A couple at dusk',
  };
  return { ...base, keywords: mediaKeywords(base), createdAt: aWhileAgo, ...overrides };
}

// ---------------------------------------------------------------- contracts (docs/contracts.md)

export const TEMPLATE_ID = 'tpl-wedding';
export const TEMPLATE_TEXT = {
  name: 'Wedding agreement',
  body: '# Wedding agreement\n\nBetween {{studio.name}} and {{customer.name}}, for {{event.date}} at {{event.venue}}.',
};

/** contractTemplates/{id} as stored at `version` (1: as created); newContractTemplate() is the owner's create. */
export function contractTemplate(overrides: Partial<Stored<ContractTemplate>> = {}): Stored<ContractTemplate> {
  return { ...TEMPLATE_TEXT, version: 1, archived: false, createdAt: aWhileAgo, updatedAt: aWhileAgo, ...overrides };
}

export const newContractTemplate = (overrides: Partial<Stored<ContractTemplate>> = {}) =>
  contractTemplate({ createdAt: serverTimestamp(), updatedAt: serverTimestamp(), ...overrides });

/** contractTemplates/{id}/versions/{version} as stored. */
export function templateVersion(overrides: Partial<Stored<ContractTemplateVersion>> = {}): Stored<ContractTemplateVersion> {
  return { ...TEMPLATE_TEXT, version: 1, savedAt: aWhileAgo, ...overrides };
}

/** settings/contracts as the owner's Settings saves it. */
export function contractSettings(overrides: Partial<Stored<ContractSettings>> = {}): Stored<ContractSettings> {
  return { enabled: true, holdHours: 72, defaultTemplateId: TEMPLATE_ID, updatedAt: serverTimestamp(), ...overrides };
}

const SHA = 'a'.repeat(64);

/** A contract as the contracts function stores it when it sends one (status sent). */
export function sentContract(bookingId: string, userId: string, overrides: Record<string, unknown> = {}) {
  const base: Stored<Contract> = {
    bookingId,
    userId,
    templateId: TEMPLATE_ID,
    templateName: TEMPLATE_TEXT.name,
    templateVersion: 1,
    title: 'Wedding agreement',
    text: '# Wedding agreement\n\nBetween Style & Story and Alice Example.',
    textSha256: SHA,
    status: 'sent',
    sentAt: aWhileAgo,
    addenda: 0,
  };
  return { ...base, ...overrides };
}

/** What the signing function records (Stored: its time a Timestamp). */
export const contractSignature = (uid: string) => ({
  name: 'Alice Example',
  method: 'typed' as const,
  drawing: '',
  uid,
  email: emailOf(uid),
  signedAt: aWhileAgo,
  ip: '203.0.113.7',
  userAgent: 'Mozilla/5.0',
  textSha256: SHA,
});

/** A contract its customer signed: the signature, the day's hold and the signed PDF. */
export function signedContract(bookingId: string, userId: string, day: string, overrides: Record<string, unknown> = {}) {
  return sentContract(bookingId, userId, {
    status: 'signed',
    viewedAt: aWhileAgo,
    signature: contractSignature(userId),
    hold: { day, until: inDays(3), state: 'held' },
    pdf: { path: `contracts/${bookingId}/contract.pdf`, sha256: 'b'.repeat(64), bytes: 48_000, madeAt: aWhileAgo },
    ...overrides,
  });
}

/** contracts/{bookingId}/addenda/{number}, as the function sends one after a reschedule. */
export const sentAddendum = (number: number, overrides: Record<string, unknown> = {}) => ({
  number,
  changes: [{ label: 'Event day', before: '12 June 2027', after: '19 June 2027' }],
  title: `Addendum ${number}`,
  text: '## The event day\n\nThe event moves to 19 June 2027.',
  textSha256: SHA,
  status: 'sent',
  sentAt: aWhileAgo,
  ...overrides,
});

/** The calendar entry of a day a signed contract holds for its deposit (written by the functions). */
export const holdDay = (day: string, bookingId: string) => ({
  date: day,
  kind: 'hold',
  bookingId,
  createdAt: aWhileAgo,
  holdUntil: inDays(3),
});

/** A lead as the inquiry function stores it (docs/inquiries.md): one inquiry, not yet answered. */
export function storedLead(overrides: Partial<Stored<Lead>> = {}): Stored<Lead> {
  return {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: '',
    eventType: 'Wedding',
    eventDate: daysFromToday(200),
    eventMonth: daysFromToday(200).slice(0, 7),
    channel: 'instagram',
    inquiries: 1,
    stage: 'new',
    lostReason: '',
    followUpOn: '',
    notes: '',
    firstInquiryAt: aWhileAgo,
    lastInquiryAt: aWhileAgo,
    firstReplyAt: null,
    userId: '',
    bookingId: '',
    updatedAt: aWhileAgo,
    keywords: ['ada'],
    ...overrides,
  };
}
