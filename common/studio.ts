// Business facts shown across the site and in emails.
export const STUDIO = {
  name: 'Style & Story',
  tagline: 'Photography & event styling',
  email: 'hello@styleandstory.studio',
  phone: '+1 (415) 555-0142',
  address: '218 Alder Lane, Studio 4, San Francisco, CA 94110',
  hours: 'Tue–Sat, 10:00–18:00',
  currency: 'USD',
  depositPercent: 30,
} as const;
