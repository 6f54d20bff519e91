import {
  collection,
  deleteDoc,
  doc,
  documentId,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type DocumentData,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { LEAD_SETTINGS_DEFAULT } from '@common/schemas';
import { aWhileAgo, daysFromToday, storedLead } from './fixtures';
import { ALLOW, EVERYONE, NOBODY, OWNER_ONLY, accessMatrix, text, useRulesSuite, validationCases, type Actor } from './helpers';

// Inquiries and leads (docs/inquiries.md): inquiries/{id}, leads/{id} and leads/{id}/emails are
// written by the inquiry function alone (Admin SDK) and read by the owner alone — a customer never
// reads a lead, even one naming their own address. The owner moves a lead by hand (its stage, lost
// reason, follow-up day, notes, nothing else). busyDays/{month} is public and holds a day's state
// only (calendar/{day}, which names bookings, is the owner's: calendar.test.ts). ownerSettings/leads: the owner's.

const inquiry = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '',
  eventType: 'Wedding',
  eventDate: daysFromToday(200),
  venue: '',
  guests: null,
  budget: 'Not sure yet',
  message: 'We would love photographs.',
  heardFrom: 'Instagram',
  leadId: 'lead-1',
  channel: 'direct',
  source: { referrer: '', landing: '/', utm: { source: '', medium: '', campaign: '', term: '', content: '' } },
  availability: 'available',
  first: true,
  createdAt: aWhileAgo,
};

const suite = useRulesSuite(() => ({
  'inquiries/inq-1': inquiry,
  'leads/lead-1': storedLead(),
  'leads/lead-1/emails/inquiry-reply-lead-1': { kind: 'auto', subject: 'Thank you', body: 'Hello', createdAt: aWhileAgo },
  'busyDays/2031-06': { days: { '12': 'booked', '13': 'held' }, updatedAt: aWhileAgo },
  'ownerSettings/leads': { ...LEAD_SETTINGS_DEFAULT, updatedAt: aWhileAgo },
}));

const lead = (a: Actor, id = 'lead-1') => doc(a.db, 'leads', id);
const EDIT = { stage: 'consultation', notes: 'Call on Tuesday', followUpOn: daysFromToday(3), updatedAt: serverTimestamp() };
const settingsRef = (a: Actor) => doc(a.db, 'ownerSettings', 'leads');
const SETTINGS = { ...LEAD_SETTINGS_DEFAULT, updatedAt: serverTimestamp() };

describe('inquiries and leads', () => {
  accessMatrix(suite, {
    'get an inquiry': [(a) => getDoc(doc(a.db, 'inquiries', 'inq-1')), OWNER_ONLY],
    'list the inquiries': [(a) => getDocs(collection(a.db, 'inquiries')), OWNER_ONLY],
    'create an inquiry': [(a) => setDoc(doc(a.db, 'inquiries', 'inq-2'), inquiry), NOBODY],
    'update an inquiry': [(a) => updateDoc(doc(a.db, 'inquiries', 'inq-1'), { message: 'Changed message here' }), NOBODY],
    'delete an inquiry': [(a) => deleteDoc(doc(a.db, 'inquiries', 'inq-1')), NOBODY],
    'get a lead': [(a) => getDoc(lead(a)), OWNER_ONLY],
    'list the leads': [(a) => getDocs(collection(a.db, 'leads')), OWNER_ONLY],
    'create a lead': [(a) => setDoc(lead(a, 'lead-2'), storedLead()), NOBODY],
    'move a lead to consultation with a note and a follow-up': [(a) => updateDoc(lead(a), EDIT), OWNER_ONLY],
    'delete a lead': [(a) => deleteDoc(lead(a)), NOBODY],
    "get a lead's email": [(a) => getDoc(doc(a.db, 'leads', 'lead-1', 'emails', 'inquiry-reply-lead-1')), OWNER_ONLY],
    "list a lead's emails": [(a) => getDocs(collection(a.db, 'leads', 'lead-1', 'emails')), OWNER_ONLY],
    'write an email on a lead': [
      (a) =>
        setDoc(doc(a.db, 'leads', 'lead-1', 'emails', 'x'), { kind: 'reply', subject: 'Hi', body: 'Hi', createdAt: serverTimestamp() }),
      NOBODY,
    ],
    'get a busy month': [(a) => getDoc(doc(a.db, 'busyDays', '2031-06')), EVERYONE],
    'list busy months': [(a) => getDocs(collection(a.db, 'busyDays')), EVERYONE],
    "list the busy months of the booking form's range (by month id)": [
      (a) => getDocs(query(collection(a.db, 'busyDays'), where(documentId(), '>=', '2031-01'), where(documentId(), '<=', '2033-12'))),
      EVERYONE,
    ],
    'write a busy month': [(a) => setDoc(doc(a.db, 'busyDays', '2031-07'), { days: {}, updatedAt: serverTimestamp() }), NOBODY],
    'get the lead settings': [(a) => getDoc(settingsRef(a)), OWNER_ONLY],
    'save the lead settings': [(a) => setDoc(settingsRef(a), SETTINGS), OWNER_ONLY],
  });

  it('the public busy view holds a day and its state, nothing else', async () => {
    const month = await getDoc(doc(suite.actor('anon').db, 'busyDays', '2031-06'));
    suite.keepSeed();
    expect(Object.keys(month.data() ?? {}).sort()).toEqual(['days', 'updatedAt']);
    expect(month.get('days')).toEqual({ '12': 'booked', '13': 'held' });
  });

  describe("the owner's move of a lead", () => {
    const write = (a: Actor, data: DocumentData) => updateDoc(lead(a), data);
    const edit = (over: DocumentData) => ({
      stage: 'lost',
      lostReason: 'Over budget',
      followUpOn: '',
      notes: '',
      updatedAt: serverTimestamp(),
      ...over,
    });
    validationCases(suite, 'owner', write, null, [
      ['lost, with a reason', edit({}), ALLOW],
      ['an unknown stage', edit({ stage: 'won' })],
      ['a follow-up on no real day', edit({ followUpOn: '2031-02-30' })],
      ['notes over 5,000 characters', edit({ notes: text(5001) })],
      ['a reason over 100 characters', edit({ lostReason: text(101) })],
      ['a time of its own', edit({ updatedAt: new Date('2030-01-01T00:00:00Z') })],
      ['the time as it was (a repair of another field)', edit({ updatedAt: aWhileAgo }), ALLOW],
      ['its email changed', edit({ email: 'someone@else.example' })],
      ['linked to a booking by hand', edit({ bookingId: 'b-1' })],
      ['its source changed', edit({ channel: 'google' })],
    ]);
  });

  describe('the lead settings', () => {
    const write = (a: Actor, data: DocumentData) => setDoc(settingsRef(a), data);
    validationCases(suite, 'owner', write, null, [
      ['the defaults', SETTINGS, ALLOW],
      ['no lost reason', { ...SETTINGS, lostReasons: [] }],
      ['an empty subject', { ...SETTINGS, replySubject: ' ' }],
      ['a field of its own', { ...SETTINGS, extra: true }],
      ['a time of its own', { ...SETTINGS, updatedAt: aWhileAgo }],
    ]);
    it('a customer may not save them', async () => {
      await expect(setDoc(settingsRef(suite.actor('customerA')), SETTINGS)).rejects.toThrow();
    });
  });
});
