import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { questionnairePath } from '@common/paths';
import {
  QUESTIONNAIRE_LIMITS as L,
  QUESTION_TYPES,
  QUESTION_TYPE_NAMES,
  questionnaireInputSchema,
  type Question,
  type QuestionnaireInput,
  type QuestionType,
} from '@common/schemas/questionnaires';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField, controlClass } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import type { WithId } from '@/data/collection';
import { useNewQuestionnaireId, useSaveQuestionnaire } from '@/data/questionnaires';
import { describeWriteError } from '@/lib/write-errors';

const newQuestionId = () => `q${Math.random().toString(36).slice(2, 10)}`;
const blankQuestion = (): Question => ({ id: newQuestionId(), type: 'short', label: '', help: '', required: false, options: [] });
const BLANK: QuestionnaireInput = { name: '', intro: '', sections: [{ title: '', questions: [blankQuestion()] }] };
const choosing = (type: QuestionType) => type === 'choice' || type === 'multi';

type Errors = Record<string, string>;

/** The schema's first word on each path, keyed "sections.0.questions.2.label". */
function errorsOf(input: QuestionnaireInput): Errors {
  const parsed = questionnaireInputSchema.safeParse(input);
  if (parsed.success) return {};
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.');
    const message = issue.code === 'too_small' && issue.minimum === 1 && issue.path.at(-1) !== 'questions' ? 'Fill this in' : issue.message;
    errors[key] ??= message;
  }
  return errors;
}

/**
 * The questionnaire builder: a name and an introduction, then sections of typed questions, each
 * with its label, help text, required mark and (for a choice) its choices. Saved whole; the schema
 * names every problem beside its field before anything is written.
 */
