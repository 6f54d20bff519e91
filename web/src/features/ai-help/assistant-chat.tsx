import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { useStudio } from '@/lib/studio-context';
import type { AnswerEngine } from './answer-engine';
import { AnswerView, AssistantBubble, VisitorBubble } from './chat-message';
import { starterQuestions } from './starter-questions';
import { useAssistant } from './use-assistant';

/** The chat: a polite live log of questions and answers, starter questions, and an input. */
export function AssistantChat({ engine }: { engine: AnswerEngine | null }) {
  const { messages, ask, ready } = useAssistant(engine);
  const area = useStudio()?.areaServed;
  const [draft, setDraft] = useState('');
  const log = useRef<HTMLDivElement>(null);

  // Bring the newest question to the top of the transcript, so its answer reads from the start.
  useEffect(() => {
    const element = log.current;
    const question = element?.children[element.children.length - 2];
    if (messages.length > 0 && question instanceof HTMLElement) {
      element?.scrollTo({ top: question.offsetTop - 16, behavior: 'smooth' });
    }
  }, [messages.length]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ask(draft)) setDraft('');
  };

  return (
    <div className="flex flex-col overflow-hidden rounded-3xl border border-sand bg-white shadow-[0_24px_60px_-36px_rgba(31,28,25,0.3)]">
      <div
        ref={log}
        role="log"
        aria-live="polite"
        aria-label="Conversation with the assistant"
        tabIndex={0}
        className="relative max-h-[32rem] min-h-[14rem] space-y-5 overflow-y-auto p-3 sm:p-8"
      >
        <AssistantBubble>
          <p>
            Hello — I’m the studio’s assistant. I answer from our own FAQ, packages and policies, and link you to the page each answer comes
            from.
          </p>
        </AssistantBubble>
        {messages.map((message) =>
          message.role === 'visitor' ? (
            <VisitorBubble key={message.id} text={message.text} />
          ) : (
            <AssistantBubble key={message.id}>
              <AnswerView answer={message.answer} />
            </AssistantBubble>
          ),
        )}
      </div>
      <div className="border-t border-sand bg-ivory/60 p-5 sm:p-6">
        <p id="starter-label" className="eyebrow">
          Try asking
        </p>
        <ul aria-labelledby="starter-label" className="mt-3 flex flex-wrap gap-2">
          {starterQuestions(area).map((question) => (
            <li key={question}>
              <button
                type="button"
                disabled={!ready}
                onClick={() => ask(question)}
                className="rounded-full border border-sand bg-white px-4 py-2 text-sm text-ink-soft transition hover:border-champagne hover:text-ink disabled:opacity-60"
              >
                {question}
              </button>
            </li>
          ))}
        </ul>
        <form onSubmit={submit} className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="min-w-0 flex-1">
            <label htmlFor="assistant-question" className="block text-sm font-medium text-ink-soft">
              Your question
            </label>
            <input
              id="assistant-question"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              placeholder="e.g. What happens if we cancel?"
              autoComplete="off"
              maxLength={300}
              className="mt-1.5 block w-full rounded-xl border border-sand bg-white px-4 py-3 text-base text-ink placeholder:text-muted/70 focus:border-champagne-dark focus:outline-none focus:ring-2 focus:ring-champagne/30"
            />
          </div>
          <Button type="submit" busy={!ready} busyLabel="Reading our notes…">
            Ask
          </Button>
        </form>
      </div>
    </div>
  );
}
