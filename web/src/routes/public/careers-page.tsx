import { PageIntro, SectionHeading } from '@/components/ui/page-intro';
import { EmptyState } from '@/components/ui/empty-state';
import { Loaded } from '@/components/ui/loaded';
import { Skeleton } from '@/components/ui/skeleton';
import { useActiveJobOpenings } from '@/data/catalogue';
import { openApplicationMailto } from '@/features/careers/apply-mailto';
import { PagePhoto } from '@/features/contact/page-photo';
import { HowToApply } from '@/features/careers/how-to-apply';
import { JobOpeningCard } from '@/features/careers/job-opening-card';
import { withArea } from '@common/area-served';
import { paths } from '@common/paths';
import { useStudio } from '@/lib/studio-context';
import { usePageMeta } from '@/lib/use-page-meta';

const linkClass = 'font-semibold text-ink underline underline-offset-4';

export function CareersPage() {
  usePageMeta(
    'Careers',
    'Join {studio}[[ in {area}]]: open roles for photographers, stylists and studio staff, and how to apply with your portfolio.',
  );
  const openings = useActiveJobOpenings();
  const studio = useStudio();
  const openApplication = studio ? openApplicationMailto(studio) : paths.contact;
  return (
    <>
      <PageIntro eyebrow="Careers" title="Make beautiful days with us">
        {withArea(
          'We are a small team of photographers, stylists and planners[[ in {area}]] who care about light, detail and the people in front of the lens.',
          studio?.areaServed,
        )}{' '}
        When we grow, we look for kind, curious people with an eye of their own.
      </PageIntro>
      <div className="container-page pb-16">
        <PagePhoto
          preferredIds={['studio-sweep', 'candlelit-supper']}
          priority
          className="aspect-[16/9] rounded-3xl sm:aspect-[21/8]"
          sizes="(min-width: 1280px) 1184px, 100vw"
        />
      </div>
      <section aria-labelledby="openings-heading" className="container-page pb-20">
        <h2 id="openings-heading" className="mb-8 text-3xl font-semibold text-ink sm:text-4xl">
          Open roles
        </h2>
        <Loaded
          result={openings}
          what="the open roles"
          loading={<Skeleton count={2} className="h-80" layout="grid gap-6" />}
          empty={
            <EmptyState title="No open roles right now">
              We still love meeting talented people. Send an{' '}
              <a href={openApplication} className={linkClass}>
                open application
              </a>{' '}
              with your portfolio and we will keep it on file.
            </EmptyState>
          }
        >
          {(list) => (
            <div className="grid gap-8">
              {list.map((opening) => (
                <JobOpeningCard key={opening.id} opening={opening} />
              ))}
            </div>
          )}
        </Loaded>
      </section>
      <section aria-label="How to apply" className="container-page">
        <div className="rounded-3xl bg-white px-6 py-14 sm:px-12 sm:py-16">
          <SectionHeading eyebrow="How to apply" title="Three simple steps">
            No forms, no cover-letter templates. Show us what you make and tell us why it matters to you.
          </SectionHeading>
          <div className="mt-12">
            <HowToApply />
          </div>
          <p className="mt-10 text-ink-soft">
            Don’t see your role? Send an{' '}
            <a href={openApplication} className={linkClass}>
              open application
            </a>
            .
          </p>
        </div>
      </section>
    </>
  );
}