export function QuestionnaireBuilder({ questionnaire }: { questionnaire: WithId<QuestionnaireInput & { archived: boolean }> | null }) {
  const [draft, setDraft] = useState<QuestionnaireInput>(() =>
    questionnaire ? { name: questionnaire.name, intro: questionnaire.intro, sections: questionnaire.sections } : BLANK,
  );
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const newId = useNewQuestionnaireId();
  const save = useSaveQuestionnaire();
  const navigate = useNavigate();
  const toast = useToast();
  const id = questionnaire?.id ?? newId;

  const setSection = (s: number, change: Partial<QuestionnaireInput['sections'][number]>) =>
    setDraft((d) => ({ ...d, sections: d.sections.map((section, i) => (i === s ? { ...section, ...change } : section)) }));
  const setQuestion = (s: number, q: number, change: Partial<Question>) =>
    setDraft((d) => ({
      ...d,
      sections: d.sections.map((section, i) =>
        i === s
          ? { ...section, questions: section.questions.map((question, j) => (j === q ? { ...question, ...change } : question)) }
          : section,
      ),
    }));
  const moveQuestion = (s: number, q: number, by: -1 | 1) => {
    const questions = [...draft.sections[s].questions];
    const [moved] = questions.splice(q, 1);
    questions.splice(q + by, 0, moved);
    setSection(s, { questions });
  };

  async function onSave() {
    const found = errorsOf(draft);
    setErrors(found);
    if (Object.keys(found).length) {
      toast('Some fields need a look: each says what is wrong.', 'error');
      return;
    }
    setSaving(true);
    try {
      await save(id, draft, questionnaire?.archived ?? false);
      toast(`“${draft.name.trim()}” saved`);
      if (!questionnaire) navigate(questionnairePath(id), { replace: true });
    } catch (error) {
      toast(describeWriteError(error, 'the questionnaire'), 'error');
    } finally {
      setSaving(false);
    }
  }

  const count = draft.sections.reduce((n, s) => n + s.questions.length, 0);
  return (
    <form
      aria-label={questionnaire ? 'Edit questionnaire' : 'New questionnaire'}
      className="grid gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        void onSave();
      }}
    >
      <div className="grid gap-5 rounded-3xl border border-sand bg-white p-5 sm:p-8">
        <TextField
          label="Questionnaire name"
          value={draft.name}
          maxLength={100}
          error={errors.name}
          placeholder="Wedding timeline and shot list"
          onChange={(e) => setDraft({ ...draft, name: e.target.value })}
          className="[&_input]:font-display [&_input]:text-xl"
        />
        <TextAreaField
          label="Introduction"
          rows={3}
          value={draft.intro}
          maxLength={L.intro}
          error={errors.intro}
          hint="The first thing the customer reads: why you ask, and that answers save as they type."
          onChange={(e) => setDraft({ ...draft, intro: e.target.value })}
        />
      </div>
      {errors.sections && (
        <p className="text-sm font-medium text-danger" role="alert">
          {errors.sections}
        </p>
      )}
      {draft.sections.map((section, s) => (
        <fieldset key={s} className="grid gap-4 rounded-3xl border border-sand bg-white p-5 sm:p-8">
          <legend className="sr-only">Section {s + 1}</legend>
          <div className="flex flex-wrap items-end gap-3">
            <TextField
              label={`Section ${s + 1} title`}
              value={section.title}
              maxLength={L.label}
              placeholder="The day"
              hint="Optional: a heading above these questions."
              onChange={(e) => setSection(s, { title: e.target.value })}
              className="min-w-0 flex-1"
            />
            {draft.sections.length > 1 && (
              <Button
                variant="danger-quiet"
                size="sm"
                onClick={() => setDraft({ ...draft, sections: draft.sections.filter((_, i) => i !== s) })}
              >
                Remove section
              </Button>
            )}
          </div>
          {errors[`sections.${s}.questions`] && (
            <p className="text-sm font-medium text-danger" role="alert">
              {errors[`sections.${s}.questions`]}
            </p>
          )}
          <ol className="grid gap-4">
            {section.questions.map((question, q) => {
              const at = `sections.${s}.questions.${q}`;
              return (
                <li key={question.id} className="grid gap-4 rounded-2xl border border-sand/80 bg-ivory/60 p-4 sm:p-5">
                  <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_13rem]">
                    <TextField
                      label={`Question ${q + 1}`}
                      value={question.label}
                      maxLength={L.label}
                      error={errors[`${at}.label`]}
                      placeholder="Ceremony start time"
                      onChange={(e) => setQuestion(s, q, { label: e.target.value })}
                    />
                    <label className="block text-sm font-medium text-ink-soft">
                      Answer type
                      <select
                        className={controlClass}
                        value={question.type}
                        onChange={(e) => {
                          const type = e.target.value as QuestionType;
                          setQuestion(s, q, {
                            type,
                            options: choosing(type) ? (question.options.length ? question.options : ['', '']) : [],
                          });
                        }}
                      >
                        {QUESTION_TYPE_NAMES.map((type) => (
                          <option key={type} value={type}>
                            {QUESTION_TYPES[type]}
                          </option>
                        ))}
                      </select>
                    </label>
                  </div>
                  <TextField
                    label="Help text"
                    value={question.help}
                    maxLength={L.help}
                    error={errors[`${at}.help`]}
                    placeholder="Optional: an example, or why you ask"
                    onChange={(e) => setQuestion(s, q, { help: e.target.value })}
                  />
                  {choosing(question.type) && (
                    <TextAreaField
                      label="Choices, one per line"
                      rows={Math.max(3, question.options.length)}
                      value={question.options.join('\n')}
                      error={errors[`${at}.options`] ?? Object.entries(errors).find(([key]) => key.startsWith(`${at}.options.`))?.[1]}
                      onChange={(e) => setQuestion(s, q, { options: e.target.value.split('\n').slice(0, L.options) })}
                    />
                  )}
                  <div className="flex flex-wrap items-center justify-between gap-3">
                    <label className="inline-flex items-center gap-2 text-sm font-medium text-ink">
                      <input
                        type="checkbox"
                        className="size-4 accent-champagne-dark"
                        checked={question.required}
                        onChange={(e) => setQuestion(s, q, { required: e.target.checked })}
                      />
                      Required
                    </label>
                    <div className="flex flex-wrap gap-1">
                      <Button
                        variant="ghost"
                        size="sm"
                        disabled={q === 0}
                        onClick={() => moveQuestion(s, q, -1)}
                        aria-label={`Move question ${q + 1} up`}
                      >
                        ↑
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        disabled={q === section.questions.length - 1}
                        onClick={() => moveQuestion(s, q, 1)}
                        aria-label={`Move question ${q + 1} down`}
                      >
                        ↓
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => setSection(s, { questions: section.questions.filter((_, j) => j !== q) })}
                        aria-label={`Remove question ${q + 1}`}
                      >
                        Remove
                      </Button>
                    </div>
                  </div>
                </li>
              );
            })}
          </ol>
          <div>
            <Button
              variant="secondary"
              size="sm"
              disabled={count >= L.questions}
              onClick={() => setSection(s, { questions: [...section.questions, blankQuestion()] })}
            >
              + Add a question
            </Button>
          </div>
        </fieldset>
      ))}
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-3xl border border-sand bg-white p-5">
        <Button
          variant="secondary"
          disabled={draft.sections.length >= L.sections}
          onClick={() => setDraft({ ...draft, sections: [...draft.sections, { title: '', questions: [blankQuestion()] }] })}
        >
          + Add a section
        </Button>
        <div className="flex items-center gap-3">
          <p className="text-sm text-muted">
            {count} of {L.questions} questions
          </p>
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving…' : 'Save questionnaire'}
          </Button>
        </div>
      </div>
    </form>
  );
}
