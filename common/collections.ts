// Every Firestore collection name, once. firestore.rules uses the same literals; a rules test
// checks that each of these has a `match /<name>/{...}` block.
export const COLLECTIONS = {
  users: 'users',
  services: 'services',
  packages: 'packages',
  gallery: 'gallery',
  frames: 'frames',
  bookings: 'bookings',
  pendingBookings: 'pendingBookings',
  frameOrders: 'frameOrders',
  payments: 'payments',
  paymentLedgers: 'paymentLedgers',
  paymentSchedules: 'paymentSchedules',
  framePayments: 'framePayments',
  calendar: 'calendar',
  settings: 'settings',
  ownerSettings: 'ownerSettings',
  softCopies: 'softCopies',
  customPackages: 'customPackages',
  customPackageLinks: 'customPackageLinks',
  blogs: 'blogs',
  faqs: 'faqs',
  jobOpenings: 'jobOpenings',
  testimonials: 'testimonials',
  contactMessages: 'contactMessages',
  supportRequests: 'supportRequests',
  media: 'media',
  clientGalleries: 'clientGalleries',
  transferSlips: 'transferSlips',
  // Contracts (docs/contracts.md): the owner's templates, and each booking's contract (functions only).
  contractTemplates: 'contractTemplates',
  contracts: 'contracts',
  // Holds that keep a record another one names (a booking a slip or gallery names, a frame order
  // paid online) from being deleted: common/schemas/record-holds.ts.
  recordHolds: 'recordHolds',
} as const;

export type CollectionName = (typeof COLLECTIONS)[keyof typeof COLLECTIONS];

// Collections nested under a document of COLLECTIONS: customPackages/{id}/recipients/{userId}
// names the one current link of a package for a customer (firestore.rules, "sending twice").
export const SUBCOLLECTIONS = {
  customPackageRecipients: 'recipients',
  // clientGalleries/{id}/…: the photos, the customer's favourites, what happened (docs/galleries.md).
  galleryPhotos: 'photos',
  galleryFavourites: 'favourites',
  galleryActivity: 'activity',
  // bookings/{id}/delivery/stage: where the photographs of a booking stand, which the customer sees.
  bookingDelivery: 'delivery',
  // contractTemplates/{id}/versions/{n}: every saved text; contracts/{bookingId}/addenda/{n}: changed terms.
  contractTemplateVersions: 'versions',
  contractAddenda: 'addenda',
} as const;

// Written and read only by the Cloud Functions (Admin SDK): the mail outbox, the owner-email
// throttle (functions/README.md) and the photo upload sessions (docs/photos.md). firestore.rules
// has no match block for them, so every client request is refused (tests/rules/server-collections.test.ts).
export const SERVER_COLLECTIONS = {
  mailOutbox: 'mailOutbox',
  ownerNotices: 'ownerNotices',
  ownerMailSenders: 'ownerMailSenders',
  ownerMailHours: 'ownerMailHours',
  mediaUploads: 'mediaUploads',
  // A gallery's "download all" tickets: a link carries one, as it cannot carry an ID token (docs/galleries.md).
  galleryZipTickets: 'galleryZipTickets',
} as const;
