import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { formFor } from '@common/schemas';
import { EVENT_DAY, aWhileAgo, storedBooking } from './fixtures';
import { QUESTIONNAIRE, SECTIONS, questionnaire } from './workflow-fixtures';
import {
  ALLOW,
  CUSTOMER_A_AND_OWNER,
  DENY,
  NOBODY,
  OWNER_ONLY,
  SIGNED_IN,
  UID,
  accessMatrix,
  expectOutcome,
  text,
  useRulesSuite,
  type Actor,
} from './helpers';

// questionnaires/{id} (the owner's forms) and bookingQuestionnaires/{id} (+ submissions/{n}): a
// form sent for a booking, answered by the booking's customer one answer at a time while open,
// submitted once with every required answer (its answers kept as submissions/{n} in the same
// write), reopened by the owner. docs/workflows.md.

const A_BOOKING = 'booking-a';
const B_BOOKING = 'booking-b';
const FORM = `${A_BOOKING}_timeline`;
const SUBMITTED = `${A_BOOKING}_styling`;
const B_FORM = `${B_BOOKING}_timeline`;
const READY = `${A_BOOKING}_ready`;

const stored = (bookingId: string, userId: string, questionnaireId: string, overrides: DocumentData = {}) => ({
  ...formFor(bookingId, { userId, eventDate: EVENT_DAY }, questionnaireId, QUESTIONNAIRE),
  sentAt: aWhileAgo,
  updatedAt: aWhileAgo,
  ...overrides,
});

const ANSWERED = { start: '14:30', venue: 'Conservatory of Flowers' };

const suite = useRulesSuite(() => ({
  [`bookings/${A_BOOKING}`]: storedBooking(UID.customerA, 'confirmed'),
  [`bookings/${B_BOOKING}`]: storedBooking(UID.customerB, 'confirmed'),
  'questionnaires/timeline': questionnaire(),
  [`bookingQuestionnaires/${FORM}`]: stored(A_BOOKING, UID.customerA, 'timeline', { answers: { start: '14:00' }, lastAnswered: 'start' }),
  [`bookingQuestionnaires/${SUBMITTED}`]: stored(A_BOOKING, UID.customerA, 'styling', {
    answers: ANSWERED,
    state: 'submitted',
    submissions: 1,
    submittedAt: aWhileAgo,
  }),
  [`bookingQuestionnaires/${SUBMITTED}/submissions/1`]: { answers: ANSWERED, submittedAt: aWhileAgo },
  [`bookingQuestionnaires/${B_FORM}`]: stored(B_BOOKING, UID.customerB, 'timeline'),
  [`bookingQuestionnaires/${READY}`]: stored(A_BOOKING, UID.customerA, 'ready', { answers: ANSWERED, lastAnswered: 'venue' }),
}));

const form = (a: Actor, id: string) => doc(a.db, 'bookingQuestionnaires', id);
const answer = (a: Actor, id: string, question: string, value: unknown) =>
  updateDoc(form(a, id), {
    [`answers.${question}`]: value === undefined ? deleteField() : value,
    lastAnswered: question,
    updatedAt: serverTimestamp(),
  });

/** The customer's submit as the form makes it: the state and the answers kept, in one write. */
function submit(a: Actor, id: string, n = 1, answers: DocumentData = { ...ANSWERED }) {
  const batch = writeBatch(a.db);
  batch.update(form(a, id), { state: 'submitted', submissions: n, submittedAt: serverTimestamp(), updatedAt: serverTimestamp() });
  batch.set(doc(form(a, id), 'submissions', String(n)), { answers, submittedAt: serverTimestamp() });
  return batch.commit();
}

/** The owner's send: a copy of the questionnaire for the booking, with its id. */
const send = (a: Actor, bookingId: string, userId: string, questionnaireId = 'timeline', overrides: DocumentData = {}) =>
  setDoc(form(a, `${bookingId}_${questionnaireId}`), {
    ...formFor(bookingId, { userId, eventDate: EVENT_DAY }, questionnaireId, QUESTIONNAIRE),
    sentAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...overrides,
  });

const reopen = (a: Actor, id: string) =>
  updateDoc(form(a, id), { state: 'open', reopenedAt: serverTimestamp(), updatedAt: serverTimestamp() });
const mine = (a: Actor) => query(collection(a.db, 'bookingQuestionnaires'), where('userId', '==', a.uid ?? 'nobody'));

