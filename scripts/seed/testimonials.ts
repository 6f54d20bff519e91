import type { TestimonialInput } from '@common/schemas';
import type { SeedDoc } from './types';

const t = (id: string, order: number, name: string, event: string, rating: number, quote: string): SeedDoc<TestimonialInput> => ({
  id,
  data: { name, event, quote, rating, order, published: true },
});

export const TESTIMONIALS: SeedDoc<TestimonialInput>[] = [
  t(
    'priya-and-daniel',
    1,
    'Priya & Daniel',
    'Wedding, Marin Headlands',
    5,
    'Elena and her team made a windy cliff-top day feel calm. They kept us to time without ever rushing us, and the golden-hour pictures made both our mothers cry. The album is the most precious thing we own.',
  ),
  t(
    'the-okafor-family',
    2,
    'The Okafor family',
    'Family session, Golden Gate Park',
    5,
    'Our two-year-old refused to sit still and it did not matter one bit. Somehow every photo looks like us on our best day. The wardrobe guide saved us an argument, too.',
  ),
  t(
    'meera-s',
    3,
    'Meera S.',
    'Baby shower styling',
    5,
    'Theo turned a plain community room into a garden. The palette, the flowers, the little menus, everything was thought through, and they cleared it all away before we had even said goodbye to our guests.',
  ),
  t(
    'northwind-labs',
    4,
    'Northwind Labs',
    'Product launch, SoMa',
    5,
    'We had thirty images for social media before the after-party started, and the full gallery two days later. Professional, discreet and great with our speakers.',
  ),
  t(
    'sofia-and-james',
    5,
    'Sofia & James',
    'Engagement session, Alamo Square',
    5,
    'We are awkward in photos, and you would never know it from these. Our save-the-dates came straight from this session.',
  ),
  t(
    'the-nguyen-family',
    6,
    'The Nguyen family',
    'Milestone session and frames',
    4,
    'Beautiful maternity and newborn photos, and the oak frames are lovely. The album took a week longer than we hoped, but the team kept us updated the whole way.',
  ),
];
