import { paths } from '@common/paths';
import { EmptyState } from '@/components/ui/empty-state';
import { Loaded } from '@/components/ui/loaded';
import { Skeleton } from '@/components/ui/skeleton';
import { useActiveServices } from '@/data/catalogue';
import { HomeSection } from './section';
import { CardPhoto } from '@/components/catalogue/card-parts';
import { StepNumber } from '@/components/ui/step-number';

export function ServicesSection() {
  const services = useActiveServices();
  return (
    <HomeSection
      id="services"
      eyebrow="What we do"
      title="Styled with care, photographed with heart"
      lead="From intimate elopements to brand launches, one team designs the setting and captures every moment in it."
      more={{ to: paths.pricing, label: 'Packages & pricing' }}
    >
      <div className="grid gap-x-8 gap-y-14 sm:grid-cols-2 lg:grid-cols-3">
        <Loaded
          result={services}
          what="our services"
          loading={<Skeleton count={3} className="aspect-[4/5]" />}
          errorClassName="sm:col-span-2 lg:col-span-3"
          empty={
            <div className="sm:col-span-2 lg:col-span-3">
              <EmptyState title="Our services are being refreshed">Please check back soon, or write to us for a tailored quote.</EmptyState>
            </div>
          }
        >
          {(list) =>
            list.map((service, index) => (
              <article key={service.id} className="group">
                <CardPhoto
                  image={service.image}
                  sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                  className="aspect-[4/3] rounded-3xl sm:aspect-[4/5]"
                />
                <StepNumber n={index + 1} className="mt-6 text-lg" />
                <h3 className="mt-1 text-3xl font-semibold text-ink">{service.title}</h3>
                <p className="mt-3 leading-relaxed text-ink-soft">{service.summary}</p>
              </article>
            ))
          }
        </Loaded>
      </div>
    </HomeSection>
  );
}
