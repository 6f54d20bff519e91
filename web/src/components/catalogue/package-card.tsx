import type { Package } from '@common/schemas';
import { packagePath } from '@common/paths';
import { formatPrice } from '@common/format';
import type { WithId } from '@/data/collection';
import { FeatureList } from './feature-list';
import { CardPhoto, CardTitleLink } from './card-parts';

const KEY_FEATURES = 4;

/** One package in a comparable card: same slots in the same place, the whole card is the link. */
type Props = {
  pkg: WithId<Package>;
  /** Off where the heading around the cards already says it ("most loved", the category). */
  showBadge?: boolean;
  showCategory?: boolean;
  /** For the first card of a page: its picture loads at once, with high priority. */
  priority?: boolean;
};

export function PackageCard({ pkg, showBadge = true, showCategory = true, priority = false }: Props) {
  const hidden = pkg.features.length - KEY_FEATURES;
  return (
    <article
      className={`group relative flex flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 transition duration-300 hover:-translate-y-1 hover:shadow-xl has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-champagne-dark ${pkg.featured && showBadge ? 'ring-champagne/60' : 'ring-sand/70'}`}
    >
      <CardPhoto
        image={pkg.image}
        priority={priority}
        sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        className="relative aspect-[4/3]"
      >
        {pkg.featured && showBadge && (
          <span className="absolute left-4 top-4 rounded-full bg-ivory/95 px-3 py-1 text-[0.7rem] font-semibold uppercase tracking-[0.18em] text-champagne-dark shadow-sm">
            Most loved
          </span>
        )}
      </CardPhoto>
      <div className="flex flex-1 flex-col p-7">
        {showCategory && <p className="eyebrow mb-2">{pkg.category}</p>}
        <h3 className="text-3xl font-semibold leading-tight text-ink">
          <CardTitleLink to={packagePath(pkg.id)} underline="none" className="scroll-mt-48">
            {pkg.name}
          </CardTitleLink>
        </h3>
        <p className="mt-4 flex items-baseline gap-2">
          <span className="font-display text-4xl font-semibold text-ink">{formatPrice(pkg.price)}</span>
          <span className="text-sm text-muted">· {pkg.duration}</span>
        </p>
        <p className="mt-3 leading-relaxed text-ink-soft">{pkg.summary}</p>
        <FeatureList features={pkg.features.slice(0, KEY_FEATURES)} className="mt-5 border-t border-sand/70 pt-5" />
        {hidden > 0 && <p className="mt-3 text-sm text-muted">+ {hidden} more included</p>}
        <span
          aria-hidden="true"
          className="mt-auto pt-6 text-sm font-semibold tracking-wide text-ink underline decoration-champagne decoration-2 underline-offset-8 transition group-hover:decoration-ink"
        >
          View details
        </span>
      </div>
    </article>
  );
}
