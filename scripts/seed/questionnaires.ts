import type { Question, Questionnaire, QuestionType } from '@common/schemas';
import type { SeedDoc } from './types';

// The demo studio's three questionnaires (docs/workflows.md): what a wedding photographer asks six
// weeks before, what the stylist needs, and a portrait session's short brief.
const savedAt = new Date('2026-11-01T09:00:00Z');

const q = (id: string, type: QuestionType, label: string, more: Partial<Question> = {}): Question => ({
  id,
  type,
  label,
  help: '',
  required: false,
  options: [],
  ...more,
});

export const WEDDING_TIMELINE_ID = 'wedding-timeline';

export const QUESTIONNAIRES: SeedDoc<Questionnaire>[] = [
  {
    id: WEDDING_TIMELINE_ID,
    data: {
      name: 'Wedding timeline and shot list',
      intro:
        'Six weeks out, this is how we plan your day minute by minute. Answer what you know; your answers save as you type, and you can come back before you submit.',
      sections: [
        {
          title: 'The day',
          questions: [
            q('ceremonystart', 'time', 'Ceremony start time', { required: true }),
            q('ceremonyvenue', 'short', 'Ceremony venue and address', { required: true }),
            q('receptionvenue', 'short', 'Reception venue, if different'),
            q('prepstart', 'time', 'When should we arrive for getting ready?', { help: 'Usually two hours before the ceremony.' }),
            q('firstlook', 'choice', 'Are you planning a first look?', { options: ['Yes', 'No', 'Not sure yet'], required: true }),
            q('sunset', 'choice', 'Would you like a short golden-hour portrait session?', {
              options: ['Yes, 15 minutes', 'Yes, 30 minutes', 'No thank you'],
            }),
          ],
        },
        {
          title: 'People',
          questions: [
            q('coordinator', 'person', 'Day-of coordinator (our contact on the day)', {
              help: 'The person we call if something changes: a planner, a friend, a sibling.',
              required: true,
            }),
            q('partycount', 'number', 'How many in the wedding party?'),
            q('familygroups', 'long', 'Family group photos', {
              help: 'One group per line, e.g. "Couple with both sets of parents". Ten to fifteen groups take about 30 minutes.',
            }),
          ],
        },
        {
          title: 'Shot list',
          questions: [
            q('musthave', 'multi', 'Moments you want covered', {
              options: [
                'Getting ready',
                'First look',
                'Ceremony',
                'Family groups',
                'Couple portraits',
                'Speeches',
                'First dance',
                'Cake cutting',
                'Send-off',
              ],
            }),
            q('special', 'long', 'Anything special we should know?', {
              help: 'Heirlooms, surprises, people who should not be photographed together.',
            }),
          ],
        },
      ],
      archived: false,
      updatedAt: savedAt,
    },
  },
  {
    id: 'styling-brief',
    data: {
      name: 'Styling brief',
      intro: 'Tell us the look you love. We use this to plan florals, linens and the table setting with you.',
      sections: [
        {
          title: 'The look',
          questions: [
            q('palette', 'short', 'Your colour palette', { help: 'Three or four colours, e.g. sage, ivory, terracotta.', required: true }),
            q('mood', 'choice', 'The mood', {
              options: ['Romantic', 'Modern and minimal', 'Rustic', 'Bold and colourful', 'Classic and formal'],
              required: true,
            }),
            q('inspiration', 'long', 'Links to boards or photos you love'),
          ],
        },
        {
          title: 'The space',
          questions: [
            q('tables', 'number', 'Number of guest tables', { required: true }),
            q('pieces', 'multi', 'What should we style?', {
              options: ['Ceremony arch', 'Aisle', 'Centrepieces', 'Head table', 'Cake table', 'Welcome sign', 'Lounge area'],
            }),
            q('setup', 'date', 'Day we may set up, if not the event day'),
            q('access', 'time', 'Earliest access time at the venue'),
            q('venuecontact', 'person', 'Venue contact for deliveries'),
          ],
        },
      ],
      archived: false,
      updatedAt: savedAt,
    },
  },
  {
    id: 'portrait-session',
    data: {
      name: 'Portrait session',
      intro: 'A few questions so your session feels easy and looks like you.',
      sections: [
        {
          title: '',
          questions: [
            q('who', 'short', 'Who will be in the photos?', { required: true }),
            q('purpose', 'choice', 'What are the photos for?', {
              options: ['Family keepsake', 'Professional headshots', 'Maternity', 'Engagement', 'Just because'],
              required: true,
            }),
            q('location', 'choice', 'Where would you like to shoot?', {
              options: ['In the studio', 'Outdoors', 'At home', 'Help me choose'],
            }),
            q('outfits', 'number', 'How many outfit changes?', { help: 'One or two is usual for an hour.' }),
            q('notes', 'long', 'Anything we should know?', {
              help: 'Little ones’ nap times, pets, what makes you nervous in front of a camera.',
            }),
          ],
        },
      ],
      archived: false,
      updatedAt: savedAt,
    },
  },
];
