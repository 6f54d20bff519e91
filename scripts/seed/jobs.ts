import type { JobOpeningInput } from '@common/schemas';
import type { SeedDoc } from './types';

export const JOB_OPENINGS: SeedDoc<JobOpeningInput>[] = [
  {
    id: 'second-shooter',
    data: {
      title: 'Second Shooter',
      type: 'Freelance',
      location: 'San Francisco Bay Area, on location',
      summary:
        'Join our lead photographers on 15 to 25 weddings and events a season, covering the second angle, guest candids and details.',
      responsibilities: [
        'Photograph getting-ready, ceremony and reception alongside the lead photographer',
        'Capture candid guest moments, venue details and styling',
        'Back up cards on site and hand over files the same night',
        'Represent the studio warmly with couples, families and vendors',
      ],
      requirements: [
        'A portfolio showing weddings or events in low light',
        'Your own professional full-frame kit with two bodies',
        'Available on weekends from April to October',
        'A driving licence and a reliable car',
      ],
      active: true,
      order: 1,
    },
  },
  {
    id: 'event-stylist',
    data: {
      title: 'Event Stylist',
      type: 'Full-time',
      location: 'San Francisco studio and venues',
      summary:
        'Design and install tablescapes, florals and décor for weddings, celebrations and brand events, from mood board to clear-away.',
      responsibilities: [
        'Create mood boards, palettes and floor plans with clients',
        'Source florals, linens, tableware and props within budget',
        'Lead install and strike teams on event days',
        'Look after our prop library and supplier relationships',
      ],
      requirements: [
        'Two or more years of event styling, floristry or interior styling',
        'A strong eye for colour, texture and composition',
        'Comfortable with lifting, early starts and weekend work',
        'Clear communication with clients and venues',
      ],
      active: true,
      order: 2,
    },
  },
  {
    id: 'photo-editor',
    data: {
      title: 'Photo Editor',
      type: 'Part-time',
      location: 'Hybrid: San Francisco studio and remote',
      summary: 'Cull and edit galleries in our warm, natural house style, and help prepare albums and prints for production.',
      responsibilities: [
        'Cull and colour-grade wedding, portrait and event galleries',
        'Retouch portraits and album selections',
        'Prepare files for print and check proofs',
        'Keep our archive and backups organised',
      ],
      requirements: [
        'Advanced skills in Lightroom and Photoshop',
        'A portfolio of edited work with consistent colour',
        'A calibrated monitor and attention to detail',
        'Around 20 hours a week, with more in peak season',
      ],
      active: true,
      order: 3,
    },
  },
];