describe('questionnaires', () => {
  accessMatrix(suite, {
    'get a questionnaire': [(a) => getDoc(doc(a.db, 'questionnaires', 'timeline')), OWNER_ONLY],
    'list questionnaires': [(a) => getDocs(collection(a.db, 'questionnaires')), OWNER_ONLY],
    'create a questionnaire': [
      (a) => setDoc(doc(a.db, 'questionnaires', 'new'), questionnaire({ updatedAt: serverTimestamp() })),
      OWNER_ONLY,
    ],
    'save a questionnaire': [
      (a) => setDoc(doc(a.db, 'questionnaires', 'timeline'), questionnaire({ name: 'Renamed', updatedAt: serverTimestamp() })),
      OWNER_ONLY,
    ],
    'delete a questionnaire': [(a) => deleteDoc(doc(a.db, 'questionnaires', 'timeline')), NOBODY],
  });

  describe('the owner saves (the shape)', () => {
    const save = (data: DocumentData) => setDoc(doc(suite.actor('owner').db, 'questionnaires', 'x'), data);
    const cases: [string, DocumentData, 'allow' | 'deny'][] = [
      ['a questionnaire', questionnaire({ updatedAt: serverTimestamp() }), ALLOW],
      ['no name', questionnaire({ name: ' ', updatedAt: serverTimestamp() }), DENY],
      ['a name over 100', questionnaire({ name: text(101), updatedAt: serverTimestamp() }), DENY],
      ['no section', questionnaire({ sections: [], updatedAt: serverTimestamp() }), DENY],
      ['13 sections', questionnaire({ sections: Array(13).fill(SECTIONS[0]), updatedAt: serverTimestamp() }), DENY],
      ['an unknown field', questionnaire({ extra: 1, updatedAt: serverTimestamp() }), DENY],
      ['a time of its own', questionnaire({ updatedAt: aWhileAgo }), DENY],
    ];
    for (const [name, data, outcome] of cases) it(`${name} → ${outcome}`, () => expectOutcome(outcome, save(data)));
  });
});

