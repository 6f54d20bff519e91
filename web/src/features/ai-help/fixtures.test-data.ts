// Catalogue fixtures shaped like the seeded studio content, shared by the assistant's tests.
const image = { src: '/x.jpg', width: 1, height: 1, alt: '' };

const pkg = (id: string, name: string, category: string, price: number, order: number, summary = `${name} coverage.`) => ({
  id,
  name,
  category,
  price,
  order,
  summary,
  duration: '4 hours',
  description: `${name} in detail.`,
  features: ['Online gallery'],
  image,
  featured: false,
  active: true,
  keywords: [],
});

export const packages = [
  pkg('essentials', 'Essentials', 'Weddings', 2400, 1, 'Ceremony and portraits for smaller weddings.'),
  pkg('signature', 'Signature', 'Weddings', 3900, 2),
  pkg('elopement', 'City Hall Elopement', 'Weddings', 900, 3, 'An intimate San Francisco City Hall wedding.'),
  pkg('courthouse', 'Courthouse Vows', 'Weddings', 1400, 4),
  pkg('mini', 'Mini Session', 'Portraits & Family', 350, 5),
  pkg('family', 'Family Session', 'Portraits & Family', 650, 6),
  pkg('gathering', 'Intimate Gathering', 'Events & Celebrations', 1200, 7),
  pkg('corporate', 'Corporate & Brand', 'Events & Celebrations', 3400, 8, 'Corporate events and brand days.'),
];

export const faqs = [
  {
    id: 'deposit',
    category: 'Payment',
    order: 1,
    question: 'How much is the deposit?',
    answer: 'We ask for a 30% deposit to confirm your booking and reserve the date. The remaining balance is due 7 days before your event.',
    keywords: [],
  },
  {
    id: 'delivery',
    category: 'Delivery',
    order: 2,
    question: 'When will we receive our photos?',
    answer: 'You will see a sneak peek within 72 hours. Full galleries follow within 6 weeks for weddings.',
    keywords: [],
  },
  {
    id: 'travel',
    category: 'Booking',
    order: 3,
    question: 'Do you travel outside San Francisco?',
    answer: 'Yes. Travel anywhere in the Bay Area is included.',
    keywords: [],
  },
];

export const services = [
  {
    id: 'styling',
    title: 'Event Styling & Décor',
    summary: 'Tablescapes, florals and backdrops.',
    description: 'We design and set up the look of your celebration.',
    image,
    order: 1,
    active: true,
    keywords: [],
  },
];
