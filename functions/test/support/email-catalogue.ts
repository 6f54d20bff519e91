import {
  bookingDetailPath,
  clientGalleryPath,
  contractPath,
  customPackagePath,
  frameOrderDetailPath,
  frameReceiptPath,
  galleryEditorPath,
  galleryReceiptPath,
  paths,
} from '../../../common/paths';
import { summarisePayments } from '../../../common/payments';
import type { Booking, FrameOrder } from '../../../common/schemas/orders';
import type { Instalment } from '../../../common/schemas/payment-schedules';
import type { Payment } from '../../../common/schemas/payments';
import { bookingRequestedEmail, bookingStatusEmail, ownerBookingNotice } from '../../src/bookings/booking-emails';
import {
  addendumEmail,
  contractReminderEmail,
  contractSentEmail,
  countersignedEmail,
  dayTakenNotice,
  holdEndingEmail,
  holdExpiredEmail,
  holdExpiredNotice,
  signedCopyEmail,
  signedCopyNotice,
} from '../../src/contracts/contract-emails';
import { buildCustomPackageEmail } from '../../src/custom-packages/custom-package-email';
import { buildFirstReply } from '../../src/leads/first-reply';
import { buildSoftCopyEmail } from '../../src/delivery/soft-copy-email';
import {
  galleryExpiryEmail,
  galleryInviteEmail,
  galleryOpenedNotice,
  galleryPublishedEmail,
  galleryReopenNotice,
  gallerySelectionNotice,
} from '../../src/galleries/gallery-emails';
import { gallerySlipApprovedEmail, gallerySlipNotice, gallerySlipRejectedEmail } from '../../src/galleries/gallery-slip-emails';
import { frameOrderPlacedEmail, frameOrderStepEmail, ownerFrameOrderNotice } from '../../src/frame-orders/frame-order-emails';
import { framePaymentReceiptEmail } from '../../src/frame-orders/frame-payment-receipt';
import type { MailMessage } from '../../src/lib/mail';
import { buildOwnerDigest } from '../../src/messages/owner-digest';
import { buildOwnerNotification, readInboundMessage } from '../../src/messages/owner-notification';
import { paymentReceiptEmail } from '../../src/payments/payment-emails';
import { paymentReminderEmail } from '../../src/payments/reminder-emails';
import { buildWelcomeEmail } from '../../src/users/welcome-email';
import { MAIL_CONFIG as config, TEST_PAYMENT } from './fakes';

// Every email the functions send, built from fixtures. `typed` dresses what people type (names,
// notes, titles…), so the same catalogue serves plain data and hostile data.

export interface CatalogueEmail {
  name: string;
  audience: 'customer' | 'owner';
  mail: MailMessage;
  /** The site's pages it links to, from the route table. */
  sitePaths: string[];
}

const at = new Date('2026-11-20T10:00:00Z');

