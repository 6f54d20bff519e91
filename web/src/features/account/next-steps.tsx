import type { ReactNode } from 'react';

/** "What happens next": a numbered path, each step a title and a sentence or two. */
export function NextSteps({ steps }: { steps: { title: string; body: ReactNode }[] }) {
  return (
    <ol className="grid gap-6">
      {steps.map((step, index) => (
        <li key={step.title} className="grid grid-cols-[2.5rem_1fr] gap-4">
          <span
            aria-hidden="true"
            className="flex size-10 items-center justify-center rounded-full border border-champagne/50 font-display text-xl text-champagne-dark"
          >
            {index + 1}
          </span>
          <div>
            <h3 className="text-xl font-semibold text-ink">{step.title}</h3>
            <div className="mt-1 leading-relaxed text-ink-soft">{step.body}</div>
          </div>
        </li>
      ))}
    </ol>
  );
}
