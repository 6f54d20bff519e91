import type { Faq, Package, Service } from '@common/schemas';
import { packagePath, paths } from '@common/paths';
import { formatPrice } from '@common/format';
import { toPlainText } from '@/lib/inline-links';
import type { PolicyDocument } from '@/lib/policy-types';

export type SourceKind = 'faq' | 'package' | 'service' | 'policy';

/** One searchable passage of the studio's own content, with the page it came from. */
export type KnowledgeDoc = {
  id: string;
  kind: SourceKind;
  title: string;
  text: string;
  /** Extra words to match on (category, policy name) that are not shown. */
  keywords: string;
  sourceLabel: string;
  to: string;
};

type WithId<T> = T & { id: string };
export type KnowledgeSources = {
  faqs: readonly WithId<Faq>[];
  services: readonly WithId<Service>[];
  packages: readonly WithId<Package>[];
  policies: readonly PolicyDocument[];
};

/** Flattens FAQs, services, packages and policy sections into passages for the index. */
export function buildKnowledge({ faqs, services, packages, policies }: KnowledgeSources): KnowledgeDoc[] {
  return [
    ...faqs.map((faq) => ({
      id: `faq:${faq.id}`,
      kind: 'faq' as const,
      title: faq.question,
      text: faq.answer,
      keywords: faq.category,
      sourceLabel: 'From our FAQ',
      to: paths.faq,
    })),
    ...packages.map((pkg) => ({
      id: `package:${pkg.id}`,
      kind: 'package' as const,
      title: `${pkg.name} — ${pkg.category}`,
      text: `${pkg.summary} ${formatPrice(pkg.price)} for ${pkg.duration}. Includes: ${pkg.features.join('; ')}.`,
      keywords: `${pkg.category} package price cost ${pkg.description}`,
      sourceLabel: `${pkg.category} package`,
      to: packagePath(pkg.id),
    })),
    ...services.map((service) => ({
      id: `service:${service.id}`,
      kind: 'service' as const,
      title: service.title,
      text: `${service.summary} ${service.description}`,
      keywords: 'service',
      sourceLabel: 'Our services',
      to: paths.pricing,
    })),
    ...policies.flatMap((policy) =>
      policy.sections.map((section) => ({
        id: `policy:${policy.path}#${section.id}`,
        kind: 'policy' as const,
        title: section.heading,
        text: section.body.flat().map(toPlainText).join(' '),
        keywords: policy.title,
        sourceLabel: policy.title,
        to: `${policy.path}#${section.id}`,
      })),
    ),
  ];
}
