import { doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { LEAD_SETTINGS_DEFAULT, leadSchema, leadSettingsSchema } from '../../../common/schemas';
import { daysFromToday, storedLead } from '../fixtures';
import { describeAgreement, useAgreementSuite } from './table';

// What the owner writes for leads (docs/inquiries.md): a lead moved by hand (its stage, lost
// reason, follow-up day and notes; the rest is the inquiry function's), and ownerSettings/leads.
const suite = useAgreementSuite();

describeAgreement(suite, {
  name: "leads: the owner's move of a lead",
  schema: leadSchema,
  role: 'owner',
  valid: () => ({
    ...storedLead(),
    stage: 'consultation',
    notes: 'Call Tuesday',
    followUpOn: daysFromToday(3),
    updatedAt: serverTimestamp(),
  }),
  seed: (i) => ({ [`leads/lead-${i}`]: storedLead() }),
  write: (a, data, i) => setDoc(doc(a.db, 'leads', `lead-${i}`), data),
  // Everything but the owner's four fields is the inquiry function's (leads.test.ts refuses a change to any).
  fixed: [
    'name',
    'email',
    'phone',
    'eventType',
    'eventDate',
    'eventMonth',
    'channel',
    'inquiries',
    'firstInquiryAt',
    'lastInquiryAt',
    'firstReplyAt',
    'userId',
    'bookingId',
    'updatedAt',
    'keywords',
  ],
});

describeAgreement(suite, {
  name: 'ownerSettings/leads: the first reply and the lost reasons',
  schema: leadSettingsSchema,
  role: 'owner',
  valid: () => ({ ...LEAD_SETTINGS_DEFAULT, updatedAt: serverTimestamp() }),
  write: (a, data) => setDoc(doc(a.db, 'ownerSettings', 'leads'), data),
  fixed: ['updatedAt'],
  concurrency: 1,
});
