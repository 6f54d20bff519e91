import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatDateTime, formatIsoDay } from '@common/format';
import { paths } from '@common/paths';
import {
  QUESTIONNAIRE_LIMITS as L,
  answerProblem,
  formProblems,
  isEmptyAnswer,
  type Answer,
  type Answers,
  type BookingQuestionnaire,
  type PersonAnswer,
  type Question,
} from '@common/schemas/questionnaires';
import { Button } from '@/components/ui/button';
import { controlClass } from '@/components/ui/field';
import { Loaded } from '@/components/ui/loaded';
import { Skeleton } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast';
import type { WithId } from '@/data/collection';
import { useBookingForm, useSaveAnswer, useSubmitForm } from '@/data/questionnaires';
import { describeWriteError } from '@/lib/write-errors';
import { AnswerValue } from '@/components/ui/answer-value';

type Form = WithId<BookingQuestionnaire>;

function Unavailable() {
  return (
    <div role="alert" className="mx-auto max-w-2xl rounded-3xl border border-sand bg-white/70 px-6 py-12 text-center shadow-sm sm:px-12">
      <h1 className="text-3xl font-semibold text-ink sm:text-4xl">This questionnaire isn&apos;t available</h1>
      <p className="mx-auto mt-4 max-w-md leading-relaxed text-ink-soft">
        A questionnaire opens only for the account that made the booking. Yours are in{' '}
        <Link to={paths.profile} className="font-semibold text-ink underline underline-offset-4">
          your profile
        </Link>
        .
      </p>
    </div>
  );
}

export function AnswerFormLoader({ formId }: { formId: string }) {
  return (
    <Loaded
      result={useBookingForm(formId)}
      what="your questionnaire"
      flag="customer"
      loading={<Skeleton count={3} className="h-32" />}
      error={<Unavailable />}
      empty={<Unavailable />}
    >
      {(form) => (form ? <AnswerForm key={`${form.id}-${form.submissions}`} form={form} /> : <Unavailable />)}
    </Loaded>
  );
}

const TEXT_DELAY_MS = 700;

/**
 * The customer's questionnaire, made for a phone: one column, large fields, each answer saved a
 * moment after they stop typing (a choice at once), a problem said beside its field, submitted once.
 */
