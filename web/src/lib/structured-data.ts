import { blogPostPath, packagePath, paths } from '@common/paths';
import type { Blog, Faq, Package } from '@common/schemas/catalogue';
import type { StudioSettings } from '@common/schemas/settings';
import { FALLBACK_STUDIO_LOCALE } from '@common/studio-locale';
import { absoluteUrl } from './site-url';

// schema.org JSON-LD for search engines (https://schema.org), built from what the page shows:
// the studio from settings/studio, a package's offer, a journal post, the FAQ. Each returns a plain
// object; lib/page-head.ts writes it into a <script type="application/ld+json">.

export type StructuredData = Record<string, unknown>;
type Studio = Pick<StudioSettings, 'name' | 'tagline' | 'email' | 'phone' | 'address' | 'hours' | 'areaServed' | 'social' | 'currency'>;

const present = (values: string[]) => values.filter((value) => value.trim() !== '');

/** The stars of published reviews (docs/workflows.md): their average to one decimal and their count; null without any. */
export function reviewRating(ratings: readonly number[]): { ratingValue: number; reviewCount: number } | null {
  if (!ratings.length) return null;
  return { ratingValue: Math.round((ratings.reduce((sum, r) => sum + r, 0) / ratings.length) * 10) / 10, reviewCount: ratings.length };
}

/**
 * The studio as a local business: name, contact, address, the area it serves and hours as written,
 * social profiles, and the aggregate of its published reviews when there are any.
 */
export function localBusiness(studio: Studio, site: string, rating: ReturnType<typeof reviewRating> = null): StructuredData {
  const sameAs = present(Object.values(studio.social));
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${site}/#studio`,
    name: studio.name,
    ...(studio.tagline && { description: studio.tagline }),
    url: `${site}${paths.home}`,
    email: studio.email,
    telephone: studio.phone,
    address: studio.address,
    ...(studio.areaServed.trim() && { areaServed: studio.areaServed.trim() }),
    image: absoluteUrl('/images/logo.svg', site),
    ...(studio.hours && { openingHours: studio.hours }),
    ...(sameAs.length > 0 && { sameAs }),
    ...(rating && { aggregateRating: { '@type': 'AggregateRating', ...rating, bestRating: 5, worstRating: 1 } }),
  };
}

/** A package as a service the studio offers at its price. */
export function packageOffer(pkg: Package & { id: string }, studio: Studio | null, site: string): StructuredData {
  const url = absoluteUrl(packagePath(pkg.id), site);
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: pkg.name,
    description: pkg.summary,
    serviceType: pkg.category,
    image: absoluteUrl(pkg.image.src, site),
    url,
    ...(studio && { provider: { '@type': 'LocalBusiness', '@id': `${site}/#studio`, name: studio.name } }),
    offers: {
      '@type': 'Offer',
      price: pkg.price,
      priceCurrency: studio?.currency ?? FALLBACK_STUDIO_LOCALE.currency,
      availability: 'https://schema.org/InStock',
      url,
    },
  };
}

/** A journal post. */
export function blogPosting(post: Blog, studio: Studio | null, site: string): StructuredData {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    image: absoluteUrl(post.cover.src, site),
    url: absoluteUrl(blogPostPath(post.slug), site),
    mainEntityOfPage: absoluteUrl(blogPostPath(post.slug), site),
    author: { '@type': 'Person', name: post.author },
    ...(post.publishedAt && { datePublished: post.publishedAt.toISOString() }),
    ...(post.tags.length > 0 && { keywords: post.tags.join(', ') }),
    ...(studio && { publisher: { '@type': 'Organization', '@id': `${site}/#studio`, name: studio.name } }),
  };
}

/** The FAQ page: every question with its answer. */
export function faqPage(faqs: Pick<Faq, 'question' | 'answer'>[]): StructuredData {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}
