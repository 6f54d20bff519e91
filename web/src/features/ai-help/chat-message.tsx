import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@common/paths';
import type { Answer, Passage } from './answer-engine';

const inlineLink =
  'font-semibold text-ink underline decoration-champagne/60 decoration-2 underline-offset-4 hover:decoration-champagne-dark';

export function AssistantBubble({ children }: { children: ReactNode }) {
  return (
    <div className="flex gap-3 pr-2 sm:pr-0">
      <span
        aria-hidden="true"
        className="mt-1 hidden size-8 shrink-0 items-center justify-center rounded-full bg-ink font-display text-sm text-ivory sm:flex"
      >
        S
      </span>
      <div className="min-w-0 max-w-[46rem] rounded-3xl rounded-tl-md bg-linen p-3 leading-relaxed text-ink-soft sm:px-5 sm:py-4">
        <span className="sr-only">Assistant: </span>
        {children}
      </div>
    </div>
  );
}

export function VisitorBubble({ text }: { text: string }) {
  return (
    <div className="flex justify-end">
      <p className="ml-8 max-w-[36rem] break-words rounded-3xl rounded-tr-md bg-ink px-5 py-3 text-ivory">
        <span className="sr-only">You: </span>
        {text}
      </p>
    </div>
  );
}

function PassageCard({ passage }: { passage: Passage }) {
  return (
    <li className="rounded-2xl bg-white px-4 py-3">
      <p className="font-semibold text-ink">{passage.title}</p>
      <p className="mt-1 text-[0.9375rem]">{passage.excerpt}</p>
      <Link
        to={passage.to}
        className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-champagne-dark underline-offset-4 hover:underline"
      >
        {passage.sourceLabel}
        <span aria-hidden="true">→</span>
      </Link>
    </li>
  );
}

const StillStuck = () => (
  <p className="mt-3 text-sm">
    Need a person?{' '}
    <Link to={paths.contact} className={inlineLink}>
      Contact us
    </Link>{' '}
    or open a{' '}
    <Link to={paths.support} className={inlineLink}>
      support request
    </Link>
    .
  </p>
);

/** Words for each kind of answer; passages always carry a link to their source page. */
export function AnswerView({ answer }: { answer: Answer }) {
  if (answer.kind === 'greeting') {
    return <p>Hello! Ask me anything about our packages, payments, photo delivery or policies.</p>;
  }
  if (answer.kind === 'fallback') {
    return (
      <>
        <p>I couldn’t find that in our notes, sorry. Try different words, or ask the team — we reply within one business day.</p>
        <StillStuck />
      </>
    );
  }
  return (
    <>
      <p>{answer.confidence === 'high' ? 'Here’s what our studio says:' : 'I’m not completely sure, but this looks closest:'}</p>
      <ul className="mt-3 space-y-2">
        {answer.passages.map((passage) => (
          <PassageCard key={passage.id} passage={passage} />
        ))}
      </ul>
      {answer.confidence === 'partial' && <StillStuck />}
    </>
  );
}
