import type { ServiceInput } from '@common/schemas';
import { imageRef } from './images';
import type { SeedDoc } from './types';

export const SERVICES: SeedDoc<ServiceInput>[] = [
  {
    id: 'wedding-photography',
    data: {
      title: 'Wedding Photography',
      summary: 'Calm, unhurried coverage of your whole day, from the first button to the last dance.',
      description:
        'Two photographers, a plan built around your timeline and a light touch on the day. We photograph the moments as they happen, guide you gently through portraits at the best light, and deliver a fully edited gallery you will want to print.',
      image: imageRef('services/wedding-photography'),
      order: 1,
      active: true,
    },
  },
  {
    id: 'event-styling',
    data: {
      title: 'Event Styling & Décor',
      summary: 'Tablescapes, florals, candlelight and signage designed as one story, then set up and cleared for you.',
      description:
        'We design the look of your celebration from a mood board to the last candle: palette, florals, linens, tableware, lighting and signage. Our stylists source, deliver, install on the day and clear away afterwards, so you only have to arrive.',
      image: imageRef('services/event-styling'),
      order: 2,
      active: true,
    },
  },
  {
    id: 'portrait-sessions',
    data: {
      title: 'Portrait Sessions',
      summary: 'Individual, family and milestone portraits in our Mission District studio or outdoors around the city.',
      description:
        'Sessions are relaxed and directed: we help with outfits and posing, use window light or our studio set, and take the time small children need. You choose your favourites in a private online gallery.',
      image: imageRef('services/portrait-sessions'),
      order: 3,
      active: true,
    },
  },
  {
    id: 'pre-wedding',
    data: {
      title: 'Pre-wedding & Engagement',
      summary: 'An unhurried session at a place that means something to you: the Golden Gate, Ocean Beach or your own street.',
      description:
        'A pre-wedding session is the best way to get comfortable in front of the camera before the big day. We scout a location together, time it for golden hour and deliver images ready for save-the-dates and your welcome sign.',
      image: imageRef('services/pre-wedding'),
      order: 4,
      active: true,
    },
  },
  {
    id: 'corporate-events',
    data: {
      title: 'Corporate Events',
      summary: 'Conferences, launches, galas and team offsites, photographed and styled to your brand.',
      description:
        'We cover keynotes, panels, networking and the details that carry your brand, with same-day selects for social media on request. Our styling team can dress stages, registration desks and dinners to your guidelines.',
      image: imageRef('services/corporate-events'),
      order: 5,
      active: true,
    },
  },
  {
    id: 'frames-albums',
    data: {
      title: 'Photo Frames & Albums',
      summary: 'Archival prints, hand-finished frames and linen albums made to last a lifetime.',
      description:
        'Every frame is cut to order in solid wood or metal with an acid-free mat and UV-protective glazing. Albums are lay-flat, bound in linen or leather, and designed by the photographer who took your pictures.',
      image: imageRef('services/frames-albums'),
      order: 6,
      active: true,
    },
  },
  {
    // Paused offer: kept so admin and filter tests have an inactive item. Not public.
    id: 'photo-booth',
    data: {
      title: 'Photo Booth Hire',
      summary: 'A styled open-air booth with instant prints and a props table.',
      description: 'Currently paused while we redesign the booth. Ask us about a roaming photographer for your reception instead.',
      image: imageRef('services/photo-booth'),
      order: 7,
      active: false,
    },
  },
];
