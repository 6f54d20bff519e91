export { onUserCreated } from './users/on-user-created';
export { onContactMessageCreated } from './messages/on-contact-message-created';
export { onSupportRequestCreated } from './messages/on-support-request-created';
export { sendOwnerDigests } from './messages/send-owner-digests';
export { onBookingCreated, onBookingUpdated } from './bookings/booking-triggers';
export { onPaymentCreated } from './payments/on-payment-created';
export { onFrameOrderCreated, onFrameOrderUpdated } from './frame-orders/frame-order-triggers';
