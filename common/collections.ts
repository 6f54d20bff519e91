// Every Firestore collection name, once. firestore.rules uses the same literals; a rules test
// checks that each of these has a `match /<name>/{...}` block.
export const COLLECTIONS = {
  users: 'users',
  services: 'services',
  packages: 'packages',
  gallery: 'gallery',
  frames: 'frames',
  bookings: 'bookings',
  frameOrders: 'frameOrders',
  payments: 'payments',
  calendar: 'calendar',
  settings: 'settings',
  softCopies: 'softCopies',
  customPackages: 'customPackages',
  customPackageLinks: 'customPackageLinks',
  blogs: 'blogs',
  faqs: 'faqs',
  jobOpenings: 'jobOpenings',
  testimonials: 'testimonials',
  contactMessages: 'contactMessages',
  supportRequests: 'supportRequests',
} as const;

export type CollectionName = (typeof COLLECTIONS)[keyof typeof COLLECTIONS];

// Written and read only by the Cloud Functions (Admin SDK); firestore.rules has no match block for
// them, so every client request is refused. sentEmails: one marker per email sent for an event
// (functions/src/lib/send-once.ts), so a redelivered event sends nothing twice.
export const SERVER_COLLECTIONS = {
  sentEmails: 'sentEmails',
} as const;