export function everyEmail(typed: (value: string) => string = (value) => value): CatalogueEmail[] {
  const paymentSettings = { ...TEST_PAYMENT, bankDetails: typed('Style & Story LLC\nFirst Bay Bank'), paymentNote: typed('Quote it') };
  const booking: Booking = {
    packageId: 'wedding-signature',
    packageName: typed('Signature Wedding'),
    packagePrice: 2400,
    packageDeposit: 720,
    eventType: 'Wedding',
    eventDate: '2027-06-12',
    venue: typed('Palace of Fine Arts'),
    guestCount: 110,
    name: typed('Ada Lovelace'),
    email: 'ada@example.com',
    phone: '+1 415 555 0187',
    notes: typed('Golden hour, please'),
    paymentMethod: 'bank-transfer',
    customPackageLink: '',
    userId: 'ada-uid',
    status: 'declined',
    statusAt: { pending: at },
    statusReason: typed('We are away that week'),
    paidTotal: 720,
    paymentStatus: 'deposit-paid',
    keywords: [],
    createdAt: at,
  };
  const order: FrameOrder = {
    frameId: 'oak',
    frameName: typed('Oak Classic'),
    size: '16×20 in',
    unitPrice: 260,
    quantity: 2,
    photoNote: typed('The first dance'),
    fulfilment: 'pickup',
    deliveryAddress: '',
    name: typed('Grace Hopper'),
    email: 'grace@example.com',
    phone: '+1 415 555 0100',
    notes: typed('Gift wrap'),
    userId: 'grace-uid',
    placedBy: 'customer',
    status: 'printing',
    statusAt: { received: at },
    keywords: [],
    createdAt: at,
  };
  const payment: Payment = {
    bookingId: 'bk-1',
    userId: 'ada-uid',
    kind: 'payment',
    amount: 720,
    method: 'upi',
    receivedOn: '2026-11-21',
    note: typed('Deposit'),
    reverses: null,
    overpaymentConfirmed: false,
    createdAt: at,
  };
  const reminderSchedule: Instalment[] = [
    { id: 'deposit', amount: 720, dueOn: '2026-11-21', paid: 720, status: 'paid' },
    { id: 'balance-1', amount: 1680, dueOn: '2027-06-05', paid: 0, status: 'due' },
  ];
  const summary = summarisePayments(2400, 720, [{ id: 'pay-1', kind: 'payment', amount: 720, reverses: null }]);
  const bookingContext = { id: 'bk-1', booking, payment: paymentSettings, config };
  const frameContext = { id: 'fo-1', order, payment: paymentSettings, config };
  const contact = {
    name: typed('Maya'),
    email: 'maya@example.com',
    phone: '',
    subject: typed('June'),
    message: typed('Hello!\nAre you free?'),
  };
  const support = {
    name: typed('Ken'),
    email: 'ken@example.com',
    topic: 'Other',
    reference: typed('FO-1'),
    message: typed('A cracked corner'),
  };
  const contactMessage = readInboundMessage('contact', 'msg-1', contact, at);
  const supportRequest = readInboundMessage('support', 'req-1', support, at);
  const slip = {
    bookingId: 'bk-1',
    amount: 1680,
    sentOn: '2026-11-20',
    note: typed('Balance, from my savings account'),
    status: 'pending',
  };
  const transferSlip = readInboundMessage(
    'transfer-slip',
    'slip-1',
    { ...slip, name: typed('Ada Lovelace'), email: 'ada@example.com' },
    at,
  );
  const framePayment = {
    orderId: 'fo-1',
    userId: 'grace-uid',
    kind: 'payment' as const,
    amount: 520,
    method: 'card' as const,
    receivedOn: '2026-11-21',
    note: 'Paid online by card (Stripe)',
    stripe: { eventId: 'evt_1', eventType: 'checkout.session.completed', sessionId: 'cs_1', paymentIntentId: 'pi_1' },
    createdAt: at,
  };
  const slug = 'abcdefghijklmnopqrstuvwxyz';

  const customer = (name: string, mail: MailMessage, sitePaths: string[] = []) => ({
    name,
    audience: 'customer' as const,
    mail,
    sitePaths,
  });
  const owner = (name: string, mail: MailMessage, sitePaths: string[] = []) => ({ name, audience: 'owner' as const, mail, sitePaths });
  return [
    customer(
      'welcome',
      buildWelcomeEmail(
        {
          id: 'uid-ada',
          name: typed('Ada Lovelace'),
          email: 'ada@example.com',
          phone: '+14155550100',
          avatarUrl: 'https://lh3.example.com/ada.png',
          role: 'customer',
          createdAt: at.toISOString(),
        },
        config,
      ),
      [paths.profile],
    ),
    customer('booking requested', bookingRequestedEmail(bookingContext), [paths.profile]),
    owner('owner booking notice', ownerBookingNotice(bookingContext), [bookingDetailPath('bk-1')]),
    ...(['confirmed', 'declined', 'cancelled'] as const).map((status) =>
      customer(`booking ${status}`, bookingStatusEmail({ ...bookingContext, status })),
    ),
    ...(['payment', 'refund'] as const).map((kind) =>
      customer(`payment ${kind}`, paymentReceiptEmail({ id: 'pay-1', payment: { ...payment, kind }, booking, summary, config }), [
        paths.profile,
      ]),
    ),
    customer(
      'payment reversal',
      paymentReceiptEmail({
        id: 'pay-2',
        payment: { ...payment, kind: 'reversal', amount: -720, reverses: 'pay-1' },
        booking,
        summary,
        config,
      }),
      [paths.profile],
    ),
    ...(['before', 'on', 'after'] as const).map((kind) =>
      customer(
        `payment reminder ${kind}`,
        paymentReminderEmail({
          bookingId: 'bk-1',
          booking: { ...booking, schedule: reminderSchedule },
          instalment: reminderSchedule[1],
          kind,
          // The overdue reminder with the late fee the studio charges.
          config: { ...config, studio: { ...config.studio, lateFee: { enabled: true, kind: 'percent', value: 5, afterDays: 7 } } },
          howToPay: typed('By bank transfer: First Bay Bank'),
        }),
        [paths.profile],
      ),
    ),
    customer('frame order placed', frameOrderPlacedEmail(frameContext)),
    owner('owner frame order notice', ownerFrameOrderNotice(frameContext), [frameOrderDetailPath('fo-1')]),
    ...(['payment', 'refund'] as const).map((kind) =>
      customer(
        `frame payment ${kind}`,
        framePaymentReceiptEmail({
          id: 'evt_1',
          payment: { ...framePayment, kind, amount: kind === 'refund' ? -520 : 520 },
          order,
          paidToDate: kind === 'refund' ? 0 : 520,
          config,
        }),
        [frameReceiptPath('evt_1'), paths.profile],
      ),
    ),
    ...(['printing', 'ready', 'delivered', 'cancelled'] as const).map((step) =>
      customer(`frame order ${step}`, frameOrderStepEmail({ ...frameContext, step }), [paths.profile]),
    ),
    customer(
      'soft copy',
      buildSoftCopyEmail(
        'sc-1',
        {
          userEmail: 'ada@example.com',
          userName: typed('Ada Lovelace'),
          title: typed('Wedding day'),
          links: ['https://photos.example.com/ada', 'https://drive.example.com/film'],
          message: typed('Our favourites are starred.\nEnjoy!'),
          downloadUntil: '2027-12-31',
          bookingLabel: typed('Signature Wedding'),
        },
        config,
      ),
      [paths.profile],
    ),
    customer(
      'custom package',
      buildCustomPackageEmail(
        {
          slug,
          userEmail: 'ada@example.com',
          userName: typed('Ada Lovelace'),
          packageName: typed('Garden Elopement'),
          description: typed('Two hours in the gardens.'),
          features: [typed('Picnic styling')],
          price: 1850,
          deposit: 555,
          message: typed('Lovely to meet you.'),
          expiresAt: new Date('2027-01-21T23:59:59Z'),
          emailsRequested: 1,
        },
        config,
      ),
      [customPackagePath(slug)],
    ),
    ...galleryEmails(typed),
    ...gallerySlipEmails(typed),
    ...contractEmails(booking, typed),
    ...leadEmails(typed),
    owner('owner contact notice', buildOwnerNotification(contactMessage, config)),
    owner('owner support notice', buildOwnerNotification(supportRequest, config)),
    owner('owner transfer slip notice', buildOwnerNotification(transferSlip, config)),
    owner(
      'owner digest',
      buildOwnerDigest(
        [contactMessage, supportRequest, readInboundMessage('transfer-slip', 'slip-2', slip, at)],
        { slot: 7, moreWaiting: true, missing: ['contactMessages/gone'] },
        config,
      ),
    ),
  ];
}

