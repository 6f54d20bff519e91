import type { Package } from '@common/schemas';
import { Link } from 'react-router-dom';
import { bookingPath, packagePath, paths } from '@common/paths';
import { formatIsoDay, formatPrice } from '@common/format';
import type { Recommendation, RecommendationRequest } from './recommend';

type Pkg = Package & { id: string };
const inlineLink = 'font-semibold text-ink underline decoration-champagne/60 decoration-2 underline-offset-4';

function PackageSuggestion({ pkg, best }: { pkg: Pkg; best: boolean }) {
  return (
    <li className={`rounded-2xl border bg-white p-5 ${best ? 'border-champagne' : 'border-sand'}`}>
      {best && <p className="eyebrow mb-1">Best fit</p>}
      <div className="flex flex-wrap items-baseline justify-between gap-x-4">
        <h4 className="font-display text-2xl font-semibold text-ink">{pkg.name}</h4>
        <p className="font-semibold text-ink">{formatPrice(pkg.price)}</p>
      </div>
      <p className="text-sm text-muted">
        {pkg.category} · {pkg.duration}
      </p>
      <p className="mt-2 text-ink-soft">{pkg.summary}</p>
      <p className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm font-semibold">
        <Link to={packagePath(pkg.id)} className="text-champagne-dark underline-offset-4 hover:underline">
          View details<span className="sr-only"> of {pkg.name}</span>
        </Link>
        <Link to={bookingPath(pkg.id)} className="text-champagne-dark underline-offset-4 hover:underline">
          Book {pkg.name}
        </Link>
      </p>
    </li>
  );
}

export function RecommendationResults({
  request,
  recommendation,
}: {
  request: RecommendationRequest;
  recommendation: Recommendation<Pkg>;
}) {
  const { matches, closest, categoryMatched, shortNotice, daysAway } = recommendation;
  const budget = formatPrice(request.budget);
  return (
    <section aria-label="Suggested packages">
      <h3 className="text-2xl font-semibold text-ink">
        {matches.length > 0
          ? `${matches.length === 1 ? 'One package fits' : `${matches.length} packages fit`} ${budget}`
          : `Nothing fits ${budget} yet`}
      </h3>
      {!categoryMatched && (matches.length > 0 || closest) && (
        <p className="mt-2 text-ink-soft">
          We don’t have a dedicated {request.eventType.toLowerCase()} package, so these come from our whole range.
        </p>
      )}
      {shortNotice && (
        <p className="mt-3 rounded-2xl bg-champagne/10 px-4 py-3 text-sm text-ink">
          {formatIsoDay(request.date)} is {daysAway === 0 ? 'today' : daysAway === 1 ? 'tomorrow' : `${daysAway} days away`} — short notice,
          but often possible.{' '}
          <Link to={paths.contact} className={inlineLink}>
            Ask us about the date
          </Link>{' '}
          before you book.
        </p>
      )}
      {matches.length > 0 ? (
        <ul className="mt-4 space-y-3">
          {matches.slice(0, 3).map((pkg, i) => (
            <PackageSuggestion key={pkg.id} pkg={pkg} best={i === 0} />
          ))}
        </ul>
      ) : (
        <>
          <p className="mt-2 text-ink-soft">
            {closest ? `The closest is ${closest.name} at ${formatPrice(closest.price)}.` : 'We have no packages listed right now.'} We can
            also shape a{' '}
            <Link to={paths.contact} className={inlineLink}>
              custom package
            </Link>{' '}
            around your budget.
          </p>
          {closest && (
            <ul className="mt-4">
              <PackageSuggestion pkg={closest} best={false} />
            </ul>
          )}
        </>
      )}
    </section>
  );
}
