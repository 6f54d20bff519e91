import type { GalleryItemInput } from '@common/schemas';
import { imageRef, type ImageKey } from './images';
import type { SeedDoc } from './types';

export const GALLERY_CATEGORIES = ['Weddings', 'Pre-wedding', 'Portraits', 'Event Styling', 'Corporate'] as const;
type Category = (typeof GALLERY_CATEGORIES)[number];

// [slug, title, category, featured]; the slug names both the document and its picture.
const ITEMS: [string, string, Category, boolean][] = [
  ['golden-hour-vows', 'Golden-hour vows', 'Weddings', true],
  ['cliffside-ceremony', 'Cliffside ceremony, Marin Headlands', 'Weddings', true],
  ['garden-aisle', 'A garden aisle in Sonoma', 'Weddings', false],
  ['first-dance', 'First dance under the lights', 'Weddings', false],
  ['wedding-breakfast', 'The wedding breakfast', 'Weddings', false],
  ['three-tier-cake', 'Three tiers and garden roses', 'Weddings', false],
  ['fog-at-the-gate', 'Fog at the Gate', 'Pre-wedding', true],
  ['alamo-square-stroll', 'An Alamo Square stroll', 'Pre-wedding', false],
  ['ocean-beach-sunset', 'Ocean Beach at sunset', 'Pre-wedding', false],
  ['sierra-ridge', 'Above the clouds in the Sierra', 'Pre-wedding', false],
  ['blue-hour-bridge', 'Blue hour at Fort Point', 'Pre-wedding', false],
  ['window-light-profile', 'Window-light profile', 'Portraits', true],
  ['evening-profile', 'Evening profile', 'Portraits', false],
  ['family-in-the-meadow', 'A family in the meadow', 'Portraits', false],
  ['studio-sweep', 'On the studio sweep', 'Portraits', false],
  ['sage-paper-set', 'Sage paper set', 'Portraits', false],
  ['candlelit-supper', 'A candle-lit supper', 'Event Styling', true],
  ['garden-luncheon', 'Garden luncheon', 'Event Styling', false],
  ['still-life-roses', 'Still life with garden roses', 'Event Styling', false],
  ['dessert-table', 'The dessert table', 'Event Styling', false],
  ['candle-glow', 'Candle glow', 'Event Styling', false],
  ['keynote-stage', 'Keynote, Moscone West', 'Corporate', false],
  ['gala-dinner', 'Winter gala dinner', 'Corporate', true],
  ['rooftop-mixer', 'Rooftop mixer, SoMa', 'Corporate', false],
];

export const GALLERY: SeedDoc<GalleryItemInput>[] = ITEMS.map(([slug, title, category, featured], i) => ({
  id: slug,
  data: {
    title,
    category,
    image: imageRef(`gallery/${slug}` as ImageKey),
    featured,
    order: i + 1,
    published: true,
  },
}));
