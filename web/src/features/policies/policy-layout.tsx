import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { formatIsoDay } from '@common/format';
import type { PolicyKind } from '@common/schemas/settings';
import { EmptyState } from '@/components/ui/empty-state';
import { PageIntro } from '@/components/ui/page-intro';
import { Skeleton } from '@/components/ui/skeleton';
import { usePublicPolicies } from '@/data/studio';
import { POLICY_PAGES, policyDocument } from '@/lib/policy-documents';
import type { PolicyDocument } from '@/lib/policy-types';
import { useStudio } from '@/lib/studio-context';
import { usePageMeta } from '@/lib/use-page-meta';
import { MarkdownBlock } from '@/components/ui/markdown-block';

/** A policy page: the owner's text (settings/policies) with the studio's settings in it. */
export function PolicyPage({ kind }: { kind: PolicyKind }) {
  const page = POLICY_PAGES.find((p) => p.kind === kind)!;
  const policies = usePublicPolicies();
  const studio = useStudio();
  const policy = policies.status === 'success' && policies.data && studio ? policyDocument(kind, policies.data, studio) : null;
  usePageMeta(page.title, policy?.summary ?? '');
  if (policy) return <PolicyLayout policy={policy} />;
  return (
    <>
      <PageIntro eyebrow="Studio policies" title={page.title} />
      <div className="container-page max-w-[65ch] pb-24">
        {policies.status === 'loading' ? (
          <Skeleton count={3} className="h-40" />
        ) : (
          <EmptyState title="Not published yet">The studio has not published this policy yet. Please ask us in the meantime.</EmptyState>
        )}
      </div>
    </>
  );
}

/**
 * The one layout every policy page uses: intro, "on this page" navigation, readable sections.
 * @internal Exported for its tests only.
 */
export function PolicyLayout({ policy }: { policy: PolicyDocument }) {
  const others = POLICY_PAGES.filter((other) => other.path !== policy.path);
  const { hash } = useLocation();

  // Links such as /payment-policy#deposit (from the assistant) arrive after the scroll-to-top.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
  return (
    <>
      <PageIntro eyebrow="Studio policies" title={policy.title}>
        {policy.lead && <MarkdownBlock markdown={policy.lead} className="text-lg" />}
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
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className="scroll-mt-28 border-t border-sand pt-10 first:border-t-0 first:pt-0 [&+&]:mt-10"
            >
              <h2 id={`${section.id}-heading`} className="text-3xl font-semibold text-ink sm:text-4xl">
                {section.heading}
              </h2>
              <MarkdownBlock markdown={section.markdown} className="mt-5 text-[1.0625rem]" />
            </section>
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