/** Issue 35: the automatic first reply to an inquiry (functions/src/leads/first-reply.ts), and the owner's notice of it. */
function leadEmails(typed: (value: string) => string): CatalogueEmail[] {
  const inquiry = {
    name: typed('Ada Lovelace'),
    email: 'ada@example.com',
    eventType: 'Wedding' as const,
    eventDate: '2027-06-12',
    availability: 'held' as const,
  };
  const settings = {
    replySubject: typed('Thank you for your inquiry'),
    replyIntro: typed('Hello {name}, thank you.'),
    replyClosing: typed('Warmly,'),
  };
  const packages = [{ name: typed('Signature Wedding'), price: 2400, category: 'Weddings' }];
  const { message } = buildFirstReply(inquiry, settings, packages, config, { leadId: 'lead-1', inquiryId: 'inq-1' });
  const notice = readInboundMessage(
    'inquiry',
    'inq-1',
    { ...inquiry, message: typed('We marry in June.'), budget: 'Not sure yet', heardFrom: 'Instagram' },
    new Date('2027-03-01T10:00:00Z'),
  );
  return [
    { name: 'inquiry first reply', audience: 'customer', mail: message, sitePaths: [paths.pricing, paths.contact] },
    { name: 'owner inquiry notice', audience: 'owner', mail: buildOwnerNotification(notice, config), sitePaths: [] },
  ];
}

