import { formatIsoDay, formatNumber } from '@common/format';
import type { Answer, Answers, Question, Section } from '@common/schemas/questionnaires';

/** One answer as read back (the customer's submitted form, the owner's booking page and print view). */
export function AnswerValue({ question, value }: { question: Question; value: Answer | undefined }) {
  if (value === undefined) return <span className="text-muted">Not answered</span>;
  if (Array.isArray(value)) return <span>{value.join(', ')}</span>;
  if (typeof value === 'number') return <span className="tabular-nums">{formatNumber(value)}</span>;
  if (typeof value === 'object') {
    return (
      <span>
        {value.name} ·{' '}
        <a href={`tel:${value.phone.replace(/[^+\d]/g, '')}`} className="underline underline-offset-4">
          {value.phone}
        </a>
      </span>
    );
  }
  if (question.type === 'date') return <span>{formatIsoDay(value)}</span>;
  return <span className="whitespace-pre-line">{value}</span>;
}

/** Every section's questions with their answers, as a definition list (read-only). */
export function AnswerSheet({ sections, answers }: { sections: readonly Section[]; answers: Answers }) {
  return (
    <div className="grid gap-6">
      {sections.map((section, s) => (
        <section key={s} className="break-inside-avoid">
          {section.title && <h3 className="mb-3 font-display text-xl font-semibold text-ink">{section.title}</h3>}
          <dl className="grid gap-3 text-sm">
            {section.questions.map((question) => (
              <div key={question.id} className="grid gap-1 sm:grid-cols-[14rem_minmax(0,1fr)] sm:gap-4">
                <dt className="text-muted">{question.label}</dt>
                <dd className="min-w-0 text-ink">
                  <AnswerValue question={question} value={answers[question.id]} />
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
