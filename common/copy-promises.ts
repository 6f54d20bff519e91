// Every promise the site's copy makes about something that happens to a customer — an email, a
// receipt, a reminder, a fee, tax — with the code that keeps it. copy-promises.test.ts reads the
// copy (pages, emails, the default policies, the seed) and fails on a sentence that promises one of
// these things without an entry here, on an entry no sentence needs any more, and on an entry whose
// code does not exist. So a promise is added to the copy together with the code, or not at all.
// (The texts the owner edits in Settings are the owner's own; the defaults here are checked.)

export type CopyTopic = 'email' | 'receipt' | 'reminder' | 'fee' | 'tax';

/** The words that make a sentence a promise about a topic. */
export const PROMISE_WORDS: Record<CopyTopic, RegExp> = {
  email:
    /\b(?:we|we'll)(?: (?:will|also|then|just|never))* (?:e-?mail|send)\b(?! address)|\be-?mailed\b|\b(?:by|an|the|confirmation) e-?mail\b(?! address)|\bsend (?:you )?(?:a |an )?(?:reminders?|receipts?|confirmations?|updates?)\b/i,
  receipt: /\breceipts?\b/i,
  reminder: /\bremind(?:s|ed|er|ers)?\b/i,
  fee: /\bfees?\b/i,
  tax: /\btax(?:es)?\b/i,
};

/**
 * Who keeps a promise: `file#name`, a declaration in that file (a function, a constant, a
 * component, or a `match /name/` block of firestore.rules), or a person at the studio, for a
 * promise no software keeps (a paper receipt handed over the desk, a reply written by the owner).
 */
type KeptBy = { code: `${string}#${string}` } | { byHand: string };

type CopyPromise = { says: RegExp; keptBy: KeptBy[] };

const paymentReceipt = { code: 'functions/src/payments/payment-emails.ts#paymentReceiptEmail' } as const;
const bookingAnswer = { code: 'functions/src/bookings/booking-emails.ts#bookingStatusEmail' } as const;
const bookingRequested = { code: 'functions/src/bookings/booking-emails.ts#bookingRequestedEmail' } as const;
const frameSteps = { code: 'functions/src/frame-orders/frame-order-emails.ts#frameOrderStepEmail' } as const;
const softCopyEmail = { code: 'functions/src/delivery/soft-copy-email.ts#buildSoftCopyEmail' } as const;
// A fee the studio charges is recorded as a payment on the booking, which emails its receipt.
const recordedPayment = { code: 'web/src/data/payments.ts#useRecordPayment' } as const;
const paperReceipt = { byHand: 'The owner hands over a signed paper receipt for cash paid at the studio.' } as const;
const customPackageEmail = { code: 'functions/src/custom-packages/custom-package-email.ts#buildCustomPackageEmail' } as const;

export const COPY_PROMISES: CopyPromise[] = [
  // Receipts
  { says: /email you a receipt|send a receipt for every payment|receipt by email|is emailed a receipt/i, keptBy: [paymentReceipt] },
  { says: /keep this email as your receipt|Receipt number/, keptBy: [paymentReceipt] },
  { says: /deposit on your receipt/, keptBy: [{ code: 'web/src/features/booking/booking-receipt.tsx#BookingReceipt' }] },
  { says: /signed receipt|signed, numbered paper receipt|keep your receipt until after the event/i, keptBy: [paperReceipt] },
  { says: /how receipts work/, keptBy: [paperReceipt, paymentReceipt] },
  // The studio's answers to a booking
  {
    says: /email you our confirmation|email you as soon as your booking is confirmed|get an email as soon as your booking is confirmed|confirm by email/,
    keptBy: [bookingAnswer],
  },
  { says: /is emailed the confirmation|They are emailed your reason|is emailed that the request is cancelled/, keptBy: [bookingAnswer] },
  { says: /is freed for other requests\. .* is emailed|Included in the email, e\.g\./, keptBy: [bookingAnswer] },
  { says: /send you updates about your booking|to send confirmations and replies/, keptBy: [bookingAnswer, bookingRequested] },
  // The owner moves a confirmed booking: the customer is emailed the new day with its .ics; a fee is a recorded payment
  {
    says: /is emailed the new date with an updated calendar file|A rescheduling fee, if one applies, is recorded under Payments/,
    keptBy: [{ code: 'functions/src/bookings/date-moved-email.ts#dateMovedEmail' }, recordedPayment],
  },
  { says: /We email our account details with your confirmation/, keptBy: [bookingAnswer] },
  { says: /in the email we just sent you|in your confirmation email/, keptBy: [bookingRequested, bookingAnswer] },
  {
    says: /never send new bank details by email alone/,
    keptBy: [{ code: 'functions/src/lib/payment-instructions.ts#paymentInstructions' }],
  },
  {
    says: /reply to this email and we will send our account details/,
    keptBy: [{ byHand: 'The owner answers the reply with the account details.' }],
  },
  // Frame orders
  {
    says: /we email you when it does|we email you at each step|the customer is emailed at each one|They are emailed\./i,
    keptBy: [frameSteps],
  },
  // What the owner sends from the admin
  {
    says: /they get an email with the links|An email with the title, your message and the links|Shown with the photographs and in the email/,
    keptBy: [softCopyEmail],
  },
  {
    says: /an email with that link|Shown at the top of their page and in the email|the email with the link goes out now|ask for the email|Resend the email to|custom package we send you/,
    keptBy: [customPackageEmail],
  },
  { says: /without an email of their own/, keptBy: [{ code: 'functions/src/messages/owner-digest.ts#buildOwnerDigest' }] },
  // Payment reminders and the late fee (a setting, off unless the owner turns it on)
  {
    says: /We send a friendly reminder by email three days before each due date|A friendly reminder|Reminder: .* due on|due today|A payment is overdue|Reminders go out 3 days before|no more reminders for it|Reminders follow the new dates/,
    keptBy: [{ code: 'functions/src/payments/payment-reminders.ts#sendPaymentReminders' }],
  },
  {
    says: /^a late fee of \{…\}(?:% of the amount overdue)?$|a late fee of .* is due as well|^Charge a late fee$|the overdue reminder state it/,
    keptBy: [
      { code: 'common/late-fee.ts#lateFeeAmount' },
      { code: 'functions/src/payments/reminder-emails.ts#paymentReminderEmail' },
      recordedPayment,
    ],
  },
  // Fees: part of the price, or charged by the studio as a recorded payment
  { says: /not an extra fee/, keptBy: [{ code: 'common/payments.ts#depositSplit' }] },
  { says: /rescheduling fee of 15%|move you without a fee|flat travel fee/, keptBy: [recordedPayment] },
  // Receipts pages and sales tax (a studio setting; receipts show it, nothing else says tax while it is none)
  {
    says: /Sales tax on your prices|sales tax, and where to follow you|Receipts show the tax in each payment|no receipt with this number|the booking of this receipt|A payment receipt from|Receipts are kept in your account/,
    keptBy: [{ code: 'common/sales-tax.ts#salesTaxLine' }, { code: 'web/src/features/receipt/receipt-view.tsx#ReceiptView' }],
  },
  // A change of the sales tax recounts what the bookings already made owe (the Settings hint, the log)
  {
    says: /A change applies to bookings already made|Bookings recounted after a sales tax change/,
    keptBy: [{ code: 'functions/src/payments/recount-owed.ts#salesTaxChanged' }],
  },
  // Sales tax added to prices: every instalment of the derived schedule carries its share
  { says: /In prices before sales tax/, keptBy: [{ code: 'common/payment-schedule.ts#plannedInstalments' }] },
  // Online payments: the webhook's ledger entry sends the same receipt as a recorded payment
  { says: /a receipt is on its way by email/, keptBy: [paymentReceipt] },
  // A frame order's online payment: its receipt email (once per Stripe event) and its receipt page
  {
    says: /the frame order of this receipt|keep this email as your receipt, or print the receipt page|See your receipt/,
    keptBy: [
      { code: 'functions/src/frame-orders/frame-payment-receipt.ts#framePaymentReceiptEmail' },
      { code: 'web/src/features/receipt/frame-receipt-view.tsx#FrameReceiptView' },
    ],
  },
  // Client galleries: publishing emails the customer once (through the outbox)
  {
    says: /Published: the customer has been emailed|gets an email\. A published gallery stays published/,
    keptBy: [{ code: 'functions/src/galleries/gallery-emails.ts#galleryPublishedEmail' }],
  },
  // Contracts (docs/contracts.md): each email of a contract's life, sent by the contracts functions
  {
    says: /is emailed a link to review and sign it/,
    keptBy: [{ code: 'functions/src/contracts/contract-emails.ts#contractSentEmail' }],
  },
  {
    says: /Your signed copy arrives by email as a PDF/,
    keptBy: [{ code: 'functions/src/contracts/signed-pdf.ts#makeSignedPdf' }],
  },
  {
    says: /your contract for .* is waiting for your signature/,
    keptBy: [{ code: 'functions/src/contracts/contract-sweep.ts#sweepContracts' }],
  },
  {
    says: /the studio then confirms the booking by email\. If the hold ends without the deposit, the date is free again and the client is told by email/,
    keptBy: [
      { code: 'functions/src/contracts/lock-hold.ts#lockOnDeposit' },
      bookingAnswer,
      { code: 'functions/src/contracts/contract-emails.ts#holdExpiredEmail' },
    ],
  },
  // A contract's late.fee merge field when the studio charges none
  { says: /^There is no late fee\.$/, keptBy: [{ code: 'common/late-fee.ts#lateFeeSentence' }] },
  // Tax: records kept (the rules let nobody delete a booking or a payment; an erasure on request keeps them anonymised)
  {
    says: /records that tax and accounting rules require|kept for seven years, as (?:the privacy policy says and )?tax rules require/,
    keptBy: [{ code: 'firestore.rules#payments' }, { code: 'functions/src/privacy/privacy-erase.ts#erasePerson' }],
  },
  // Reviews (docs/workflows.md): a workflow step or the owner's "Ask for a review" emails the link
  {
    says: /the customer is emailed a link to review|The customer is emailed a link to leave stars/,
    keptBy: [{ code: 'functions/src/workflows/workflow-emails.ts#reviewRequestEmail' }],
  },
  // A gallery's invited people (docs/galleries.md): one invitation email per address
  {
    says: /They get an email with the gallery’s link/,
    keptBy: [{ code: 'functions/src/galleries/gallery-emails.ts#galleryInviteEmail' }],
  },
  // Timed sessions (docs/sessions.md): the booked session's confirmation carries its .ics
  {
    says: /A confirmation with a calendar file is on its way by email/,
    keptBy: [{ code: 'functions/src/sessions/session-emails.ts#onSessionBookingWritten' }],
  },
  // A session's deposit by transfer slip: approved, the confirmation; rejected, the owner's reason
  {
    says: /the confirmation with a calendar file comes by email|the customer is emailed your reason/,
    keptBy: [{ code: 'functions/src/sessions/session-emails.ts#onSessionBookingWritten' }],
  },
];
