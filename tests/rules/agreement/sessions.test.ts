import { doc, setDoc } from 'firebase/firestore';
import { calendarSyncSchema, sessionSettingsSchema } from '../../../common/schemas/sessions';
import { describeAgreement, useAgreementSuite } from './table';

// What the owner writes for timed sessions (docs/sessions.md): settings/sessions' cut-off (public,
// the policy text is made from it) and ownerSettings/calendarSync (the feed's secret, her own
// calendar's address). Session types go through the sessions function, which checks their schema.
const suite = useAgreementSuite();

describeAgreement(suite, {
  name: 'settings/sessions: the cut-off for cancelling or moving',
  schema: sessionSettingsSchema,
  role: 'owner',
  valid: () => ({ cutoffHours: 24 }),
  write: (a, data) => setDoc(doc(a.db, 'settings', 'sessions'), data),
  concurrency: 1,
});

describeAgreement(suite, {
  name: "ownerSettings/calendarSync: the feed's secret and the owner's calendar address",
  schema: calendarSyncSchema,
  role: 'owner',
  valid: () => ({ feedToken: 'a'.repeat(20) + 'B'.repeat(20), importUrl: 'https://calendar.example.com/private-abc/basic.ics' }),
  write: (a, data) => setDoc(doc(a.db, 'ownerSettings', 'calendarSync'), data),
  concurrency: 1,
});
