import { STUDIO } from '@common/studio';
import { paths } from '@common/paths';
import type { PolicyDocument } from '@/lib/policy-types';

const email = `[${STUDIO.email}](mailto:${STUDIO.email})`;

export const privacyPolicy: PolicyDocument = {
  path: paths.privacyPolicy,
  title: 'Privacy policy',
  summary: `What ${STUDIO.name} collects when you browse, book or write to us, why we keep it, who helps us process it, and the choices California law gives you.`,
  lastUpdated: '2026-11-01',
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      body: [
        `${STUDIO.name} is a photography and event-styling studio at ${STUDIO.address}. We are responsible for the personal information described here. You can reach us at ${email} or ${STUDIO.phone}.`,
      ],
    },
    {
      id: 'what-we-collect',
      heading: 'What we collect',
      body: [
        [
          'Your account: when you sign in with Google we receive your name, email address and profile photo. You may add a phone number in your profile.',
          'Bookings and orders: event type, date, venue, guest count, notes you share with us, the package or frame you choose, and your payment method and status. We do not store card numbers.',
          'Messages: what you send through the contact and support forms, including any booking reference.',
          'Your photographs: the images we make at your event, and any photos you send us for frames or prints.',
          'Usage: pages visited and basic device information, collected by an analytics service to understand which pages help people. It is not used for advertising.',
        ],
      ],
    },
    {
      id: 'how-we-use-it',
      heading: 'How we use it',
      body: [
        [
          'to plan, photograph and style your event, and to deliver your images and orders;',
          'to reply to your messages and send you updates about your booking;',
          'to keep records that tax and accounting rules require;',
          'to keep the website secure and working well.',
        ],
        'We only send marketing emails if you ask to receive them, and every one has a one-click unsubscribe.',
      ],
    },
    {
      id: 'portfolio',
      heading: 'Your photos in our portfolio',
      body: [
        'We love sharing our work, but we ask first. Before your event we ask, in writing, whether we may use images from it in our gallery, journal and social channels. You can change your mind at any time; we remove the images from our own channels within 14 days.',
        'Photos of children are never used in our portfolio without a parent’s written consent.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Who we share it with',
      body: [
        'We do not sell or rent your personal information, and we do not share it for cross-context behavioural advertising. We share only what is needed with:',
        [
          'Google Firebase, which hosts this site, our database and sign-in;',
          'our email provider, to send confirmations and replies;',
          'trusted associate photographers, stylists and framers working on your event or order, who are bound to confidentiality;',
          'authorities, when the law requires it.',
        ],
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      body: [
        'Booking and payment records are kept for seven years, as tax rules require. Delivered galleries stay available to download for twelve months; we keep an archive copy of your final images for five years. Contact and support messages are deleted two years after the conversation ends. You may delete your account at any time.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights in California',
      body: [
        'Under the California Consumer Privacy Act, as amended by the CPRA, you may ask to know what personal information we hold about you, to receive a copy, to correct it and to delete it, and you will not be treated differently for asking. As we do not sell or share personal information, there is nothing to opt out of — but you may tell us so anyway.',
        `To make a request, email ${email} from the address you use with us, or write through our [support page](${paths.support}). We answer within 45 days, usually much sooner.`,
      ],
    },
    {
      id: 'security',
      heading: 'Security and children',
      body: [
        'Your information is stored with Google Cloud, encrypted in transit and at rest, and access is limited to the people who need it. No system is perfectly secure; if something ever went wrong we would tell you promptly.',
        'This site is not directed at children under 13, and we do not knowingly collect their personal information.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes and contact',
      body: [
        `If we change this policy we update the date at the top, and we email account holders about any important change. Questions are welcome at ${email}, or see our [contact page](${paths.contact}).`,
      ],
    },
  ],
};
