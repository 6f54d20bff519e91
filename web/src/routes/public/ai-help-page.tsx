import { useMemo } from 'react';
import { Loaded } from '@/components/ui/loaded';
import { PageIntro } from '@/components/ui/page-intro';
import { useActivePackages, useActiveServices, useFaqs } from '@/data/catalogue';
import { combine } from '@/data/result';
import { createAnswerEngine, type AnswerEngine } from '@/features/ai-help/answer-engine';
import { AssistantChat } from '@/features/ai-help/assistant-chat';
import { buildKnowledge } from '@/features/ai-help/knowledge';
import { PackageRecommender } from '@/features/ai-help/package-recommender';
import { allPolicies } from '@/features/policies/all-policies';
import { usePageMeta } from '@/lib/use-page-meta';

export function AiHelpPage() {
  usePageMeta(
    'Ask our assistant',
    'Instant answers from Style & Story’s own FAQ, packages and policies, with links to the source — and package suggestions for your event, date and budget.',
  );
  const faqs = useFaqs();
  const services = useActiveServices();
  const packages = useActivePackages();
  const notes = combine(faqs, services, packages);

  // Everything runs in the browser, nothing is sent anywhere. The search index is built on the
  // first question, not while the page starts: it is this page's heaviest work, and a visitor who
  // only reads never needs it.
  const engine = useMemo<AnswerEngine | null>(() => {
    if (!faqs.data || !services.data || !packages.data) return null;
    let built: AnswerEngine | undefined;
    const knowledge = { faqs: faqs.data, services: services.data, packages: packages.data, policies: allPolicies };
    return (question) => (built ??= createAnswerEngine(buildKnowledge(knowledge)))(question);
  }, [faqs.data, services.data, packages.data]);

  return (
    <>
      <PageIntro eyebrow="AI help" title="Ask our assistant">
        Quick answers drawn from our own FAQ, packages and policies — each with a link to where it comes from. Planning something? Tell us
        the event, date and budget and we’ll suggest a package.
      </PageIntro>
      <div className="container-page grid gap-12 pb-24 lg:grid-cols-[minmax(0,1.55fr)_minmax(0,1fr)] lg:gap-14">
        <section aria-labelledby="ask-heading">
          <h2 id="ask-heading" className="mb-5 text-3xl font-semibold text-ink">
            Ask a question
          </h2>
          {/* The chat shows at once and answers once the notes are here; if they cannot come, it says so. */}
          <Loaded result={notes} what="the studio's notes" loading={<AssistantChat engine={null} />}>
            {() => <AssistantChat engine={engine} />}
          </Loaded>
        </section>
        <section aria-labelledby="recommend-heading" className="rounded-3xl bg-linen p-6 sm:p-8 lg:self-start">
          <h2 id="recommend-heading" className="text-3xl font-semibold text-ink">
            Find your package
          </h2>
          <p className="mb-6 mt-2 text-ink-soft">We’ll match your event and budget to our packages, best fit first.</p>
          <PackageRecommender packages={packages.data ?? null} />
        </section>
      </div>
    </>
  );
}
