import type { ImageRef } from '@common/schemas';
import {
  cakeTable,
  candleGlow,
  festoon,
  gala,
  keynote,
  profilePortrait,
  rooftopMixer,
  stillLife,
  studioSet,
  tablescape,
} from './art/scenes-indoor';
import { goldenGate, paintedLadies } from './art/scenes-city';
import { ceremonyArch, landscape, type Canvas, type Scene } from './art/scenes-outdoor';
import { flatlay, frameMockup, studioInterior } from './art/scenes-still';
import { PALETTE as P } from './art/svg';

// Every picture the seed refers to: its path under web/public/images, its size and how it is drawn.
// scripts/make-images.ts renders this list; seed documents take width and height from it, so the
// two cannot drift apart.

export interface ImageSpec {
  width: number;
  height: number;
  /** The SVG <title>: a short description of the picture. */
  title: string;
  draw: (canvas: Canvas) => Scene;
}

const L = { width: 1200, height: 800 } as const; // landscape 3:2
const V = { width: 800, height: 1000 } as const; // portrait 4:5
const SQ = { width: 1000, height: 1000 } as const;

const ROSES = [P.ivory, P.blush, P.rose] as const;
const CHAMPAGNE = [P.ivory, P.champagne, P.blush] as const;
const GARDEN = [P.ivory, P.sage, P.blush, P.champagne] as const;
const AUTUMN = ['#8E3B2E', '#B5562F', '#D08A3A', '#E2B664', '#7E8A5C', '#5B3A3A', P.ivory] as const;

