// A custom-package link as the owner sends it: not yet viewed, booked or revoked, with the one
// email its sending asks for. firestore.rules accepts a new link only in exactly this state; the
// web's send and the seed both start from here.
export const SENT_LINK_STATE = {
  status: 'sent',
  viewedAt: null,
  bookedAt: null,
  bookingId: '',
  revokedAt: null,
  emailsRequested: 1,
} as const;
