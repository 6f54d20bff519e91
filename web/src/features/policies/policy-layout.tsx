import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { formatIsoDay } from '@common/format';
import { PageIntro } from '@/components/ui/page-intro';
import { usePageMeta } from '@/lib/use-page-meta';
import { allPolicies } from './all-policies';
import type { PolicyDocument } from '@/lib/policy-types';
import { PolicySectionView } from './policy-section';

/** The one layout every policy page uses: intro, "on this page" navigation, readable sections. */
export function PolicyLayout({ policy }: { policy: PolicyDocument }) {
  usePageMeta(policy.title, policy.summary);
  const others = allPolicies.filter((other) => other.path !== policy.path);
  const { hash } = useLocation();

  // Links such as /payment-policy#deposit (from the assistant) arrive after the scroll-to-top.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
  return (
    <>
      <PageIntro eyebrow="Studio policies" title={policy.title}>
        <p>{policy.summary}</p>
        <p className="mt-4 text-sm text-muted">
          Last updated <time dateTime={policy.lastUpdated}>{formatIsoDay(policy.lastUpdated)}</time>
        </p>
      </PageIntro>
      <div className="container-page grid gap-12 pb-24 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-20">
        <nav aria-label="On this page" className="lg:sticky lg:top-28 lg:self-start">
          <p className="eyebrow">On this page</p>
          <ol className="mt-4 space-y-1 border-l border-sand">
            {policy.sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="-ml-px block border-l-2 border-transparent py-1.5 pl-4 text-sm text-ink-soft transition hover:border-champagne hover:text-ink"
                >
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="max-w-[65ch]">
          {policy.sections.map((section) => (
            <PolicySectionView key={section.id} section={section} />
          ))}
          <footer className="mt-16 border-t border-sand pt-8 text-ink-soft">
            <p className="eyebrow">Also read</p>
            <ul className="mt-3 flex flex-wrap gap-x-8 gap-y-2">
              {others.map((other) => (
                <li key={other.path}>
                  <Link
                    to={other.path}
                    className="font-display text-2xl text-ink underline decoration-sand decoration-2 underline-offset-4 hover:decoration-champagne"
                  >
                    {other.title}
                  </Link>
                </li>
              ))}
            </ul>
          </footer>
        </article>
      </div>
    </>
  );
}
