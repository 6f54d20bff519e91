import {
  Timestamp,
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
  type DocumentData,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { aWhileAgo, storedBooking } from './fixtures';
import { ALLOW, DENY, NOBODY, OWNER_ONLY, UID, accessMatrix, expectOutcome, text, useRulesSuite, type Actor } from './helpers';
import { workflow, workflowStep } from './workflow-fixtures';

// workflows/{id} (the owner's), workflowRuns/{bookingId} (the job's records; the owner's skips and
// "send now"), ownerTasks/{id} (made by a step; the owner ticks them). docs/workflows.md.
const suite = useRulesSuite(() => ({
  'bookings/booking-a': storedBooking(UID.customerA, 'confirmed'),
  'bookings/booking-b': storedBooking(UID.customerB, 'confirmed'),
  'workflows/weddings': workflow(),
  'workflows/weddings/steps/s1': workflowStep(),
  'workflowRuns/booking-a': {
    steps: { s1: { outcome: 'sent', at: aWhileAgo, dueAt: aWhileAgo, late: false, label: 'See you Saturday' } },
    skipped: { s9: aWhileAgo },
    sendNow: {},
  },
  'ownerTasks/booking-a_s2': {
    title: 'Print the timeline',
    bookingId: 'booking-a',
    bookingLabel: 'Alice Example · Wedding',
    dueOn: '2027-06-10',
    done: false,
    doneAt: null,
    createdAt: aWhileAgo,
  },
}));

const run = (a: Actor, id = 'booking-a') => doc(a.db, 'workflowRuns', id);
const task = (a: Actor) => doc(a.db, 'ownerTasks', 'booking-a_s2');
const save = (a: Actor, id: string, data: DocumentData) => setDoc(doc(a.db, 'workflows', id), data);
const stepDoc = (a: Actor, id: string) => doc(a.db, 'workflows', 'weddings', 'steps', id);
const fresh = (over: DocumentData = {}) => workflow({ updatedAt: serverTimestamp(), ...over });

describe('workflows', () => {
  accessMatrix(suite, {
    'get a workflow': [(a) => getDoc(doc(a.db, 'workflows', 'weddings')), OWNER_ONLY],
    'list workflows': [(a) => getDocs(collection(a.db, 'workflows')), OWNER_ONLY],
    'create a workflow': [(a) => save(a, 'new', fresh()), OWNER_ONLY],
    'save a workflow': [(a) => save(a, 'weddings', fresh({ name: 'Weddings 2027' })), OWNER_ONLY],
    'delete a workflow': [(a) => deleteDoc(doc(a.db, 'workflows', 'weddings')), OWNER_ONLY],
    'get a step': [(a) => getDoc(stepDoc(a, 's1')), OWNER_ONLY],
    'save a step': [(a) => setDoc(stepDoc(a, 's1'), workflowStep({ offsetDays: -3 })), OWNER_ONLY],
    'delete a step': [(a) => deleteDoc(stepDoc(a, 's1')), OWNER_ONLY],
    "get a booking's run": [(a) => getDoc(run(a)), OWNER_ONLY],
    'skip a step': [(a) => updateDoc(run(a), { 'skipped.s2': serverTimestamp() }), OWNER_ONLY],
    'ask for a step now': [(a) => updateDoc(run(a), { 'sendNow.s2': serverTimestamp() }), OWNER_ONLY],
    'write what the job did': [
      (a) => updateDoc(run(a), { 'steps.s2': { outcome: 'sent', at: serverTimestamp(), dueAt: null, late: false, label: '' } }),
      NOBODY,
    ],
    'delete a run': [(a) => deleteDoc(run(a)), NOBODY],
    'get a task': [(a) => getDoc(task(a)), OWNER_ONLY],
    'list open tasks by day': [(a) => getDocs(query(collection(a.db, 'ownerTasks'), where('done', '==', false))), OWNER_ONLY],
    'tick a task done': [(a) => updateDoc(task(a), { done: true, doneAt: serverTimestamp() }), OWNER_ONLY],
    'create a task': [
      (a) =>
        setDoc(doc(a.db, 'ownerTasks', 'x'), {
          title: 'x',
          bookingId: 'booking-a',
          bookingLabel: '',
          dueOn: '2027-06-10',
          done: false,
          doneAt: null,
          createdAt: serverTimestamp(),
        }),
      NOBODY,
    ],
    'delete a task': [(a) => deleteDoc(task(a)), NOBODY],
  });

  describe('the owner saves a step (each checked alone)', () => {
    const owner = () => suite.actor('owner');
    const cases: [string, DocumentData, 'allow' | 'deny'][] = [
      ['an email step', workflowStep(), ALLOW],
      ['an offset of a year before', workflowStep({ offsetDays: -365 }), ALLOW],
      ['an offset beyond a year', workflowStep({ offsetDays: 366 }), DENY],
      ['an offset of half a day', workflowStep({ offsetDays: 0.5 }), DENY],
      ['an unknown anchor', workflowStep({ anchor: 'birthday' }), DENY],
      ['an unknown action', workflowStep({ action: 'sms' }), DENY],
      ['an email without a subject', workflowStep({ subject: '' }), DENY],
      ['an email body over 10,000', workflowStep({ body: text(10001) }), DENY],
      ['a questionnaire step naming none', workflowStep({ action: 'questionnaire', questionnaireId: '' }), DENY],
      [
        'a questionnaire step',
        workflowStep({ action: 'questionnaire', questionnaireId: 'wedding-timeline', subject: '', body: '' }),
        ALLOW,
      ],
      ['a task without a title', workflowStep({ action: 'task', taskTitle: ' ' }), DENY],
      ['a step with more fields', { ...workflowStep(), extra: 1 }, DENY],
      ['the twenty-first place', workflowStep({ order: 20 }), DENY],
    ];
    for (const [name, data, outcome] of cases)
      it(`${name} → ${outcome}`, () => expectOutcome(outcome, setDoc(stepDoc(owner(), 's2'), data)));
    it('under an id that is not a step id → deny', () => expectOutcome(DENY, setDoc(stepDoc(owner(), 'S 2'), workflowStep())));
  });

  describe('the owner saves a workflow', () => {
    const owner = () => suite.actor('owner');
    const cases: [string, DocumentData, 'allow' | 'deny'][] = [
      ['a workflow', fresh(), ALLOW],
      ['an unknown event type', fresh({ eventTypes: ['Gala'] }), DENY],
      ['a package id with a line break', fresh({ packageIds: ['a\nb'] }), DENY],
      ['a send hour of 24', fresh({ sendHour: 24 }), DENY],
      ['a time of its own', workflow({ updatedAt: aWhileAgo }), DENY],
    ];
    for (const [name, data, outcome] of cases) it(`${name} → ${outcome}`, () => expectOutcome(outcome, save(owner(), 'w-new', data)));
  });

  describe("the owner's marks on a run", () => {
    const owner = () => suite.actor('owner');
    it('a first mark creates the run of an existing booking → allow', () =>
      expectOutcome(ALLOW, setDoc(doc(owner().db, 'workflowRuns', 'booking-b'), { skipped: { s1: serverTimestamp() }, sendNow: {} })));
    it('a run for a booking that does not exist → deny', () =>
      expectOutcome(DENY, setDoc(doc(owner().db, 'workflowRuns', 'nope'), { skipped: { s1: serverTimestamp() }, sendNow: {} })));
    it('a skip with a time of its own → deny', () =>
      expectOutcome(DENY, updateDoc(run(owner()), { 'skipped.s2': Timestamp.fromMillis(0) })));
    it('a skip taken back → allow', () => expectOutcome(ALLOW, updateDoc(run(owner()), { 'skipped.s9': deleteField() })));
    it('an old skip restamped → deny', () => expectOutcome(DENY, updateDoc(run(owner()), { 'skipped.s9': serverTimestamp() })));
  });

  describe('ticking a task', () => {
    const owner = () => suite.actor('owner');
    it('done without the time → deny', () => expectOutcome(DENY, updateDoc(task(owner()), { done: true, doneAt: null })));
    it('its title changed → deny', () => expectOutcome(DENY, updateDoc(task(owner()), { title: 'Other' })));
  });
});
