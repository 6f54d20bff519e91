import {
  collection,
  deleteField,
  doc,
  onSnapshot,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { ADMIN_LISTS, type ListParams } from '@common/admin-lists';
import { COLLECTIONS, SUBCOLLECTIONS } from '@common/collections';
import {
  bookingQuestionnaireId,
  bookingQuestionnaireSchema,
  formFor,
  formProblems,
  isEmptyAnswer,
  questionnaireInputSchema,
  questionnaireSchema,
  submissionSchema,
  type Answer,
  type BookingQuestionnaire,
  type Submission,
} from '@common/schemas/questionnaires';
import { useBound, useNewDocumentId } from './bind';
import { defineCollection, type WithId } from './collection';
import { rawDocument, useLiveDoc, useLiveQuery } from './live';
import { useOwnerList } from './owner-list';
import { parseDocuments } from './result';
import { useServerState, type Source } from './store';

// Questionnaires (docs/workflows.md): the owner's forms, and each booking's copy that its customer
// answers one question at a time (saved as they type), submits once, and the owner may reopen.
export const questionnaires = defineCollection(COLLECTIONS.questionnaires, questionnaireSchema);
const bookingForms = defineCollection(COLLECTIONS.bookingQuestionnaires, bookingQuestionnaireSchema);

export const useOwnerQuestionnaires = (params: ListParams & { typed?: string }) =>
  useOwnerList(ADMIN_LISTS.questionnaires, questionnaires, params);

export const useQuestionnaire = (id: string) => useLiveDoc(questionnaires, id);

/** The questionnaires a booking may be sent and a workflow step may name, by name. */
export const useCurrentQuestionnaires = () =>
  useLiveQuery(questionnaires, { where: [['archived', '==', false]], orderBy: [['name', 'asc']], limit: 200 });

/** Saves the builder whole; the schema names what is wrong before anything is written. */
async function saveQuestionnaire(db: Firestore, id: string, input: unknown, archived = false) {
  const { name, intro, sections } = questionnaireInputSchema.parse(input);
  await setDoc(doc(questionnaires.rawRef(db), id), { name, intro, sections, archived, updatedAt: serverTimestamp() });
}

async function setQuestionnaireArchived(db: Firestore, id: string, archived: boolean) {
  await updateDoc(doc(questionnaires.rawRef(db), id), { archived, updatedAt: serverTimestamp() });
}

/** A booking's questionnaires, oldest sent first. */
export const useBookingForms = (bookingId: string) =>
  useLiveQuery(bookingForms, { where: [['bookingId', '==', bookingId]], orderBy: [['sentAt', 'asc']], limit: 50 });

/** The signed-in customer's questionnaires, newest first. */
export const useMyForms = (uid: string) =>
  useLiveQuery(bookingForms, { where: [['userId', '==', uid]], orderBy: [['sentAt', 'desc']], limit: 50 });

export const useBookingForm = (id: string) => useLiveDoc(bookingForms, id);

function submissionsSource(db: Firestore, formId: string): Source<WithId<Submission>[]> {
  const ref = collection(db, COLLECTIONS.bookingQuestionnaires, formId, SUBCOLLECTIONS.questionnaireSubmissions);
  return {
    key: `questionnaire-submissions/${formId}`,
    listen: (answer, fail) =>
      onSnapshot(
        query(ref, orderBy('submittedAt', 'desc')),
        (s) => answer(parseDocuments(submissionSchema, s.docs.map(rawDocument))),
        fail,
      ),
  };
}

/** Every submission of a form, newest first (a reopened form keeps the earlier ones). */
export const useSubmissions = (formId: string) => useServerState(submissionsSource(useFirestore(), formId));

type Sendable = { id: string; userId: string; eventDate: string };

/** Sends a questionnaire for a booking; a second send (a double click, another tab) finds the first and writes nothing. */
async function sendQuestionnaire(db: Firestore, booking: Sendable, questionnaireId: string): Promise<'sent' | 'already'> {
  const id = bookingQuestionnaireId(booking.id, questionnaireId);
  return runTransaction(db, async (tx) => {
    if ((await tx.get(doc(bookingForms.rawRef(db), id))).exists()) return 'already';
    const source = (await tx.get(questionnaires.doc(db, questionnaireId))).data();
    if (!source) throw new Error('That questionnaire is no longer there.');
    tx.set(doc(bookingForms.rawRef(db), id), {
      ...formFor(booking.id, booking, questionnaireId, source),
      sentAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });
    return 'sent';
  });
}

/** Saves one answer as the customer types (a blank one is removed), naming its question for the rules. */
async function saveAnswer(db: Firestore, formId: string, questionId: string, value: Answer | undefined) {
  const blank = value === undefined || isEmptyAnswer(value);
  await updateDoc(doc(bookingForms.rawRef(db), formId), {
    [`answers.${questionId}`]: blank ? deleteField() : value,
    lastAnswered: questionId,
    updatedAt: serverTimestamp(),
  });
}

/** Submits the form once, its answers kept as submissions/{n} in the same write. */
async function submitForm(db: Firestore, form: WithId<BookingQuestionnaire>) {
  const problems = formProblems(form.sections, form.answers);
  if (problems.length) throw new Error('Some questions need an answer first.');
  const n = form.submissions + 1;
  const ref = doc(bookingForms.rawRef(db), form.id);
  const batch = writeBatch(db);
  batch.update(ref, { state: 'submitted', submissions: n, submittedAt: serverTimestamp(), updatedAt: serverTimestamp() });
  batch.set(doc(ref, SUBCOLLECTIONS.questionnaireSubmissions, String(n)), { answers: form.answers, submittedAt: serverTimestamp() });
  await batch.commit();
}

/** The owner opens a submitted form again for changes; its submissions stay. */
async function reopenForm(db: Firestore, formId: string) {
  await updateDoc(doc(bookingForms.rawRef(db), formId), { state: 'open', reopenedAt: serverTimestamp(), updatedAt: serverTimestamp() });
}

/** An id for a new questionnaire, taken once per builder opening (a second save writes the same one). */
export const useNewQuestionnaireId = () => useNewDocumentId(questionnaires.rawRef);
export const useSaveQuestionnaire = () => useBound(saveQuestionnaire);
export const useSetQuestionnaireArchived = () => useBound(setQuestionnaireArchived);
export const useSendQuestionnaire = () => useBound(sendQuestionnaire);
export const useSaveAnswer = () => useBound(saveAnswer);
export const useSubmitForm = () => useBound(submitForm);
export const useReopenForm = () => useBound(reopenForm);
