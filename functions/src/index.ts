export { onUserCreated } from './users/on-user-created';
export { onContactMessageCreated } from './messages/on-contact-message-created';
export { onSupportRequestCreated } from './messages/on-support-request-created';
export { sendOwnerDigests } from './messages/send-owner-digests';
export { onSoftCopyCreated } from './delivery/on-soft-copy-created';
export { onCustomPackageLinkWritten } from './custom-packages/on-custom-package-link-written';
export { onCustomPackageBooked } from './custom-packages/on-custom-package-booked';
