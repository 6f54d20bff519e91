// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Blog, Package } from '@common/schemas/catalogue';
import { DEMO_STUDIO_INPUT } from '@common/demo-studio';
import { blogPosting, faqPage, localBusiness, packageOffer, reviewRating } from './structured-data';

const site = 'https://studio.example';
const studio = { ...DEMO_STUDIO_INPUT, social: { ...DEMO_STUDIO_INPUT.social, facebook: 'https://facebook.com/styleandstory' } };
const image = { src: '/images/packages/x.svg', width: 1200, height: 800, alt: '' };

describe('localBusiness', () => {
  it('describes the studio from its settings, with only the social profiles it has', () => {
    expect(localBusiness(studio, site)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      '@id': 'https://studio.example/#studio',
      name: 'Style & Story',
      description: 'Photography & event styling',
      url: 'https://studio.example/',
      email: 'hello@styleandstory.studio',
      telephone: '+1 (415) 555-0142',
      address: '218 Alder Lane, Studio 4, San Francisco, CA 94110',
      areaServed: 'San Francisco and the Bay Area',
      image: 'https://studio.example/images/logo.svg',
      openingHours: 'Tue–Sat, 10:00–18:00',
      sameAs: ['https://instagram.com/styleandstory', 'https://facebook.com/styleandstory'],
    });
  });

  it('leaves out what the owner left empty', () => {
    const data = localBusiness(
      { ...studio, tagline: '', hours: '', areaServed: ' ', social: { ...studio.social, instagram: '', facebook: '' } },
      site,
    );
    expect(data).not.toHaveProperty('description');
    expect(data).not.toHaveProperty('areaServed');
    expect(data).not.toHaveProperty('openingHours');
    expect(data).not.toHaveProperty('sameAs');
  });
});

describe('packageOffer', () => {
  const pkg = { id: 'wedding essentials', name: 'Essentials', category: 'Weddings', price: 2400, summary: 'Short.', image } as Package & {
    id: string;
  };

  it('offers the package at its price in the studio currency, at its own address', () => {
    expect(packageOffer(pkg, { ...studio, currency: 'EUR' }, site)).toMatchObject({
      '@type': 'Service',
      name: 'Essentials',
      serviceType: 'Weddings',
      image: 'https://studio.example/images/packages/x.svg',
      provider: { '@id': 'https://studio.example/#studio', name: 'Style & Story' },
      offers: { '@type': 'Offer', price: 2400, priceCurrency: 'EUR', url: 'https://studio.example/pricing/wedding%20essentials' },
    });
  });

  it('still describes the offer before the settings exist', () => {
    const data = packageOffer(pkg, null, site);
    expect(data).not.toHaveProperty('provider');
    expect(data.offers).toMatchObject({ priceCurrency: 'USD' });
  });
});

describe('blogPosting', () => {
  const post = {
    slug: 'a-day',
    title: 'A day',
    excerpt: 'About a day.',
    cover: { ...image, src: 'https://cdn.example/cover.jpg' },
    author: 'Elena',
    tags: ['weddings', 'planning'],
    publishedAt: new Date('2026-03-12T17:00:00Z'),
  } as Blog;

  it('names the post, its author, its date and the studio as publisher; an absolute cover stays as it is', () => {
    expect(blogPosting(post, studio, site)).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'A day',
      image: 'https://cdn.example/cover.jpg',
      url: 'https://studio.example/blog/a-day',
      author: { '@type': 'Person', name: 'Elena' },
      datePublished: '2026-03-12T17:00:00.000Z',
      keywords: 'weddings, planning',
      publisher: { name: 'Style & Story' },
    });
  });

  it('has no date before the first publish', () => {
    expect(blogPosting({ ...post, publishedAt: null }, null, site)).not.toHaveProperty('datePublished');
  });
});

describe('faqPage', () => {
  it('lists every question with its answer', () => {
    expect(faqPage([{ question: 'Travel?', answer: 'Yes.' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'Travel?', acceptedAnswer: { '@type': 'Answer', text: 'Yes.' } }],
    });
  });
});

describe('aggregateRating (issue 36)', () => {
  it('is the average and count of published reviews, and absent without any', () => {
    expect(reviewRating([5, 4, 4])).toEqual({ ratingValue: 4.3, reviewCount: 3 });
    expect(localBusiness(DEMO_STUDIO_INPUT, 'https://styleandstory.studio', reviewRating([5, 4])).aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      reviewCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
    expect(localBusiness(DEMO_STUDIO_INPUT, 'https://styleandstory.studio', reviewRating([]))).not.toHaveProperty('aggregateRating');
  });
});
