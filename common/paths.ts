// The one route table, shared by the web app (router, links) and the functions (links in emails).
export const paths = {
  home: '/',
  gallery: '/gallery',
  frames: '/frames',
  about: '/about',
  aiHelp: '/ai-help',
  privacyPolicy: '/privacy-policy',
  terms: '/terms',
  paymentPolicy: '/payment-policy',
  faq: '/faq',
  support: '/support',
  contact: '/contact',
  pricing: '/pricing',
  packageDetails: '/pricing/:packageId',
  sessions: '/sessions',
  sessionType: '/sessions/:sessionTypeId',
  sessionBooking: '/sessions/:sessionTypeId/book',
  booking: '/booking',
  frameBooking: '/frame-booking',
  thankYou: '/thank-you',
  frameThankYou: '/frame-thank-you',
  cashPayment: '/cash-payment',
  receipt: '/receipts/:paymentId',
  profile: '/profile',
  customPackage: '/custom-package-users/:slug',
  clientGallery: '/my-galleries/:galleryId',
  contract: '/contracts/:bookingId',
  questionnaire: '/questionnaires/:formId',
  review: '/reviews/:bookingId',
  careers: '/careers',
  blog: '/blog',
  testimonials: '/testimonials',
  blogPost: '/blog/:slug',
  adminLogin: '/admin/login',
  admin: '/admin',
} as const;

/** Pages no search engine should list: one visitor's own, the end of a flow, the owner's sign-in. */
export const unlistedPaths: readonly string[] = [
  paths.profile,
  paths.clientGallery,
  paths.contract,
  paths.sessionBooking,
  paths.questionnaire,
  paths.review,
  paths.thankYou,
  paths.frameThankYou,
  paths.cashPayment,
  paths.receipt,
  paths.adminLogin,
  paths.admin,
];

export const adminPaths = {
  dashboard: '/admin/dashboard',
  leads: '/admin/leads',
  services: '/admin/services',
  packages: '/admin/packages',
  newUsers: '/admin/new-users',
  allUsers: '/admin/all-users',
  bookings: '/admin/bookings',
  gallery: '/admin/gallery',
  media: '/admin/media',
  galleries: '/admin/galleries',
  sendSoftCopy: '/admin/send-soft-copy',
  customPackages: '/admin/custom-packages',
  contracts: '/admin/contracts',
  questionnaires: '/admin/questionnaires',
  workflows: '/admin/workflows',
  sessions: '/admin/sessions',
  sendCustomPackage: '/admin/send-custom-package',
  allCustomPackageLinks: '/admin/all-custom-package-links',
  frameOrders: '/admin/frame-orders',
  createFrameOrder: '/admin/create-frame-order',
  blogs: '/admin/blogs',
  createBlog: '/admin/create-blog',
  reports: '/admin/reports',
  settings: '/admin/settings',
} as const;

/** The first-run setup: the owner's first visit to an empty database lands here (outside the sidebar). */
export const adminSetupPath = '/admin/setup';

/** A payment's receipt: its customer's or the owner's to read and print. */
export const receiptPath = (paymentId: string) => `/receipts/${encodeURIComponent(paymentId)}`;
/** The query that sends the receipt page to a frame order's online payment (framePayments) instead of a booking's. */
export const FRAME_RECEIPT_QUERY = { name: 'for', value: 'frame-order' } as const;
/** A frame order's online payment's receipt: the same page, told which ledger to read. */
export const frameReceiptPath = (paymentId: string) => `${receiptPath(paymentId)}?${FRAME_RECEIPT_QUERY.name}=${FRAME_RECEIPT_QUERY.value}`;
/** Issue 38: the query that sends the receipt page to a gallery's payment (galleryPayments: extras, by card or bank transfer). */
export const GALLERY_RECEIPT_QUERY = { name: 'for', value: 'gallery' } as const;
/** A gallery payment's receipt: the same page, told which ledger to read. */
export const galleryReceiptPath = (paymentId: string) =>
  `${receiptPath(paymentId)}?${GALLERY_RECEIPT_QUERY.name}=${GALLERY_RECEIPT_QUERY.value}`;
export const packagePath = (packageId: string) => `/pricing/${encodeURIComponent(packageId)}`;
export const sessionTypePath = (sessionTypeId: string) => `/sessions/${encodeURIComponent(sessionTypeId)}`;
/** The step after choosing a time: sign in and confirm (`move`: the booking a customer is moving). */
export const sessionBookingPath = (sessionTypeId: string, start: string, move?: string) =>
  `${sessionTypePath(sessionTypeId)}/book?${new URLSearchParams({ start, ...(move ? { move } : {}) })}`;
