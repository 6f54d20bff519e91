import { deleteField, doc, serverTimestamp, setDoc, updateDoc, writeBatch, type DocumentData } from 'firebase/firestore';
import { z } from 'zod';
import { answerSchema, bookingQuestionnaireSchema, formFor, questionnaireSchema, submissionSchema } from '../../../common/schemas';
import { EVENT_DAY, aWhileAgo, storedBooking } from '../fixtures';
import { UID } from '../helpers';
import { QUESTIONNAIRE, SECTIONS, questionnaire } from '../workflow-fixtures';
import { describeAgreement, useAgreementSuite } from './table';

// What clients write for questionnaires (docs/workflows.md): the owner's form, the copy the owner
// sends for a booking, the customer's answers one question at a time, and a submission's kept answers.
const suite = useAgreementSuite();

describeAgreement(suite, {
  name: "questionnaires: the owner's form",
  schema: questionnaireSchema,
  role: 'owner',
  valid: () => questionnaire({ updatedAt: serverTimestamp() }),
  write: (a, data, i) => setDoc(doc(a.db, 'questionnaires', `q-${i}`), data),
  // What a question may be is the schema's (the rules cannot loop over sections of questions):
  // the rules bound the number of sections (questionnaires.test.ts). Stamped now: authority.
  fixed: ['sections', 'updatedAt'],
});

const bookingOf = (i: number) => `booking-${i}`;
const sent = (i: number) => ({
  ...formFor(bookingOf(i), { userId: UID.customerA, eventDate: EVENT_DAY }, 'timeline', QUESTIONNAIRE),
  sentAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
});

describeAgreement(suite, {
  name: "bookingQuestionnaires: the owner's send",
  schema: bookingQuestionnaireSchema,
  role: 'owner',
  valid: sent,
  seed: (i) => ({ [`bookings/${bookingOf(i)}`]: storedBooking(UID.customerA, 'confirmed') }),
  write: (a, data, i) => setDoc(doc(a.db, 'bookingQuestionnaires', `${bookingOf(i)}_timeline`), data),
  // Whose, for which booking and day, and a fresh state: authority (questionnaires.test.ts). The
  // questions and their keys are formFor's copy of the questionnaire the schema read at save.
  fixed: [
    'bookingId',
    'userId',
    'questionnaireId',
    'eventDate',
    'sections',
    'types',
    'options',
    'required',
    'answers',
    'lastAnswered',
    'state',
    'submissions',
    'sentAt',
    'updatedAt',
    'submittedAt',
    'reopenedAt',
  ],
});

// The customer's answers, one field per question of the fixture form: each candidate value is one
// answer write, as the form saves it while they type (a missing value clears the answer).
const questions = SECTIONS.flatMap((s) => s.questions);
const answersSchema = z.object(Object.fromEntries(questions.map((q) => [q.id, answerSchema(q).optional()])));
const VALID_ANSWERS: DocumentData = {
  start: '14:30',
  venue: 'Conservatory of Flowers',
  notes: 'Grandma arrives at noon.',
  look: 'Yes',
  moments: ['Ceremony', 'Dance'],
  day: '2027-06-12',
  party: 8,
  contact: { name: 'Maya Chen', phone: '+1 415 555 0199' },
};
const formId = (i: number) => `form-${i}`;

describeAgreement(suite, {
  name: "bookingQuestionnaires: the customer's answer to one question",
  schema: answersSchema,
  role: 'customerA',
  valid: () => ({ ...VALID_ANSWERS }),
  seed: (i) => ({
    [`bookingQuestionnaires/${formId(i)}`]: {
      ...formFor('booking-a', { userId: UID.customerA, eventDate: EVENT_DAY }, 'timeline', QUESTIONNAIRE),
      answers: VALID_ANSWERS,
      sentAt: aWhileAgo,
      updatedAt: aWhileAgo,
    },
  }),
  // The one answer that differs from the stored ones is written (or cleared), naming its question.
  write: (a, data, i) => {
    const question =
      Object.keys({ ...VALID_ANSWERS, ...data }).find((key) => JSON.stringify(data[key]) !== JSON.stringify(VALID_ANSWERS[key])) ?? 'start';
    const value = question in data ? (data[question] as unknown) : deleteField();
    return updateDoc(doc(a.db, 'bookingQuestionnaires', formId(i)), {
      [`answers.${question}`]: value,
      lastAnswered: question,
      updatedAt: serverTimestamp(),
    });
  },
});

describeAgreement(suite, {
  name: "bookingQuestionnaires/{id}/submissions: the customer's submitted answers",
  schema: submissionSchema,
  role: 'customerA',
  valid: () => ({ answers: { start: '14:30', venue: 'Conservatory of Flowers' }, submittedAt: serverTimestamp() }),
  seed: (i) => ({
    [`bookingQuestionnaires/${formId(i)}`]: {
      ...formFor('booking-a', { userId: UID.customerA, eventDate: EVENT_DAY }, 'timeline', QUESTIONNAIRE),
      answers: { start: '14:30', venue: 'Conservatory of Flowers' },
      sentAt: aWhileAgo,
      updatedAt: aWhileAgo,
    },
  }),
  write: (a, data, i) => {
    const batch = writeBatch(a.db);
    const form = doc(a.db, 'bookingQuestionnaires', formId(i));
    batch.update(form, { state: 'submitted', submissions: 1, submittedAt: serverTimestamp(), updatedAt: serverTimestamp() });
    batch.set(doc(form, 'submissions', '1'), data);
    return batch.commit();
  },
  // The answers are the form's, each checked as it was saved (above): equal to them, by authority.
  fixed: ['answers', 'submittedAt'],
});
