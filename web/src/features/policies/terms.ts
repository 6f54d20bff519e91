import { STUDIO } from '@common/studio';
import { paths } from '@common/paths';
import type { PolicyDocument } from '@/lib/policy-types';

const email = `[${STUDIO.email}](mailto:${STUDIO.email})`;

export const termsOfService: PolicyDocument = {
  path: paths.terms,
  title: 'Terms of service',
  summary: `The agreement between you and ${STUDIO.name} when you use this site, book a session or event, or order frames: what we promise, what we ask of you, and who owns the photographs.`,
  lastUpdated: '2026-11-01',
  sections: [
    {
      id: 'agreement',
      heading: 'Our agreement',
      body: [
        `These terms apply when you use this website or book photography, event styling or frames with ${STUDIO.name}, a studio based in San Francisco, California. By booking you accept them, together with our [payment policy](${paths.paymentPolicy}) and [privacy policy](${paths.privacyPolicy}). A written proposal or custom package we send you may add to these terms; where the two differ, the proposal wins.`,
      ],
    },
    {
      id: 'bookings',
      heading: 'Bookings',
      body: [
        `A booking is confirmed when we email you our confirmation; the deposit then secures the date. Prices are in US dollars and are those shown when you book. Coverage times are continuous; extra time on the day is charged by the hour when we can stay.`,
        'Travel anywhere in the Bay Area is included. Napa, Sonoma, Carmel and Tahoe carry a flat travel fee, and destination events are quoted individually, before you book.',
      ],
    },
    {
      id: 'your-part',
      heading: 'What we ask of you',
      body: [
        [
          'Share a timeline, key names and the shots that matter most at least two weeks before the event.',
          'Make sure we may photograph and set up at your venue, and tell us about any restrictions (flash, drones, access times).',
          'Give our team a meal and a short break at events longer than six hours.',
          'Keep us safe: we may pause if a situation becomes unsafe for our crew or equipment.',
        ],
      ],
    },
    {
      id: 'delivery',
      heading: 'Delivery of your photographs',
      body: [
        'You receive a sneak peek within 72 hours. The full, edited gallery follows within six weeks for weddings, two weeks for portrait sessions and five working days for corporate events. Galleries are delivered to your profile as soft copies with a download link, available for twelve months.',
        'We choose and edit images in our own style. Raw, unedited files are not delivered.',
      ],
    },
    {
      id: 'copyright',
      heading: 'Copyright and use of the images',
      body: [
        'We keep the copyright in the photographs, as the law provides. You receive a personal, non-exclusive, lifelong licence to print, share and enjoy them — on social media, in albums, as gifts. Please credit the studio when you post online.',
        'Commercial use (selling the images, advertising, publishing in magazines) needs our written permission; we are usually happy to agree. Vendors featured in your event may receive images for their portfolios with credit to the studio.',
        `We use images in our portfolio only with your consent, as our [privacy policy](${paths.privacyPolicy}) explains.`,
      ],
    },
    {
      id: 'styling',
      heading: 'Styling pieces and rentals',
      body: [
        'Décor, linens, props and florals supplied for styling stay the property of the studio unless your package says otherwise. We set up and collect them at the agreed times. Loss or damage beyond normal wear is charged at replacement cost; we will always show you what happened first.',
      ],
    },
    {
      id: 'frames',
      heading: 'Frames and prints',
      body: [
        'Frames are made to order from the image and size you choose, usually in 10 to 14 days; we confirm the crop with you before production. Colours vary slightly between screens and paper, and natural wood varies in grain; these are not defects. Faulty or transit-damaged items are remade free of charge if you tell us within 14 days of delivery.',
      ],
    },
    {
      id: 'liability',
      heading: 'If something goes wrong',
      body: [
        'We bring backup cameras and cards and copy every image twice before leaving the venue. In the rare event that images are lost or we cannot attend for reasons beyond our control (illness, accident, severe weather, venue closure), we will first try to send a trusted associate. If that is not possible, our liability is limited to refunding what you have paid for the affected service.',
        'We are not responsible for images we could not take because of venue rules, schedule changes or guests’ behaviour.',
      ],
    },
    {
      id: 'law',
      heading: 'Governing law and contact',
      body: [
        'These terms are governed by the laws of the State of California. We hope never to disagree, but if we do, we will first try to resolve it in good faith; otherwise the courts of San Francisco County will decide.',
        `We may update these terms; the version in force when you booked applies to your booking. Questions: ${email} or ${STUDIO.phone}.`,
      ],
    },
  ],
};