function AnswerForm({ form }: { form: Form }) {
  const [answers, setAnswers] = useState<Answers>(form.answers);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [pending, setPending] = useState(0);
  const [saveError, setSaveError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const saveAnswer = useSaveAnswer();
  const submitForm = useSubmitForm();
  const toast = useToast();
  const questions = form.sections.flatMap((s) => s.questions);
  const submitted = form.state === 'submitted';

  useEffect(() => {
    const pendingTimers = timers.current;
    return () => pendingTimers.forEach((timer) => clearTimeout(timer));
  }, []);

  async function persist(question: Question, value: Answer | undefined) {
    if (value !== undefined && !isEmptyAnswer(value) && answerProblem(question, value)) return;
    setPending((n) => n + 1);
    try {
      await saveAnswer(form.id, question.id, value);
      setSaveError(undefined);
    } catch (error) {
      setSaveError(describeWriteError(error, 'your answer'));
    } finally {
      setPending((n) => n - 1);
    }
  }

  function change(question: Question, value: Answer | undefined, delay = 0) {
    setAnswers((current) => {
      const next = { ...current };
      if (value === undefined || isEmptyAnswer(value)) delete next[question.id];
      else next[question.id] = value;
      return next;
    });
    const timer = timers.current.get(question.id);
    if (timer) clearTimeout(timer);
    if (delay)
      timers.current.set(
        question.id,
        setTimeout(() => void persist(question, value), delay),
      );
    else void persist(question, value);
  }

  async function submit() {
    const problems = formProblems(form.sections, answers);
    setTouched(new Set(questions.map((q) => q.id)));
    if (problems.length) {
      document.getElementById(`question-${problems[0].id}`)?.focus();
      toast(`${problems.length === 1 ? 'One question needs' : `${problems.length} questions need`} a look first.`, 'error');
      return;
    }
    timers.current.forEach((timer) => clearTimeout(timer));
    setSubmitting(true);
    try {
      for (const q of questions) {
        if (JSON.stringify(answers[q.id]) !== JSON.stringify(form.answers[q.id])) await saveAnswer(form.id, q.id, answers[q.id]);
      }
      await submitForm({ ...form, answers });
      toast('Thank you: your answers are with the studio');
    } catch (error) {
      toast(describeWriteError(error, 'your answers'), 'error');
    } finally {
      setSubmitting(false);
    }
  }

  const answered = questions.filter((q) => answers[q.id] !== undefined).length;
  const status =
    saveError ??
    (pending
      ? 'Saving…'
      : submitted
        ? `Submitted ${form.submittedAt ? formatDateTime(form.submittedAt) : ''}`
        : 'Your answers are saved as you type');
  return (
    <article className="mx-auto grid max-w-2xl gap-6">
      <header className="rounded-3xl border border-sand bg-white p-6 shadow-sm sm:p-10">
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-champagne-dark">
          For your event on {formatIsoDay(form.eventDate)}
        </p>
        <h1 className="mt-3 text-3xl font-semibold text-ink sm:text-4xl">{form.name}</h1>
        {form.intro && <p className="mt-4 whitespace-pre-line leading-relaxed text-ink-soft">{form.intro}</p>}
        <div className="mt-5 flex flex-wrap items-center justify-between gap-2 text-sm">
          <p className="text-muted">
            {answered} of {questions.length} answered
          </p>
          <p role="status" className={saveError ? 'font-medium text-danger' : 'text-muted'}>
            {status}
          </p>
        </div>
      </header>
      {form.sections.map((section, s) => (
        <section key={s} className="grid gap-6 rounded-3xl border border-sand bg-white p-6 sm:p-10" aria-label={section.title || undefined}>
          {section.title && <h2 className="text-2xl font-semibold text-ink">{section.title}</h2>}
          {section.questions.map((question) =>
            submitted ? (
              <div key={question.id}>
                <p className="text-sm font-medium text-ink-soft">{question.label}</p>
                <div className="mt-1 text-ink">
                  <AnswerValue question={question} value={answers[question.id]} />
                </div>
              </div>
            ) : (
              <QuestionField
                key={question.id}
                question={question}
                value={answers[question.id]}
                error={touched.has(question.id) ? (answerProblem(question, answers[question.id]) ?? undefined) : undefined}
                onChange={(value, delay) => change(question, value, delay)}
                onBlur={() => setTouched((t) => new Set(t).add(question.id))}
              />
            ),
          )}
        </section>
      ))}
      {submitted ? (
        <p className="rounded-3xl border border-sage/40 bg-sage/10 px-6 py-5 text-ink">
          Submitted. The studio has your answers; if something changes, reply to their email and they can open the questionnaire again.
        </p>
      ) : (
        <div className="sticky bottom-4 flex flex-wrap items-center justify-between gap-3 rounded-3xl border border-sand bg-white/95 p-4 shadow-lg backdrop-blur sm:p-5">
          <p className="text-sm text-muted">Submit once everything is in. You cannot change answers after that.</p>
          <Button onClick={() => void submit()} busy={submitting} busyLabel="Submitting…" className="w-full sm:w-auto">
            Submit answers
          </Button>
        </div>
      )}
    </article>
  );
}

interface FieldProps {
  question: Question;
  value: Answer | undefined;
  error?: string;
  onChange: (value: Answer | undefined, delay?: number) => void;
  onBlur: () => void;
}

/** One question as the customer answers it: a label, its help, the input its type needs, its problem. */
function QuestionField({ question, value, error, onChange, onBlur }: FieldProps) {
  const id = `question-${question.id}`;
  const described = error ? `${id}-error` : question.help ? `${id}-help` : undefined;
  const common = {
    id,
    onBlur,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
    'aria-required': question.required || undefined,
  };
  const text = typeof value === 'string' ? value : '';
  let input: React.ReactNode;
  switch (question.type) {
    case 'short':
      input = (
        <input
          {...common}
          className={controlClass}
          value={text}
          maxLength={L.shortAnswer + 20}
          onChange={(e) => onChange(e.target.value, TEXT_DELAY_MS)}
        />
      );
      break;
    case 'long':
      input = (
        <textarea {...common} rows={4} className={controlClass} value={text} onChange={(e) => onChange(e.target.value, TEXT_DELAY_MS)} />
      );
      break;
    case 'date':
      input = <input {...common} type="date" className={controlClass} value={text} onChange={(e) => onChange(e.target.value)} />;
      break;
    case 'time':
      input = <input {...common} type="time" className={controlClass} value={text} onChange={(e) => onChange(e.target.value)} />;
      break;
    case 'number':
      input = (
        <input
          {...common}
          type="number"
          inputMode="decimal"
          className={controlClass}
          value={typeof value === 'number' ? value : ''}
          onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value), TEXT_DELAY_MS)}
        />
      );
      break;
    case 'person': {
      const person: PersonAnswer = value && typeof value === 'object' && !Array.isArray(value) ? value : { name: '', phone: '' };
      input = (
        <div className="mt-1.5 grid gap-3 sm:grid-cols-2">
          <input
            {...common}
            aria-label={`${question.label}: name`}
            placeholder="Name"
            autoComplete="off"
            className={controlClass.replace('mt-1.5 ', '')}
            value={person.name}
            onChange={(e) => onChange({ ...person, name: e.target.value }, TEXT_DELAY_MS)}
          />
          <input
            id={`${id}-phone`}
            onBlur={onBlur}
            aria-label={`${question.label}: phone`}
            aria-invalid={common['aria-invalid']}
            type="tel"
            inputMode="tel"
            placeholder="Phone"
            className={controlClass.replace('mt-1.5 ', '')}
            value={person.phone}
            onChange={(e) => onChange({ ...person, phone: e.target.value }, TEXT_DELAY_MS)}
          />
        </div>
      );
      break;
    }
    case 'choice':
    case 'multi': {
      const several = question.type === 'multi';
      const chosen = several ? (Array.isArray(value) ? value : []) : [text];
      input = (
        <div
          role={several ? 'group' : 'radiogroup'}
          aria-labelledby={`${id}-label`}
          aria-describedby={described}
          className="mt-2 grid gap-2 sm:grid-cols-2"
        >
          {question.options.map((option, i) => (
            <label
              key={option}
              className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-sand bg-white px-4 py-3 text-ink transition has-[:checked]:border-champagne-dark has-[:checked]:bg-champagne/10 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-champagne/40"
            >
              <input
                id={i === 0 ? id : undefined}
                type={several ? 'checkbox' : 'radio'}
                name={id}
                className="size-4 accent-champagne-dark"
                checked={chosen.includes(option)}
                onBlur={onBlur}
                onChange={(e) => onChange(several ? (e.target.checked ? [...chosen, option] : chosen.filter((o) => o !== option)) : option)}
              />
              {option}
            </label>
          ))}
        </div>
      );
      break;
    }
  }
  const labelled = question.type === 'choice' || question.type === 'multi' || question.type === 'person';
  return (
    <div>
      {labelled ? (
        <p id={`${id}-label`} className="block font-medium text-ink">
          {question.label}
          {question.required && <Required />}
        </p>
      ) : (
        <label id={`${id}-label`} htmlFor={id} className="block font-medium text-ink">
          {question.label}
          {question.required && <Required />}
        </label>
      )}
      {question.help && (
        <p id={`${id}-help`} className="mt-1 text-sm text-muted">
          {question.help}
        </p>
      )}
      {input}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

const Required = () => (
  <span className="ml-1 text-danger" aria-label="required">
    *
  </span>
);