export const blogPostPath = (slug: string) => `/blog/${encodeURIComponent(slug)}`;
export const customPackagePath = (slug: string) => `/custom-package-users/${encodeURIComponent(slug)}`;
export const bookingPath = (packageId?: string) => (packageId ? `/booking?package=${encodeURIComponent(packageId)}` : '/booking');
export const frameBookingPath = (frameId?: string) => (frameId ? `/frame-booking?frame=${encodeURIComponent(frameId)}` : '/frame-booking');
/** The frame booking with a photo of the customer's client gallery attached. */
export const frameFromPhotoPath = (galleryId: string, photoId: string) =>
  `${paths.frameBooking}?${new URLSearchParams({ gallery: galleryId, photo: photoId })}`;

// Admin detail views: each has its own address inside the sidebar section it belongs to, so the
// section stays highlighted. Old links carried the id in a query parameter (`legacyAdminDetails`).
export const adminDetailPaths = {
  booking: '/admin/bookings/:bookingId',
  lead: '/admin/leads/:leadId',
  frameOrder: '/admin/frame-orders/:orderId',
  customer: '/admin/all-users/:uid',
  editPost: '/admin/blogs/:postId',
  gallery: '/admin/galleries/:galleryId',
  contractTemplate: '/admin/contracts/:templateId',
  questionnaire: '/admin/questionnaires/:questionnaireId',
  workflow: '/admin/workflows/:workflowId',
  bookingAnswers: '/admin/bookings/:bookingId/answers/:formId',
} as const;

/** A lead's page (Admin → Leads, docs/inquiries.md). */
export const leadPath = (id: string) => `/admin/leads/${encodeURIComponent(id)}`;

/** A customer's private gallery page. */
export const clientGalleryPath = (id: string) => `/my-galleries/${encodeURIComponent(id)}`;
/** A booking's contract, where its customer reads and signs it (and its addenda). */
export const contractPath = (bookingId: string) => `/contracts/${encodeURIComponent(bookingId)}`;
/** The owner's editor of one client gallery. */
export const galleryEditorPath = (id: string) => `${adminPaths.galleries}/${encodeURIComponent(id)}`;

/** A contract template's editor; `NEW_CONTRACT_TEMPLATE` writes a new one. */
export const contractTemplatePath = (id: string) => `${adminPaths.contracts}/${encodeURIComponent(id)}`;
export const NEW_CONTRACT_TEMPLATE = 'new';

/** A questionnaire's builder; `NEW_QUESTIONNAIRE` builds a new one. */
export const questionnairePath = (id: string) => `${adminPaths.questionnaires}/${encodeURIComponent(id)}`;
export const NEW_QUESTIONNAIRE = 'new';
/** A workflow's builder; `NEW_WORKFLOW` builds a new one. */
export const workflowPath = (id: string) => `${adminPaths.workflows}/${encodeURIComponent(id)}`;
export const NEW_WORKFLOW = 'new';
/** Where a customer answers a questionnaire sent for their booking. */
export const answerQuestionnairePath = (formId: string) => `/questionnaires/${encodeURIComponent(formId)}`;
/** Where a customer reviews a delivered booking (stars, a few words, consent to publish). */
export const reviewPath = (bookingId: string) => `/reviews/${encodeURIComponent(bookingId)}`;
/** The owner's printable view of a booking's answers to one questionnaire. */
export const bookingAnswersPath = (bookingId: string, formId: string) =>
  `${adminPaths.bookings}/${encodeURIComponent(bookingId)}/answers/${encodeURIComponent(formId)}`;

/** A booking's own page (a link the owner can share or bookmark). */
export const bookingDetailPath = (id: string) => `${adminPaths.bookings}/${encodeURIComponent(id)}`;
/** A customer's page. */
export const customerPath = (uid: string) => `${adminPaths.allUsers}/${encodeURIComponent(uid)}`;
/** A frame order's own page. */
export const frameOrderDetailPath = (id: string) => `${adminPaths.frameOrders}/${encodeURIComponent(id)}`;
/** The editor of an existing post (its id is its slug). */
export const editPostPath = (id: string) => `${adminPaths.blogs}/${encodeURIComponent(id)}`;

/** The old addresses of those views (`/admin/bookings?booking=ID`): they still open the view. */
export const legacyAdminDetails = [
  { path: adminPaths.bookings, param: 'booking', to: bookingDetailPath },
  { path: adminPaths.frameOrders, param: 'order', to: frameOrderDetailPath },
  { path: adminPaths.allUsers, param: 'user', to: customerPath },
  { path: adminPaths.createBlog, param: 'post', to: editPostPath },
] as const;
