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
  // Issue 38: money for a gallery's extra photos, written by the Stripe webhook only (docs/galleries.md).
  galleryPayments: 'galleryPayments',
  // Issue 38: a customer's transfer slip for a gallery's extras, written and decided by the functions only.
  gallerySlips: 'gallerySlips',
  // The archive's records: every original photograph's copy in ARCHIVE_BUCKET (common/archive.ts), functions only.
  archive: 'archive',
  transferSlips: 'transferSlips',
  // Contracts (docs/contracts.md): the owner's templates, and each booking's contract (functions only).
  contractTemplates: 'contractTemplates',
  contracts: 'contracts',
  // Questionnaires, workflows and reviews (docs/workflows.md): the owner's forms, each booking's copy with its answers.
  questionnaires: 'questionnaires',
  bookingQuestionnaires: 'bookingQuestionnaires',
  // The owner's workflows, what the job did with each booking's steps, and the tasks steps make for the owner.
  workflows: 'workflows',
  workflowRuns: 'workflowRuns',
  ownerTasks: 'ownerTasks',
  // A booking's customer's review after delivery (reviews/{bookingId}).
  reviews: 'reviews',
  // Holds that keep a record another one names (a booking a slip or gallery names, a frame order
  // paid online) from being deleted: common/schemas/record-holds.ts.
  recordHolds: 'recordHolds',
  // Inquiries and leads (docs/inquiries.md): written by the inquiry function, read by the owner;
  // busyDays/{YYYY-MM} is the calendar's public, minimal view (a trigger keeps it).
  inquiries: 'inquiries',
  leads: 'leads',
  busyDays: 'busyDays',
  // Timed sessions (docs/sessions.md): the owner's session types; each slot's seats and each
  // customer's claim (functions only); the owner's own busy times, read from her calendar.
  sessionTypes: 'sessionTypes',
  sessionSlots: 'sessionSlots',
  sessionBookings: 'sessionBookings',
  calendarBusy: 'calendarBusy',
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
  // Issue 38: the people invited to pick (by email), each person's sent selection, paid extras.
  galleryInvites: 'invites',
  gallerySelections: 'selections',
  // bookings/{id}/delivery/stage: where the photographs of a booking stand, which the customer sees.
  bookingDelivery: 'delivery',
  // contractTemplates/{id}/versions/{n}: every saved text; contracts/{bookingId}/addenda/{n}: changed terms.
  contractTemplateVersions: 'versions',
  contractAddenda: 'addenda',
  // bookingQuestionnaires/{id}/submissions/{n}: the answers of each submission, kept.
  questionnaireSubmissions: 'submissions',
  // workflows/{id}/steps/{stepId}: a workflow's steps, each checked alone.
  workflowSteps: 'steps',
  // leads/{id}/emails/{id}: what the lead was sent (the first reply, the owner's answers).
  leadEmails: 'emails',
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
  // Issue 38: what a checkout of a gallery's extras is for (the photos, the amount), named by the session's metadata.
  galleryExtraOrders: 'galleryExtraOrders',
  // Issue 38: one paid extension of a gallery's closed downloads per closing day, named by the session's metadata.
  galleryExtensionOrders: 'galleryExtensionOrders',
  // The inquiry function's counters per address and per IP and hour (docs/inquiries.md).
  inquiryLimits: 'inquiryLimits',
} as const;
