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
  booking: '/booking',
  frameBooking: '/frame-booking',
  thankYou: '/thank-you',
  frameThankYou: '/frame-thank-you',
  cashPayment: '/cash-payment',
  profile: '/profile',
  customPackage: '/custom-package-users/:slug',
  careers: '/careers',
  blog: '/blog',
  blogPost: '/blog/:slug',
  adminLogin: '/admin/login',
  admin: '/admin',
} as const;

export const adminPaths = {
  dashboard: '/admin/dashboard',
  services: '/admin/services',
  packages: '/admin/packages',
  newUsers: '/admin/new-users',
  allUsers: '/admin/all-users',
  bookings: '/admin/bookings',
  gallery: '/admin/gallery',
  sendSoftCopy: '/admin/send-soft-copy',
  customPackages: '/admin/custom-packages',
  sendCustomPackage: '/admin/send-custom-package',
  allCustomPackageLinks: '/admin/all-custom-package-links',
  frameOrders: '/admin/frame-orders',
  createFrameOrder: '/admin/create-frame-order',
  blogs: '/admin/blogs',
  createBlog: '/admin/create-blog',
} as const;

export const packagePath = (packageId: string) => `/pricing/${encodeURIComponent(packageId)}`;
export const blogPostPath = (slug: string) => `/blog/${encodeURIComponent(slug)}`;
export const customPackagePath = (slug: string) => `/custom-package-users/${encodeURIComponent(slug)}`;
export const bookingPath = (packageId?: string) => (packageId ? `/booking?package=${encodeURIComponent(packageId)}` : '/booking');
export const frameBookingPath = (frameId?: string) => (frameId ? `/frame-booking?frame=${encodeURIComponent(frameId)}` : '/frame-booking');

// Admin detail views. Old links carried these as query parameters.
/** The booking's own view inside the Bookings screen (a link the owner can share or bookmark). */
export const bookingDetailPath = (id: string) => `${adminPaths.bookings}?booking=${encodeURIComponent(id)}`;
/** A customer's page inside All Users. */
export const customerPath = (uid: string) => `${adminPaths.allUsers}?user=${encodeURIComponent(uid)}`;
/** A frame order's own view inside Frame Orders. */
export const frameOrderDetailPath = (id: string) => `${adminPaths.frameOrders}?order=${encodeURIComponent(id)}`;
