import { Controller, get, useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
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
import { useFieldError } from '@/components/form/field-error';
import { FormActionBar, ListProblem, SubmitButton } from '@/components/form/form-actions';
import { SchemaForm } from '@/components/form/schema-form';
import { FormSelect, FormText, FormTextArea } from '@/components/form/text-fields';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import type { WithId } from '@/data/collection';
import { useNewQuestionnaireId, useSaveQuestionnaire } from '@/data/questionnaires';

const newQuestionId = () => `q${Math.random().toString(36).slice(2, 10)}`;
const blankQuestion = (): Question => ({ id: newQuestionId(), type: 'short', label: '', help: '', required: false, options: [] });
const blankSection = () => ({ title: '', questions: [blankQuestion()] });
const choosing = (type: QuestionType) => type === 'choice' || type === 'multi';
const TYPE_OPTIONS = QUESTION_TYPE_NAMES.map((type) => ({ value: type, label: QUESTION_TYPES[type] }));

/**
 * The questionnaire builder: a name and an introduction, then sections of typed questions, each
 * with its label, help text, required mark and (for a choice) its choices. Saved whole; the schema
 * names every problem beside its field before anything is written.
 */
export function QuestionnaireBuilder({ questionnaire }: { questionnaire: WithId<QuestionnaireInput & { archived: boolean }> | null }) {
  const form = useSchemaForm(
    questionnaireInputSchema,
    questionnaire
      ? { name: questionnaire.name, intro: questionnaire.intro, sections: questionnaire.sections }
      : { name: '', intro: '', sections: [blankSection()] },
  );
  // One id per opening: a retried first save writes the same questionnaire.
  const newId = useNewQuestionnaireId();
  const id = questionnaire?.id ?? newId;
  const save = useSaveQuestionnaire();
  const navigate = useNavigate();
  const toast = useToast();
  const sections = useFieldArray({ control: form.control, name: 'sections' });
  const watched = useWatch({ control: form.control, name: 'sections' }) as QuestionnaireInput['sections'] | undefined;
  const count = (watched ?? []).reduce((n, s) => n + (s.questions?.length ?? 0), 0);

  async function onSubmit(values: QuestionnaireInput) {
    await save(id, values, questionnaire?.archived ?? false);
    form.reset(values);
    toast(`“${values.name.trim()}” saved`);
    if (!questionnaire) navigate(questionnairePath(id), { replace: true });
  }

  return (
    <SchemaForm
      form={form}
      onSubmit={onSubmit}
      what="questionnaire"
      audience="owner"
      aria-label={questionnaire ? 'Edit questionnaire' : 'New questionnaire'}
      className="grid gap-6"
    >
      <div className="grid gap-5 rounded-3xl border border-sand bg-white p-5 sm:p-8">
        <FormText
          name="name"
          label="Questionnaire name"
          maxLength={100}
          placeholder="Wedding timeline and shot list"
          className="[&_input]:font-display [&_input]:text-xl"
        />
        <FormTextArea
          name="intro"
          label="Introduction"
          rows={3}
          maxLength={L.intro}
          hint="The first thing the customer reads: why you ask, and that answers save as they type."
        />
      </div>
      <ListProblem name="sections" />
      {sections.fields.map((section, s) => (
        <SectionFields
          key={section.id}
          index={s}
          full={count >= L.questions}
          onRemove={sections.fields.length > 1 ? () => sections.remove(s) : undefined}
        />
      ))}
      <FormActionBar>
        <Button variant="secondary" disabled={sections.fields.length >= L.sections} onClick={() => sections.append(blankSection())}>
          + Add a section
        </Button>
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-muted">
            {count} of {L.questions} questions
          </p>
          <SubmitButton busyLabel="Saving…">Save questionnaire</SubmitButton>
        </div>
      </FormActionBar>
    </SchemaForm>
  );
}

function SectionFields({ index: s, full, onRemove }: { index: number; full: boolean; onRemove?: () => void }) {
  const { control } = useFormContext<QuestionnaireInput>();
  const questions = useFieldArray({ control, name: `sections.${s}.questions` });
  return (
    <fieldset className="grid gap-4 rounded-3xl border border-sand bg-white p-5 sm:p-8">
      <legend className="sr-only">Section {s + 1}</legend>
      <div className="flex flex-wrap items-end gap-3">
        <FormText
          name={`sections.${s}.title`}
          label={`Section ${s + 1} title`}
          maxLength={L.label}
          placeholder="The day"
          hint="Optional: a heading above these questions."
          className="min-w-0 flex-1"
        />
        {onRemove && (
          <Button variant="danger-quiet" size="sm" onClick={onRemove}>
            Remove section
          </Button>
        )}
      </div>
      <ListProblem name={`sections.${s}.questions`} />
      <ol className="grid gap-4">
        {questions.fields.map((question, q) => (
          <QuestionFields
            key={question.id}
            at={`sections.${s}.questions.${q}`}
            number={q + 1}
            onUp={q > 0 ? () => questions.move(q, q - 1) : undefined}
            onDown={q < questions.fields.length - 1 ? () => questions.move(q, q + 1) : undefined}
            onRemove={() => questions.remove(q)}
          />
        ))}
      </ol>
      <div>
        <Button variant="secondary" size="sm" disabled={full} onClick={() => questions.append(blankQuestion())}>
          + Add a question
        </Button>
      </div>
    </fieldset>
  );
}

type QuestionProps = {
  at: `sections.${number}.questions.${number}`;
  number: number;
  onUp?: () => void;
  onDown?: () => void;
  onRemove: () => void;
};

function QuestionFields({ at, number, onUp, onDown, onRemove }: QuestionProps) {
  const { control, register, setValue } = useFormContext<QuestionnaireInput>();
  const type = useWatch({ control, name: `${at}.type` });
  return (
    <li className="grid gap-4 rounded-2xl border border-sand/80 bg-ivory/60 p-4 sm:p-5">
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_13rem]">
        <FormText name={`${at}.label`} label={`Question ${number}`} maxLength={L.label} placeholder="Ceremony start time" />
        <FormSelect
          name={`${at}.type`}
          label="Answer type"
          options={TYPE_OPTIONS}
          // Only a choice has choices: another type drops them (a choice keeps those typed already).
          onChange={(event) => {
            if (!choosing(event.target.value as QuestionType)) setValue(`${at}.options`, []);
          }}
        />
      </div>
      <FormText name={`${at}.help`} label="Help text" maxLength={L.help} placeholder="Optional: an example, or why you ask" />
      {choosing(type) && <ChoicesField name={`${at}.options`} />}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <label className="inline-flex items-center gap-2 text-sm font-medium text-ink">
          <input type="checkbox" className="size-4 accent-champagne-dark" {...register(`${at}.required`)} />
          Required
        </label>
        <div className="flex flex-wrap gap-1">
          <Button variant="ghost" size="sm" disabled={!onUp} onClick={onUp} aria-label={`Move question ${number} up`}>
            ↑
          </Button>
          <Button variant="ghost" size="sm" disabled={!onDown} onClick={onDown} aria-label={`Move question ${number} down`}>
            ↓
          </Button>
          <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove question ${number}`}>
            Remove
          </Button>
        </div>
      </div>
    </li>
  );
}

/** A choice question's choices, typed one per line; a problem with any one of them shows under the box. */
function ChoicesField({ name }: { name: `sections.${number}.questions.${number}.options` }) {
  const { control } = useFormContext<QuestionnaireInput>();
  const { errors } = useFormState({ control, name });
  const listError = useFieldError(name);
  const items = (get(errors, name) as Array<{ message?: string } | undefined> | undefined) ?? [];
  const itemError = Array.isArray(items) ? items.find((item) => item?.message)?.message : undefined;
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <TextAreaField
          ref={field.ref}
          label="Choices, one per line"
          rows={Math.max(3, field.value.length)}
          value={field.value.join('\n')}
          error={listError ?? itemError}
          onBlur={field.onBlur}
          onChange={(event) => field.onChange(event.target.value.split('\n').slice(0, L.options))}
        />
      )}
    />
  );
}