describe('bookingQuestionnaires', () => {
  accessMatrix(suite, {
    "get A's form": [(a) => getDoc(form(a, FORM)), CUSTOMER_A_AND_OWNER],
    "get B's form": [(a) => getDoc(form(a, B_FORM)), [DENY, DENY, ALLOW, ALLOW, DENY, DENY]],
    // Any signed-in account may ask for its own forms (none, for most).
    'list my forms': [(a) => getDocs(mine(a)), SIGNED_IN],
    'list every form': [(a) => getDocs(collection(a.db, 'bookingQuestionnaires')), OWNER_ONLY],
    "get a submission of A's form": [(a) => getDoc(doc(form(a, SUBMITTED), 'submissions', '1')), CUSTOMER_A_AND_OWNER],
    "send a questionnaire for A's booking": [(a) => send(a, A_BOOKING, UID.customerA, 'portrait'), OWNER_ONLY],
    "answer a question of A's form": [(a) => answer(a, FORM, 'venue', 'The old mill'), [DENY, ALLOW, DENY, DENY, DENY, DENY]],
    "submit A's answered form": [(a) => submit(a, READY), [DENY, ALLOW, DENY, DENY, DENY, DENY]],
    "reopen A's submitted form": [(a) => reopen(a, SUBMITTED), OWNER_ONLY],
    "delete A's form": [(a) => deleteDoc(form(a, FORM)), NOBODY],
    "change a submission of A's form": [
      (a) => setDoc(doc(form(a, SUBMITTED), 'submissions', '1'), { answers: {}, submittedAt: serverTimestamp() }),
      NOBODY,
    ],
  });

  describe('the owner sends', () => {
    const owner = () => suite.actor('owner');
    it('for the booking of another customer than it names → deny', () => expectOutcome(DENY, send(owner(), A_BOOKING, UID.customerB)));
    it('under an id that is not booking_questionnaire → deny', () =>
      expectOutcome(
        DENY,
        setDoc(form(owner(), 'other-id'), {
          ...formFor(A_BOOKING, { userId: UID.customerA, eventDate: EVENT_DAY }, 'x', QUESTIONNAIRE),
          sentAt: serverTimestamp(),
          updatedAt: serverTimestamp(),
        }),
      ));
    it('with answers already in it → deny', () =>
      expectOutcome(DENY, send(owner(), A_BOOKING, UID.customerA, 'p', { answers: { venue: 'x' } })));
    it('already submitted → deny', () => expectOutcome(DENY, send(owner(), A_BOOKING, UID.customerA, 'p', { state: 'submitted' })));
    it('a second time (the first stands) → deny', () => expectOutcome(DENY, send(owner(), A_BOOKING, UID.customerA, 'timeline')));
    it('the owner may not answer for the customer → deny', () => expectOutcome(DENY, answer(owner(), FORM, 'venue', 'x')));
  });

  describe("the customer's answers, type by type", () => {
    const save = (question: string, value: unknown) => answer(suite.actor('customerA'), FORM, question, value);
    const cases: [string, string, unknown, 'allow' | 'deny'][] = [
      ['short text', 'venue', 'The old mill', ALLOW],
      ['short text over 200', 'venue', text(201), DENY],
      ['short text, blank', 'venue', '   ', DENY],
      ['long text of 4,000', 'notes', text(4000), ALLOW],
      ['long text over 4,000', 'notes', text(4001), DENY],
      ['a choice', 'look', 'Yes', ALLOW],
      ['a choice not offered', 'look', 'Maybe', DENY],
      ['several choices', 'moments', ['Ceremony', 'Dance'], ALLOW],
      ['several, one not offered', 'moments', ['Ceremony', 'Cake'], DENY],
      ['several, none', 'moments', [], DENY],
      ['a date', 'day', '2027-06-12', ALLOW],
      ['a date not in the calendar', 'day', '2027-02-30', DENY],
      ['a time', 'start', '09:05', ALLOW],
      ['a time out of range', 'start', '24:10', DENY],
      ['a number', 'party', 8, ALLOW],
      ['a number written as text', 'party', '8', DENY],
      ['a number over a billion', 'party', 1_000_000_001, DENY],
      ['a person', 'contact', { name: 'Maya Chen', phone: '+1 415 555 0199' }, ALLOW],
      ['a person without a phone', 'contact', { name: 'Maya Chen', phone: '' }, DENY],
      ['a person with more fields', 'contact', { name: 'Maya', phone: '+1 415 555 0199', email: 'm@x.co' }, DENY],
      ['a question the form has not', 'colour', 'Blue', DENY],
      ['clearing an answer', 'start', undefined, ALLOW],
    ];
    for (const [name, question, value, outcome] of cases) it(`${name} → ${outcome}`, () => expectOutcome(outcome, save(question, value)));

    it('two answers in one write, naming one → deny', () =>
      expectOutcome(
        DENY,
        updateDoc(form(suite.actor('customerA'), FORM), {
          'answers.venue': 'x',
          'answers.notes': text(5000),
          lastAnswered: 'venue',
          updatedAt: serverTimestamp(),
        }),
      ));
    it('answers to a submitted form → deny', () => expectOutcome(DENY, answer(suite.actor('customerA'), SUBMITTED, 'venue', 'Changed')));
    it("answers to B's form → deny", () => expectOutcome(DENY, answer(suite.actor('customerA'), B_FORM, 'venue', 'Mine now')));
  });

  describe('submitting', () => {
    const alice = () => suite.actor('customerA');
    it('a required answer missing → deny', async () => {
      await expectOutcome(DENY, submit(alice(), FORM, 1, { start: '14:00' }));
    });
    it('every required answer there → allow, and a second submit → deny', async () => {
      await expectOutcome(ALLOW, answer(alice(), FORM, 'venue', 'The old mill'));
      await expectOutcome(ALLOW, submit(alice(), FORM, 1, { start: '14:00', venue: 'The old mill' }));
      await expectOutcome(DENY, submit(alice(), FORM, 2, { start: '14:00', venue: 'The old mill' }));
    });
    it('kept answers that are not the form’s → deny', async () => {
      await answer(alice(), FORM, 'venue', 'The old mill');
      await expectOutcome(DENY, submit(alice(), FORM, 1, { start: '09:00', venue: 'Elsewhere' }));
    });
    it('without keeping the answers → deny', async () => {
      await answer(alice(), FORM, 'venue', 'The old mill');
      await expectOutcome(
        DENY,
        updateDoc(form(alice(), FORM), {
          state: 'submitted',
          submissions: 1,
          submittedAt: serverTimestamp(),
          updatedAt: serverTimestamp(),
        }),
      );
    });
    it('reopened by the owner, answered and submitted again: submission 2, the first kept', async () => {
      await expectOutcome(ALLOW, reopen(suite.actor('owner'), SUBMITTED));
      await expectOutcome(ALLOW, answer(alice(), SUBMITTED, 'venue', 'Changed'));
      await expectOutcome(DENY, submit(alice(), SUBMITTED, 1, { ...ANSWERED, venue: 'Changed' }));
      await expectOutcome(ALLOW, submit(alice(), SUBMITTED, 2, { ...ANSWERED, venue: 'Changed' }));
    });
    it('reopening an open form → deny', () => expectOutcome(DENY, reopen(suite.actor('owner'), FORM)));
  });
});
