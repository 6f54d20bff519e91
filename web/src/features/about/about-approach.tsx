import { APPROACH, VALUES } from './about-content';
import { StepNumber } from '@/components/ui/step-number';

/** How we work (four steps) and what we hold to (three values). */
export function AboutApproach() {
  return (
    <>
      <section aria-labelledby="approach-title" className="bg-linen">
        <div className="container-page py-20 sm:py-28">
          <p className="eyebrow">Our approach</p>
          <h2 id="approach-title" className="mt-3 max-w-2xl text-4xl font-semibold leading-tight text-ink sm:text-5xl">
            One team, from the first idea to the last print
          </h2>
          <ol className="mt-14 grid gap-10 sm:grid-cols-2 lg:grid-cols-4">
            {APPROACH.map((item, index) => (
              <li key={item.step} className="border-t border-ink/15 pt-6">
                <StepNumber n={index + 1} className="text-lg" />
                <h3 className="mt-1 text-3xl font-semibold text-ink">{item.step}</h3>
                <p className="mt-3 leading-relaxed text-ink-soft">{item.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
      <section aria-labelledby="values-title" className="container-page py-20 sm:py-28">
        <div className="grid gap-12 lg:grid-cols-[1fr_2fr] lg:gap-20">
          <div>
            <p className="eyebrow">What we value</p>
            <h2 id="values-title" className="mt-3 text-4xl font-semibold leading-tight text-ink sm:text-5xl">
              Beauty with substance
            </h2>
          </div>
          <dl className="grid gap-10 sm:grid-cols-3">
            {VALUES.map((value) => (
              <div key={value.title}>
                <dt className="font-display text-2xl font-semibold text-ink">{value.title}</dt>
                <dd className="mt-3 leading-relaxed text-ink-soft">{value.text}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
    </>
  );
}
