export { onUserCreated } from './users/on-user-created';
export { onContactMessageCreated } from './messages/on-contact-message-created';
export { onSupportRequestCreated } from './messages/on-support-request-created';
export { sendOwnerDigests } from './messages/send-owner-digests';
export { onBookingCreated, onBookingUpdated } from './bookings/booking-triggers';
export { onPaymentCreated } from './payments/on-payment-created';
export { onFrameOrderCreated, onFrameOrderUpdated } from './frame-orders/frame-order-triggers';
export { onSoftCopyCreated } from './delivery/on-soft-copy-created';
export { onCustomPackageLinkWritten } from './custom-packages/on-custom-package-link-written';
export { onCustomPackageBooked } from './custom-packages/on-custom-package-booked';
export { media } from './media/on-media-request';
export { mediaApi } from './media/on-media-api-request';
export { sweepUploads } from './media/on-uploads-sweep';
export {
  onServiceImageWritten,
  onPackageImageWritten,
  onGalleryImageWritten,
  onFrameImageWritten,
  onBlogCoverWritten,
} from './media/on-image-field-written';