export const IMAGES = {
  // hero and about
  'hero/hero': {
    width: 1600,
    height: 900,
    title: 'A couple under a floral arch on a cliff above the Pacific at golden hour',
    draw: (c) => ceremonyArch(c, { mood: 'golden', setting: 'coast', couple: true, blooms: ROSES, at: 0.66 }),
  },
  'about/studio': {
    width: 1200,
    height: 900,
    title: 'The Style & Story studio: an arched window, a sage backdrop and a camera on its tripod',
    draw: (c) => studioInterior(c),
  },

  // services
  'services/wedding-photography': {
    ...L,
    title: 'A bride and groom on a mountain ridge at golden hour',
    draw: (c) => landscape(c, { mood: 'golden', terrain: 'mountains', figures: 'couple', sunX: 0.28, scale: 0.14 }),
  },
  'services/event-styling': {
    ...L,
    title: 'Champagne roses in an ivory vase in window light',
    draw: (c) => stillLife(c, { wall: '#CFC6B8', blooms: CHAMPAGNE, vase: P.ivory }),
  },
  'services/portrait-sessions': {
    ...L,
    title: 'A backlit profile portrait in warm studio light',
    draw: (c) => profilePortrait(c, { mood: 'golden', side: 'left' }),
  },
  'services/pre-wedding': {
    ...L,
    title: 'An engaged couple on the shore below the Golden Gate Bridge',
    draw: (c) => goldenGate(c, { mood: 'golden', couple: true }),
  },
  'services/corporate-events': {
    ...L,
    title: 'A keynote stage with spotlights and an audience in silhouette',
    draw: (c) => keynote(c, { accent: P.champagne }),
  },
  'services/frames-albums': {
    ...L,
    title: 'Printed photographs, a linen album and a phone on a table',
    draw: (c) => flatlay(c, { kind: 'prints', linen: '#E9E2D7', accent: ['#B9A58C', P.sage, P.blush, P.champagne] }),
  },
  'services/photo-booth': { ...L, title: 'Guests dancing under festoon lights', draw: (c) => festoon(c, { mood: 'golden' }) },

  // packages
  'packages/wedding-essentials': {
    ...L,
    title: 'A garden ceremony arch dressed in ivory and champagne roses',
    draw: (c) => ceremonyArch(c, { mood: 'ivory', setting: 'garden', couple: false, blooms: CHAMPAGNE }),
  },
  'packages/wedding-signature': {
    ...L,
    title: 'Newlyweds on the beach as the sun sets over the ocean',
    draw: (c) => landscape(c, { mood: 'dusk', terrain: 'beach', figures: 'couple', sunX: 0.62 }),
  },
  'packages/wedding-heirloom': {
    ...L,
    title: 'A gala reception with chandeliers and tall floral centrepieces',
    draw: (c) => gala(c, { blooms: ROSES }),
  },
  'packages/portrait-mini': {
    ...L,
    title: 'A backlit profile portrait against a blush backdrop',
    draw: (c) => profilePortrait(c, { mood: 'sage', side: 'right' }),
  },
  'packages/portrait-family': {
    ...L,
    title: 'A family walking through a meadow at sunset',
    draw: (c) => landscape(c, { mood: 'golden', terrain: 'meadow', figures: 'family', sunX: 0.72 }),
  },
  'packages/portrait-milestone': {
    ...L,
    title: 'A blush paper backdrop with pampas grass and a stool',
    draw: (c) => studioSet(c, { paper: '#E2C9C0', mood: 'blush' }),
  },
  'packages/event-intimate': {
    ...L,
    title: 'Pillar candles glowing on a dinner table',
    draw: (c) => candleGlow(c, { surface: '#6B5A4C', blooms: CHAMPAGNE }),
  },
  'packages/event-celebration': {
    ...L,
    title: 'A courtyard party under strings of festoon lights at dusk',
    draw: (c) => festoon(c, { mood: 'dusk' }),
  },
  'packages/event-corporate': {
    ...L,
    title: 'A rooftop reception at dusk with the skyline lit up',
    draw: (c) => rooftopMixer(c, { mood: 'dusk' }),
  },

  // gallery: weddings
  'gallery/golden-hour-vows': {
    ...L,
    title: 'Bride and groom on a ridge as the sun goes down',
    draw: (c) => landscape(c, { mood: 'golden', terrain: 'hills', figures: 'couple', sunX: 0.7, scale: 0.2 }),
  },
  'gallery/cliffside-ceremony': {
    ...L,
    title: 'A ceremony arch on a cliff above the sea',
    draw: (c) => ceremonyArch(c, { mood: 'blush', setting: 'coast', couple: true, blooms: CHAMPAGNE }),
  },
  'gallery/garden-aisle': {
    ...V,
    title: 'A garden aisle lined with lanterns and roses',
    draw: (c) => ceremonyArch(c, { mood: 'sage', setting: 'garden', couple: true, blooms: GARDEN }),
  },
  'gallery/first-dance': { ...L, title: 'The first dance under festoon lights', draw: (c) => festoon(c, { mood: 'night' }) },
  'gallery/wedding-breakfast': {
    ...V,
    title: 'Place settings and taper candles at the wedding breakfast',
    draw: (c) => tablescape(c, { light: 'evening', blooms: CHAMPAGNE, linen: '#F3ECE0' }),
  },
  'gallery/three-tier-cake': {
    ...V,
    title: 'A three-tier wedding cake with a cascade of roses',
    draw: (c) => cakeTable(c, { wall: '#CBD3C2', blooms: ROSES }),
  },
  // gallery: pre-wedding
  'gallery/fog-at-the-gate': {
    ...L,
    title: 'An engaged couple watching the fog roll under the Golden Gate',
    draw: (c) => goldenGate(c, { mood: 'blush', couple: true }),
  },
  'gallery/alamo-square-stroll': {
    ...L,
    title: 'A couple on the lawn at Alamo Square before the Painted Ladies',
    draw: (c) => paintedLadies(c, { mood: 'golden', couple: true }),
  },
  'gallery/ocean-beach-sunset': {
    ...V,
    title: 'A couple on Ocean Beach at sunset',
    draw: (c) => landscape(c, { mood: 'golden', terrain: 'beach', figures: 'couple', sunX: 0.35, scale: 0.2 }),
  },
  'gallery/sierra-ridge': {
    ...V,
    title: 'A couple on a ridge above misty mountains',
    draw: (c) => landscape(c, { mood: 'sage', terrain: 'mountains', figures: 'couple', sunX: 0.7, scale: 0.1 }),
  },
  'gallery/blue-hour-bridge': {
    ...V,
    title: 'The Golden Gate Bridge at blue hour',
    draw: (c) => goldenGate(c, { mood: 'dusk', couple: true }),
  },
  // gallery: portraits
  'gallery/window-light-profile': {
    ...V,
    title: 'A profile portrait in soft window light',
    draw: (c) => profilePortrait(c, { mood: 'blush', side: 'left' }),
  },
  'gallery/evening-profile': { ...L, title: 'A backlit profile at dusk', draw: (c) => profilePortrait(c, { mood: 'dusk', side: 'right' }) },
  'gallery/family-in-the-meadow': {
    ...L,
    title: 'A family of four in a meadow at sunset',
    draw: (c) => landscape(c, { mood: 'blush', terrain: 'meadow', figures: 'family', sunX: 0.25 }),
  },
  'gallery/studio-sweep': {
    ...L,
    title: 'The portrait studio with a warm paper sweep',
    draw: (c) => studioSet(c, { paper: '#D9C7B0', mood: 'golden' }),
  },
  'gallery/sage-paper-set': {
    ...V,
    title: 'A sage paper backdrop, softbox and pampas',
    draw: (c) => studioSet(c, { paper: '#BCC6B3', mood: 'sage' }),
  },
  // gallery: event styling
  'gallery/candlelit-supper': {
    ...L,
    title: 'A candle-lit supper table with blush roses',
    draw: (c) => tablescape(c, { light: 'evening', blooms: ROSES, linen: P.ivory }),
  },
  'gallery/garden-luncheon': {
    ...L,
    title: 'A garden luncheon table in daylight',
    draw: (c) => tablescape(c, { light: 'day', blooms: GARDEN, linen: '#EFE8DC' }),
  },
  'gallery/still-life-roses': {
    ...V,
    title: 'Garden roses in a charcoal vase in raking window light',
    draw: (c) => stillLife(c, { wall: '#D8CDBF', blooms: ROSES, vase: P.charcoal }),
  },
  'gallery/dessert-table': {
    ...L,
    title: 'A dessert table with a floral wedding cake',
    draw: (c) => cakeTable(c, { wall: '#E6CFC8', blooms: CHAMPAGNE }),
  },
  'gallery/candle-glow': {
    ...V,
    title: 'Pillar candles and roses on a dark table',
    draw: (c) => candleGlow(c, { surface: '#5A4A40', blooms: ROSES }),
  },
  // gallery: corporate
  'gallery/keynote-stage': {
    ...L,
    title: 'A keynote stage with spotlights through haze',
    draw: (c) => keynote(c, { accent: P.champagne }),
  },
  'gallery/gala-dinner': { ...L, title: 'A gala dinner under chandeliers', draw: (c) => gala(c, { blooms: CHAMPAGNE }) },
  'gallery/rooftop-mixer': { ...V, title: 'A rooftop mixer above the city at dusk', draw: (c) => rooftopMixer(c, { mood: 'dusk' }) },

  // frames
  'frames/classic-oak': {
    ...SQ,
    title: 'A solid oak frame with an ivory mat on a warm wall',
    draw: (c) => frameMockup(c, { material: 'oak', wall: '#E6DDD0', print: 'golden', orientation: 'portrait', mat: 0.09, moulding: 0.06 }),
  },
  'frames/walnut-gallery': {
    ...SQ,
    title: 'A walnut gallery frame on a stone-coloured wall',
    draw: (c) =>
      frameMockup(c, { material: 'walnut', wall: '#D6CCBF', print: 'sage', orientation: 'landscape', mat: 0.08, moulding: 0.07 }),
  },
  'frames/matte-black': {
    ...SQ,
    title: 'A slim matte black frame with a deep mat',
    draw: (c) => frameMockup(c, { material: 'black', wall: '#DDD5CC', print: 'dusk', orientation: 'portrait', mat: 0.12, moulding: 0.035 }),
  },
  'frames/gilded-heirloom': {
    ...SQ,
    title: 'A gilded frame on a sage wall',
    draw: (c) =>
      frameMockup(c, { material: 'gilded', wall: '#B9C3B0', print: 'blush', orientation: 'landscape', mat: 0.07, moulding: 0.08 }),
  },
  'frames/gallery-white': {
    ...SQ,
    title: 'A white gallery frame on a blush wall',
    draw: (c) => frameMockup(c, { material: 'white', wall: '#E3CFC8', print: 'ivory', orientation: 'portrait', mat: 0.1, moulding: 0.045 }),
  },
  'frames/brass-float': {
    ...SQ,
    title: 'A thin brass frame on a charcoal wall',
    draw: (c) =>
      frameMockup(c, { material: 'brass', wall: '#4A464B', print: 'golden', orientation: 'landscape', mat: 0.05, moulding: 0.025 }),
  },

  // blog covers
  'blog/wedding-day-timeline': {
    ...L,
    title: 'A wedding-day timeline card with rings, a watch and eucalyptus',
    draw: (c) => flatlay(c, { kind: 'timeline', linen: '#EDE6DA', accent: [P.blush] }),
  },
  'blog/autumn-celebration-palette': {
    ...L,
    title: 'A fan of autumn colour swatches with leaves and a small pumpkin',
    draw: (c) => flatlay(c, { kind: 'palette', linen: '#E8DFD2', accent: AUTUMN }),
  },
  'blog/family-portrait-outfits': {
    ...L,
    title: 'Fabric swatches in a coordinated palette with buttons',
    draw: (c) => flatlay(c, { kind: 'wardrobe', linen: '#F0EBE3', accent: [P.sage, P.ivory, P.blush, P.champagne, '#A9B4C2'] }),
  },
  'blog/print-vs-digital': {
    ...L,
    title: 'Prints, a linen album and a phone showing a gallery',
    draw: (c) => flatlay(c, { kind: 'prints', linen: '#E4DCD0', accent: [P.champagne, P.sage, P.blush, '#B9A58C'] }),
  },
  'blog/in-our-camera-bag': {
    ...L,
    title: 'A camera, a spare lens and film canisters on linen',
    draw: (c) => flatlay(c, { kind: 'camera', linen: '#E4DBCF', accent: [P.gold, P.rose, P.sageDeep] }),
  },
} as const satisfies Record<string, ImageSpec>;

export type ImageKey = keyof typeof IMAGES;

export const imagePath = (key: ImageKey) => `/images/${key}.svg`;

/** The ImageRef stored in Firestore: public path, intrinsic size and alt text. */
export function imageRef(key: ImageKey, alt: string = IMAGES[key].title): ImageRef {
  const { width, height } = IMAGES[key];
  return { src: imagePath(key), width, height, alt };
}