/** The four client gallery emails (functions/src/galleries/gallery-emails.ts). */
function galleryEmails(typed: (value: string) => string): CatalogueEmail[] {
  const facts = { galleryId: 'g-1', title: typed('Wedding day'), customerName: typed('Ada Lovelace'), customerEmail: 'ada@example.com' };
  const editor = [galleryEditorPath('g-1')];
  return [
    {
      name: 'gallery published',
      audience: 'customer',
      mail: galleryPublishedEmail(facts, 120, '2027-12-31', config),
      sitePaths: [clientGalleryPath('g-1'), paths.profile],
    },
    { name: 'gallery first opened', audience: 'owner', mail: galleryOpenedNotice(facts, config), sitePaths: editor },
    {
      name: 'gallery selection',
      audience: 'owner',
      mail: gallerySelectionNotice(facts, [typed('IMG_0001.jpg'), 'IMG_0002.jpg'], config),
      sitePaths: editor,
    },
    { name: 'gallery reopen request', audience: 'owner', mail: galleryReopenNotice(facts, config), sitePaths: editor },
    {
      name: 'gallery invitation',
      audience: 'customer',
      mail: galleryInviteEmail(facts, 'partner@example.com', config),
      sitePaths: [clientGalleryPath('g-1')],
    },
    {
      name: 'gallery downloads closing',
      audience: 'customer',
      mail: galleryExpiryEmail(facts, 7, '2027-12-31', config),
      sitePaths: [clientGalleryPath('g-1')],
    },
  ];
}

/** Extras paid by bank transfer (functions/src/galleries/gallery-slip-emails.ts): the owner's notice and the two decisions. */
function gallerySlipEmails(typed: (value: string) => string): CatalogueEmail[] {
  const facts = { galleryId: 'g-1', title: typed('Wedding day'), customerName: typed('Ada Lovelace'), customerEmail: 'ada@example.com' };
  const slip = {
    slipId: 's-1',
    amount: 30,
    photoCount: 2,
    sentOn: '2027-03-01',
    reference: 'EXTRAS-3F9A2C1B',
    note: typed('From my account'),
  };
  return [
    {
      name: 'gallery transfer slip',
      audience: 'owner',
      mail: gallerySlipNotice(facts, slip, config),
      sitePaths: [galleryEditorPath('g-1')],
    },
    {
      name: 'gallery transfer approved',
      audience: 'customer',
      mail: gallerySlipApprovedEmail(facts, { ...slip, paymentId: 'slip-s-1' }, config),
      sitePaths: [clientGalleryPath('g-1'), galleryReceiptPath('slip-s-1')],
    },
    {
      name: 'gallery transfer not accepted',
      audience: 'customer',
      mail: gallerySlipRejectedEmail(facts, { ...slip, reason: typed('No transfer with this reference arrived.') }, config),
      sitePaths: [clientGalleryPath('g-1')],
    },
  ];
}

/** The contract emails (functions/src/contracts/contract-emails.ts). */
function contractEmails(booking: Booking, typed: (value: string) => string): CatalogueEmail[] {
  const context = { bookingId: 'bk-1', booking, title: typed('Photography agreement: Signature Wedding'), config };
  const pdf = { filename: 'contract-bk-1.pdf', base64: Buffer.from('%PDF-1.7').toString('base64') };
  const sign = [contractPath('bk-1')];
  const admin = [bookingDetailPath('bk-1')];
  const customer = (name: string, mail: MailMessage, sitePaths: string[]): CatalogueEmail => ({
    name,
    audience: 'customer',
    mail,
    sitePaths,
  });
  const owner = (name: string, mail: MailMessage): CatalogueEmail => ({ name, audience: 'owner', mail, sitePaths: admin });
  return [
    customer('contract sent', contractSentEmail({ ...context, holdHours: 72 }), sign),
    customer('contract reminder', contractReminderEmail(context), sign),
    customer('contract hold ending', holdEndingEmail({ ...context, until: new Date('2027-03-04T12:00:00Z') }), sign),
    customer('contract hold expired', holdExpiredEmail(context), []),
    owner('owner contract hold expired', holdExpiredNotice(context)),
    customer('contract signed copy', signedCopyEmail({ ...context, addendum: 0, pdf }), sign),
    customer('addendum signed copy', signedCopyEmail({ ...context, addendum: 1, pdf }), sign),
    owner('owner contract signed', signedCopyNotice({ ...context, addendum: 0, pdf })),
    customer('contract countersigned', countersignedEmail({ ...context, studioSigner: typed('Maya Reyes') }), sign),
    customer(
      'contract addendum',
      addendumEmail({ ...context, number: 1, changes: [{ label: 'Event date', before: 'June 12, 2027', after: 'June 19, 2027' }] }),
      sign,
    ),
    owner('owner contract day taken', dayTakenNotice({ ...context, takenBy: "another booking's (ref. bk-2)" })),
  ];
}
