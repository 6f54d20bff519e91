import { z } from 'zod';
import { LIMITS, dateSchema, idSchema, isoDateSchema, optionalText, phoneSchema, shortText, uidSchema } from './common';

// Questionnaires (issue 36, docs/workflows.md):
// - questionnaires/{id}: the owner's forms, sections of typed questions (owner only);
// - bookingQuestionnaires/{bookingId}_{questionnaireId}: one sent for a booking, a copy of the form
//   with the customer's answers, saved one answer at a time and submitted once;
// - bookingQuestionnaires/{id}/submissions/{n}: every submission's answers, kept (the owner may reopen).

export const QUESTION_TYPES = {
  short: 'Short text',
  long: 'Long text',
  choice: 'One choice',
  multi: 'Several choices',
  date: 'A date',
  time: 'A time',
  number: 'A number',
  person: 'A person with a phone',
} as const;
export type QuestionType = keyof typeof QUESTION_TYPES;
export const QUESTION_TYPE_NAMES = Object.keys(QUESTION_TYPES) as QuestionType[];

/** The bounds of a questionnaire and of its answers, mirrored in firestore.rules (isAnswer). */
export const QUESTIONNAIRE_LIMITS = {
  sections: 12,
  questions: 60,
  options: 20,
  option: 100,
  label: 200,
  help: 500,
  intro: 2000,
  shortAnswer: 200,
  longAnswer: 4000,
  number: 1_000_000_000,
} as const;
const L = QUESTIONNAIRE_LIMITS;

const TIME_PATTERN = '^([01][0-9]|2[0-3]):[0-5][0-9]$';
const QUESTION_ID_PATTERN = /^[a-z0-9]{1,24}$/;

const questionSchema = z
  .object({
    /** Stable across edits: answers are keyed by it. */
    id: z.string().regex(QUESTION_ID_PATTERN),
    type: z.enum(QUESTION_TYPE_NAMES as [QuestionType, ...QuestionType[]]),
    label: shortText(L.label),
    help: optionalText(L.help),
    required: z.boolean(),
    /** The choices of a choice or several-choices question; [] otherwise. */
    options: z.array(shortText(L.option)).max(L.options),
  })
  .superRefine((q, ctx) => {
    const choosing = q.type === 'choice' || q.type === 'multi';
    if (choosing && q.options.length < 2) ctx.addIssue({ code: 'custom', path: ['options'], message: 'Give at least two choices' });
    if (!choosing && q.options.length) ctx.addIssue({ code: 'custom', path: ['options'], message: 'Only a choice question has choices' });
    if (new Set(q.options).size !== q.options.length) ctx.addIssue({ code: 'custom', path: ['options'], message: 'Each choice once' });
  });
export type Question = z.infer<typeof questionSchema>;

const sectionSchema = z.object({
  title: optionalText(L.label),
  questions: z.array(questionSchema).min(1, 'Add a question to this section').max(L.questions),
});
export type Section = z.infer<typeof sectionSchema>;

const sectionsSchema = z
  .array(sectionSchema)
  .min(1)
  .max(L.sections)
  .superRefine((sections, ctx) => {
    const ids = sections.flatMap((s) => s.questions.map((q) => q.id));
    if (ids.length > L.questions) ctx.addIssue({ code: 'custom', message: `At most ${L.questions} questions` });
    if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', message: 'Two questions share an id' });
  });

/** What the owner saves in Admin → Questionnaires. */
export const questionnaireInputSchema = z.object({
  name: shortText(LIMITS.name),
  intro: optionalText(L.intro),
  sections: sectionsSchema,
});
export type QuestionnaireInput = z.infer<typeof questionnaireInputSchema>;

export const questionnaireSchema = questionnaireInputSchema.extend({
  archived: z.boolean(),
  updatedAt: dateSchema,
});
export type Questionnaire = z.infer<typeof questionnaireSchema>;

// ---------------------------------------------------------------- answers

const numberAnswer = z.number().finite().min(-L.number).max(L.number);
const personAnswer = z.strictObject({ name: shortText(LIMITS.name), phone: phoneSchema.min(1) });
export type PersonAnswer = z.infer<typeof personAnswer>;
export type Answer = string | string[] | number | PersonAnswer;

/** The schema of one answer to `question`: what the rules' isAnswer checks, type by type. @internal Exported for its tests too. */
export function answerSchema(question: Pick<Question, 'type' | 'options'>): z.ZodType<Answer> {
  switch (question.type) {
    case 'short':
      return shortText(L.shortAnswer);
    case 'long':
      return shortText(L.longAnswer);
    case 'choice':
      return z.string().refine((v) => question.options.includes(v), 'Choose one of the choices');
    case 'multi':
      return z
        .array(z.string())
        .min(1)
        .max(L.options)
        .refine((v) => v.every((o) => question.options.includes(o)), 'Choose among the choices');
    case 'date':
      return isoDateSchema;
    case 'time':
      return z.string().regex(new RegExp(TIME_PATTERN), 'Use the format HH:MM');
    case 'number':
      return numberAnswer;
    case 'person':
      return personAnswer;
  }
}

