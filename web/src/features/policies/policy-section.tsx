import type { PolicySection } from '@/lib/policy-types';
import { RichText } from './rich-text';

export function PolicySectionView({ section }: { section: PolicySection }) {
  return (
    <section
      id={section.id}
      aria-labelledby={`${section.id}-heading`}
      className="scroll-mt-28 border-t border-sand pt-10 first:border-t-0 first:pt-0 [&+&]:mt-10"
    >
      <h2 id={`${section.id}-heading`} className="text-3xl font-semibold text-ink sm:text-4xl">
        {section.heading}
      </h2>
      <div className="mt-5 space-y-5 text-[1.0625rem] leading-[1.8] text-ink-soft">
        {section.body.map((block, i) =>
          typeof block === 'string' ? (
            <p key={i}>
              <RichText text={block} />
            </p>
          ) : (
            <ul key={i} className="space-y-3 pl-1">
              {block.map((item, j) => (
                <li
                  key={j}
                  className="relative pl-6 before:absolute before:left-0 before:top-[0.8em] before:h-px before:w-3 before:bg-champagne"
                >
                  <RichText text={item} />
                </li>
              ))}
            </ul>
          ),
        )}
      </div>
    </section>
  );
}
