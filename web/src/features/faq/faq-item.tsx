import { useId } from 'react';

type Props = { question: string; answer: string; open: boolean; onToggle: () => void };

/** One disclosure: the question is a button that shows or hides its answer region. */
export function FaqItem({ question, answer, open, onToggle }: Props) {
  const id = useId();
  return (
    <div className="border-b border-sand">
      <h3 className="font-sans text-base">
        <button
          type="button"
          id={`${id}-q`}
          aria-expanded={open}
          aria-controls={`${id}-a`}
          onClick={onToggle}
          className="group flex w-full items-start justify-between gap-6 py-5 text-left font-display text-xl font-semibold leading-snug text-ink transition hover:text-champagne-dark sm:text-2xl"
        >
          {question}
          <span
            aria-hidden="true"
            className={`mt-1 flex size-7 shrink-0 items-center justify-center rounded-full border border-sand font-sans text-base text-champagne-dark transition ${open ? 'rotate-45 bg-linen' : ''}`}
          >
            +
          </span>
        </button>
      </h3>
      <div id={`${id}-a`} role="region" aria-labelledby={`${id}-q`} hidden={!open} className="pb-6 pr-10">
        <p className="max-w-[65ch] whitespace-pre-line leading-relaxed text-ink-soft">{answer}</p>
      </div>
    </div>
  );
}
