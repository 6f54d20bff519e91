// The studio's own words for the about page; they change rarely, so they live in code.

export const STUDIO_IMAGE = {
  src: '/images/about/studio.svg',
  width: 1200,
  height: 900,
  alt: 'The studio: an arched window, a sage backdrop and a camera on its tripod',
};

export const APPROACH = [
  {
    step: 'Listen',
    text: 'We begin with a conversation about you: the people, the places and the small rituals that make your day yours.',
  },
  { step: 'Design', text: 'We shape a styling plan, palette, florals, tablescapes and light, so every corner is worth photographing.' },
  { step: 'Capture', text: 'On the day we style, direct gently and photograph quietly, so you can simply be present.' },
  { step: 'Keep', text: 'Your gallery arrives edited by hand, with heirloom prints, albums and frames made to be lived with.' },
];

export const TEAM = [
  {
    name: 'Amara Lewis',
    role: 'Founder & lead photographer',
    bio: 'A decade of weddings from vineyards to city hall steps; still moved by every first look.',
  },
  {
    name: 'Julien Park',
    role: 'Creative director, styling',
    bio: 'Former florist and set designer who builds rooms out of candlelight, linen and seasonal blooms.',
  },
  {
    name: 'Sofia Reyes',
    role: 'Photographer & editor',
    bio: 'Loves candid in-between moments and gives every gallery its warm, filmic finish.',
  },
  {
    name: 'Noah Bennett',
    role: 'Client experience',
    bio: 'Your first hello and calm voice on the day: timelines, vendors and every detail in between.',
  },
];

export const VALUES = [
  {
    title: 'Honest moments',
    text: 'We direct lightly and never stage feelings. The pictures look like you on your best day, not someone else.',
  },
  {
    title: 'Considered styling',
    text: 'Fewer, better things: local growers, rented and reused décor, and palettes chosen for the light of your venue.',
  },
  {
    title: 'Clear and fair',
    text: 'Transparent packages, written agreements and a small team you can reach, from first enquiry to final album.',
  },
];
