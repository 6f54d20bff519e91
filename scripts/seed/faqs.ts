import type { FaqInput } from '@common/schemas';
import { STUDIO } from '@common/studio';
import type { SeedDoc } from './types';

export const FAQ_CATEGORIES = ['Booking', 'Payment', 'Policies', 'Delivery', 'Frames'] as const;
type Category = (typeof FAQ_CATEGORIES)[number];

const faq = (id: string, category: Category, order: number, question: string, answer: string): SeedDoc<FaqInput> => ({
  id,
  data: { question, answer, category, order },
});

export const FAQS: SeedDoc<FaqInput>[] = [
  faq(
    'how-far-ahead-to-book',
    'Booking',
    1,
    'How far in advance should we book?',
    'Weddings between May and October usually book 9 to 14 months ahead, and Saturdays go first. Portrait sessions and smaller events can often be arranged within two to four weeks. Your date is held once the booking is confirmed and the deposit is received.',
  ),
  faq(
    'travel-outside-san-francisco',
    'Booking',
    2,
    'Do you travel outside San Francisco?',
    'Yes. Travel anywhere in the Bay Area, including Marin, the Peninsula and the East Bay, is included. For Napa, Sonoma, Carmel and Tahoe we add a flat travel fee, and destination weddings are quoted individually.',
  ),
  faq(
    'custom-package',
    'Booking',
    3,
    'Can you put together a custom package for us?',
    'Of course. Tell us what you need on the contact form or a call, and we will prepare a custom package with its own private link in your account. You can review it and book it just like any package on our pricing page.',
  ),
  faq(
    'deposit',
    'Payment',
    4,
    'How much is the deposit?',
    `We ask for a ${STUDIO.depositPercent}% deposit to confirm your booking and reserve the date. The remaining balance is due 7 days before your event or session.`,
  ),
  faq(
    'payment-methods',
    'Payment',
    5,
    'How can we pay?',
    `You can pay by bank transfer, or in cash at the studio (${STUDIO.address}, ${STUDIO.hours}). We send a receipt for every payment, and your booking page in your account shows what has been paid and what is still due.`,
  ),
  faq(
    'balance-due',
    'Payment',
    6,
    'When is the balance due?',
    `The balance (the remaining ${100 - STUDIO.depositPercent}% of the package price, plus any extras) is due 7 days before the event. We send a reminder two weeks before.`,
  ),
  faq(
    'cancellation-policy',
    'Policies',
    7,
    'What is your cancellation policy?',
    'You may move your date once at no charge with at least 60 days of notice, subject to availability. If you cancel, the deposit is non-refundable because we turn away other clients for your date; any payment beyond the deposit is refunded in full when you cancel more than 30 days before the event. If we ever have to cancel, you receive a full refund.',
  ),
  faq(
    'delivery-timelines',
    'Delivery',
    8,
    'When will we receive our photos?',
    'You will see a sneak peek within 72 hours. Full galleries follow within 6 weeks for weddings, 2 weeks for portrait sessions and 5 working days for corporate events. Albums take about 4 weeks after you approve the design.',
  ),
  faq(
    'soft-copies',
    'Delivery',
    9,
    'How do we get our soft copies?',
    'Your edited high-resolution images appear under Soft copies in your account as soon as they are ready, with a link to download the whole gallery. Download and back them up within 12 months; after that, ask us and we will restore them.',
  ),
  faq(
    'frame-orders',
    'Frames',
    10,
    'Can we order frames for our photos, and how long do they take?',
    'Yes. Choose a frame and size on the Frames page, tell us which photo you would like, and we will confirm the crop with you before production. Frames are made to order in 10 to 14 days and can be collected from the studio or delivered anywhere in the Bay Area.',
  ),
];
