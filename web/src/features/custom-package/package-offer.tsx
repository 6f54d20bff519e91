import type { ReactNode } from 'react';
import type { CustomPackageLink } from '@common/schemas';
import { formatDate, formatPrice } from '@common/format';
import { useStudio } from '@/lib/studio-context';

/** The package as the owner shared it: their note, what it is, what's included; `aside` holds the next step. */
export function PackageOffer({ link, aside }: { link: CustomPackageLink; aside: ReactNode }) {
  const studio = useStudio();
  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      <article aria-labelledby="custom-package-name" className="rounded-3xl border border-sand bg-white p-7 shadow-sm sm:p-10">
        <p className="eyebrow">
          Designed for {link.userName || 'you'} · {formatDate(link.createdAt)}
        </p>
        <h2 id="custom-package-name" className="mt-3 text-4xl font-semibold leading-tight text-ink sm:text-5xl">
          {link.packageName}
        </h2>
        {link.message && (
          <figure className="mt-7 border-l-2 border-champagne pl-5">
            <blockquote className="whitespace-pre-line font-display text-xl italic leading-relaxed text-ink-soft">
              {link.message}
            </blockquote>
            {studio && <figcaption className="mt-2 text-sm text-muted">— {studio.name}</figcaption>}
          </figure>
        )}
        <p className="mt-7 whitespace-pre-line text-lg leading-relaxed text-ink-soft">{link.description}</p>
        {link.features.length > 0 && (
          <>
            <h3 className="mt-10 text-2xl font-semibold text-ink">What's included</h3>
            <ul className="mt-4 grid gap-3 sm:grid-cols-2">
              {link.features.map((feature) => (
                <li key={feature} className="flex gap-3 text-ink-soft">
                  <span aria-hidden="true" className="mt-0.5 text-champagne-dark">
                    ✓
                  </span>
                  <span>{feature}</span>
                </li>
              ))}
            </ul>
          </>
        )}
      </article>
      <aside aria-label="Price and next step" className="rounded-3xl bg-ink p-7 text-ivory shadow-sm sm:p-9 lg:sticky lg:top-28">
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-champagne">Your price</p>
        <p className="mt-3 font-display text-5xl font-semibold">{formatPrice(link.price)}</p>
        <dl className="mt-6 grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 border-t border-ivory/20 pt-5 text-sm">
          <dt className="text-ivory/75">Deposit to secure the date</dt>
          <dd className="text-right font-semibold">{formatPrice(link.deposit)}</dd>
          <dt className="text-ivory/75">Balance</dt>
          <dd className="text-right">{formatPrice(link.price - link.deposit)}</dd>
          <dt className="text-ivory/75">Offer open until</dt>
          <dd className="text-right">{formatDate(link.expiresAt)}</dd>
        </dl>
        {aside}
      </aside>
    </div>
  );
}
