import { STUDIO } from '@common/studio';
import { paths } from '@common/paths';
import type { PolicyDocument } from '@/lib/policy-types';

const deposit = `${STUDIO.depositPercent}%`;
const email = `[${STUDIO.email}](mailto:${STUDIO.email})`;

export const paymentPolicy: PolicyDocument = {
  path: paths.paymentPolicy,
  title: 'Payment policy',
  summary: `How payment works at ${STUDIO.name}: a ${deposit} deposit reserves your date, the balance is due seven days before the event, and what happens if plans change.`,
  lastUpdated: '2026-11-01',
  sections: [
    {
      id: 'deposit',
      heading: 'Deposit to reserve your date',
      body: [
        `A deposit of ${deposit} of the package price (or the deposit named in a custom offer) reserves your date. Until the deposit arrives, a date is only pencilled in, and we may offer it to another couple or client after five days.`,
        'The deposit is part of the package price, not an extra fee. Once we record it we email you a receipt with your booking reference, and your date is held for you alone.',
        `Deposits are non-refundable, because reserving a date means turning other clients away. They can, however, move with you to a new date under the rescheduling terms below.`,
      ],
    },
    {
      id: 'balance',
      heading: 'The balance',
      body: [
        `The remaining ${100 - STUDIO.depositPercent}% is due no later than seven (7) days before your event. Your profile shows the exact amount at any time, with every payment we have recorded.`,
        'Additions you choose after booking — extra hours, a second photographer, more styling pieces, albums — are added to the balance and follow the same due date. Additions requested inside the last seven days are paid on the day.',
        'For bookings made less than seven days before the event, the full package price is due when you book.',
      ],
    },
    {
      id: 'methods',
      heading: 'How to pay',
      body: [
        'We accept:',
        [
          'Bank transfer (ACH or wire) to the account shown on your confirmation. Please quote your booking reference.',
          `Cash at the studio, ${STUDIO.address}, during studio hours (${STUDIO.hours}). Read the [cash payment page](${paths.cashPayment}) before you visit; we give a signed receipt every time.`,
        ],
        'We never ask for payment by gift card, and we will never send new bank details by email alone. If anything looks unusual, call us before you pay.',
      ],
    },
    {
      id: 'rescheduling',
      heading: 'Rescheduling',
      body: [
        'Life changes, and a date can move. If you tell us at least 60 days before the event, we move your booking once, free of charge, to any available date within twelve months. Your deposit and any payments move with it.',
        'With less than 60 days’ notice we will still do our best. If we can fill the original date we move you without a fee; if not, a rescheduling fee of 15% of the package price applies.',
        'A second change, or a new date more than twelve months away, is treated as a cancellation and a new booking.',
      ],
    },
    {
      id: 'cancellation',
      heading: 'Cancellation and refunds',
      body: [
        'If you need to cancel, tell us in writing (email is fine). What is refunded depends on how much notice we have:',
        [
          `More than 30 days before the event: we keep the ${deposit} deposit and refund everything else you have paid, in full.`,
          'Between 8 and 30 days: we keep 50% of the package price (the deposit counts towards it) and refund the rest.',
          'Seven days or fewer: the full package price is due, because the date can rarely be filled at such short notice.',
        ],
        'Refunds are made within ten business days, to the method you paid with; cash payments are refunded by bank transfer or in person at the studio.',
        'If we ever have to cancel — serious illness or an emergency we cannot cover with one of our associate photographers — we refund every payment in full, deposit included.',
      ],
    },
    {
      id: 'frames',
      heading: 'Frames and prints',
      body: [
        'Frames and prints are made to order and paid in full when you order them. Orders can be cancelled for a full refund until production starts (we email you when it does); after that they cannot be refunded, but anything damaged in transit or faulty is remade free of charge.',
        'San Francisco sales tax applies to frames and prints and is shown before you confirm.',
      ],
    },
    {
      id: 'late-payments',
      heading: 'Late payments',
      body: [
        'If the balance has not arrived by its due date we send a friendly reminder. Payments more than three days late carry a late fee of $50.',
        'If the balance is still unpaid 48 hours before the event, we may treat the booking as cancelled under the terms above. We would much rather talk first — if something has gone wrong, tell us and we will find a way.',
      ],
    },
    {
      id: 'contact',
      heading: 'Questions about a payment',
      body: [
        `Write to ${email} or call ${STUDIO.phone}, quoting your booking reference, or send a request through our [support page](${paths.support}). We reply within one business day.`,
      ],
    },
  ],
};