const answerValue = z.union([z.string(), z.array(z.string()), z.number(), personAnswer]);
const answersSchema = z.record(z.string(), answerValue);
export type Answers = z.infer<typeof answersSchema>;

/** What the rules need of the form without a loop: each question's type and choices, the required ids. */
function formKeysOf(sections: readonly Section[]) {
  const questions = sections.flatMap((s) => s.questions);
  return {
    types: Object.fromEntries(questions.map((q) => [q.id, q.type])) as Record<string, QuestionType>,
    options: Object.fromEntries(questions.map((q) => [q.id, q.options])) as Record<string, string[]>,
    required: questions.filter((q) => q.required).map((q) => q.id),
  };
}

const FORM_STATES = ['open', 'submitted'] as const;

export const bookingQuestionnaireSchema = z
  .object({
    bookingId: idSchema,
    userId: uidSchema,
    questionnaireId: idSchema,
    name: shortText(LIMITS.name),
    intro: optionalText(L.intro),
    sections: sectionsSchema,
    types: z.record(z.string(), z.enum(QUESTION_TYPE_NAMES as [QuestionType, ...QuestionType[]])),
    options: z.record(z.string(), z.array(z.string())),
    required: z.array(z.string()),
    /** The event day when sent, for the customer's list. */
    eventDate: isoDateSchema,
    answers: answersSchema,
    /** The question the last answer write changed ('' before any): the rules check that one answer. */
    lastAnswered: z.string().max(24),
    state: z.enum(FORM_STATES),
    submissions: z.number().int().min(0),
    sentAt: dateSchema,
    updatedAt: dateSchema,
    submittedAt: dateSchema.nullable(),
    reopenedAt: dateSchema.nullable(),
  })
  .superRefine((form, ctx) => {
    const keys = formKeysOf(form.sections);
    if (JSON.stringify(keys) !== JSON.stringify({ types: form.types, options: form.options, required: form.required })) {
      ctx.addIssue({ code: 'custom', path: ['types'], message: "The form's keys do not match its questions" });
    }
  });
export type BookingQuestionnaire = z.infer<typeof bookingQuestionnaireSchema>;

export const submissionSchema = z.object({ answers: answersSchema, submittedAt: dateSchema });
export type Submission = z.infer<typeof submissionSchema>;

/** A booking's copy of a questionnaire: one per booking and questionnaire (a second send finds the first). */
export const bookingQuestionnaireId = (bookingId: string, questionnaireId: string) => `${bookingId}_${questionnaireId}`;

/** The first problem of one answer, as the form shows it beside the field; null when it is fine. */
export function answerProblem(question: Question, value: Answer | undefined): string | null {
  if (value === undefined || isEmptyAnswer(value)) return question.required ? 'This question needs an answer' : null;
  const parsed = answerSchema(question).safeParse(value);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  if (issue?.code === 'too_big') return `At most ${String(issue.maximum)} characters`;
  return issue?.message ?? 'Check this answer';
}

/** A blank answer is no answer: the form removes it instead of saving it. */
export function isEmptyAnswer(value: Answer): boolean {
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'number') return Number.isNaN(value);
  return value.name.trim() === '' && value.phone.trim() === '';
}

/** Every question, in order, with its problem (for the submit): empty when the form may be submitted. */
export function formProblems(sections: readonly Section[], answers: Answers): { id: string; problem: string }[] {
  return sections
    .flatMap((s) => s.questions)
    .map((q) => ({ id: q.id, problem: answerProblem(q, answers[q.id]) }))
    .filter((p): p is { id: string; problem: string } => p.problem !== null);
}

/** A booking's copy of a questionnaire as sent (the caller adds sentAt and updatedAt: the server's time). */
export function formFor(
  bookingId: string,
  booking: { userId: string; eventDate: string },
  questionnaireId: string,
  questionnaire: Pick<Questionnaire, 'name' | 'intro' | 'sections'>,
) {
  return {
    bookingId,
    userId: booking.userId,
    questionnaireId,
    name: questionnaire.name,
    intro: questionnaire.intro,
    sections: questionnaire.sections,
    ...formKeysOf(questionnaire.sections),
    eventDate: booking.eventDate,
    answers: {},
    lastAnswered: '',
    state: 'open' as const,
    submissions: 0,
    submittedAt: null,
    reopenedAt: null,
  };
}
