import { paths } from '@common/paths';

export const primaryNav = [
  { to: paths.gallery, label: 'Gallery' },
  { to: paths.pricing, label: 'Pricing' },
  { to: paths.frames, label: 'Frames' },
  { to: paths.about, label: 'About' },
  { to: paths.blog, label: 'Journal' },
  { to: paths.contact, label: 'Contact' },
] as const;

export const footerNav = {
  Studio: [
    { to: paths.about, label: 'About us' },
    { to: paths.gallery, label: 'Gallery' },
    { to: paths.testimonials, label: 'Kind words' },
    { to: paths.blog, label: 'Journal' },
    { to: paths.careers, label: 'Careers' },
  ],
  Services: [
    { to: paths.pricing, label: 'Packages & pricing' },
    { to: paths.frames, label: 'Photo frames' },
    { to: paths.sessions, label: 'Sessions & minis' },
    { to: paths.booking, label: 'Book an event' },
    { to: paths.aiHelp, label: 'Ask our assistant' },
  ],
  Help: [
    { to: paths.faq, label: 'FAQ' },
    { to: paths.support, label: 'Support' },
    { to: paths.contact, label: 'Contact' },
    { to: paths.paymentPolicy, label: 'Payment policy' },
  ],
  Legal: [
    { to: paths.privacyPolicy, label: 'Privacy policy' },
    { to: paths.terms, label: 'Terms of service' },
  ],
} as const;
