// First: the region and scaling defaults every function below is defined with.
import './lib/global-options';

export { onUserCreated } from './users/on-user-created';
export { onContactMessageCreated } from './messages/on-contact-message-created';
export { onSupportRequestCreated } from './messages/on-support-request-created';
export { sendOwnerDigests } from './messages/send-owner-digests';
export { onBookingCreated, onBookingRescheduled, onBookingUpdated } from './bookings/booking-triggers';
export { onBookingSettled } from './bookings/on-booking-settled';
export { onPaymentCreated } from './payments/on-payment-created';
export {
  onBookingRequestedTotals,
  onBookingScheduleInputs,
  onPaymentScheduleWritten,
  onSalesTaxChanged,
} from './payments/schedule-triggers';
export { sendPaymentReminders } from './payments/scheduled-reminders';
export { onFrameOrderCreated, onFrameOrderUpdated, onFramePaymentCreated } from './frame-orders/frame-order-triggers';
export { onSoftCopyCreated } from './delivery/on-soft-copy-created';
export { onCustomPackageLinkWritten } from './custom-packages/on-custom-package-link-written';
export { onCustomPackageBooked } from './custom-packages/on-custom-package-booked';
export { media } from './media/on-media-request';
export { mediaApi } from './media/on-media-api-request';
export { sweepUploads } from './media/on-uploads-sweep';
export { scheduledFirestoreExport } from './backups/scheduled-firestore-export';
export { sitePages } from './site/on-site-request';
export { galleryPhotoUrls, galleryEvents, onGalleryPublished, galleryFiles, galleryExpiryReminders } from './galleries/gallery-functions';
export { booksApi } from './books/on-books-api-request';
export { onTransferSlipCreated } from './books/slip-notice';
export { createCheckoutSessionCall as createCheckoutSession } from './online-payments/on-checkout-request';
export { onlinePaymentsStatus } from './online-payments/on-status-request';
export { stripeWebhook } from './online-payments/on-stripe-webhook';
export { galleryZip } from './galleries/on-gallery-zip-request';
export { onGallerySlipCreated } from './galleries/gallery-slip-notice';
export { contracts } from './contracts/on-contracts-request';
export { onAddendumWritten, onContractWritten } from './contracts/contract-triggers';
export { sweepContractHolds } from './contracts/scheduled-contract-sweep';
export { onBookingQuestionnaireCreated, onReviewWritten, onWorkflowRunWritten, runScheduledWorkflows } from './workflows/workflow-triggers';
export { sessions } from './sessions/on-sessions-request';
export { sweepSessionHolds, readOwnerCalendar } from './sessions/scheduled-sessions';
export { calendarFeed } from './sessions/session-feed';
export { onSessionBookingWritten } from './sessions/session-emails';
export { privacy } from './privacy/on-privacy-request';
export { inquiries } from './leads/on-inquiry-request';
export { leads } from './leads/on-leads-request';
export { onInquiryCreated } from './leads/on-inquiry-created';
export { onCalendarDayWritten } from './leads/busy-days';
export { onBookingMovesLead, onProposalMovesLead } from './leads/lead-moves';
