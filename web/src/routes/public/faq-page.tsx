import { paths } from '@common/paths';
import { ButtonLink } from '@/components/ui/button';
import { Loaded } from '@/components/ui/loaded';
import { PageIntro } from '@/components/ui/page-intro';
import { Skeleton } from '@/components/ui/skeleton';
import { useFaqs } from '@/data/catalogue';
import { FaqBrowser } from '@/features/faq/faq-browser';
import { faqPage } from '@/lib/structured-data';
import { usePageMeta } from '@/lib/use-page-meta';

export function FaqPage() {
  const faqs = useFaqs();
  usePageMeta(
    'Frequently asked questions',
    'Answers about booking {studio}: deposits and payment, photo delivery, travel[[ around {area}]], styling and frames. Search every question.',
    { structuredData: faqs.data?.length ? [faqPage(faqs.data)] : [] },
  );
  return (
    <>
      <PageIntro eyebrow="FAQ" title="Questions, answered" align="center">
        Everything couples, families and planners usually ask us before they book. Search, or browse by topic.
      </PageIntro>
      <div className="container-page pb-20">
        <Loaded result={faqs} what="the questions" loading={<Skeleton count={5} className="h-16" layout="mx-auto grid max-w-3xl gap-4" />}>
          {(list) => <FaqBrowser faqs={list} />}
        </Loaded>
      </div>
      <section aria-labelledby="faq-more-heading" className="container-page">
        <div className="flex flex-col items-center rounded-3xl bg-linen px-6 py-16 text-center sm:py-20">
          <h2 id="faq-more-heading" className="text-4xl font-semibold text-ink sm:text-5xl">
            Still wondering?
          </h2>
          <p className="mt-4 max-w-xl text-lg text-ink-soft">
            Ask our assistant for an instant answer, or write to us and a real person replies within one business day.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <ButtonLink to={paths.contact}>Contact the studio</ButtonLink>
            <ButtonLink to={paths.aiHelp} variant="secondary">
              Ask our assistant
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
