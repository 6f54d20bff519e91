import { doc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { z } from 'zod';
import { ownerTaskSchema, reviewSchema, stepSchema, workflowSchema } from '../../../common/schemas';
import { aWhileAgo, storedBooking } from '../fixtures';
import { UID } from '../helpers';
import { workflow, workflowStep } from '../workflow-fixtures';
import { describeAgreement, useAgreementSuite } from './table';

// What the owner writes for workflows (docs/workflows.md): a workflow, the marks on a booking's
// run (skip, send now), a task ticked done.
const suite = useAgreementSuite();

describeAgreement(suite, {
  name: "workflows: the owner's workflow",
  schema: workflowSchema,
  role: 'owner',
  valid: () => workflow({ updatedAt: serverTimestamp() }),
  write: (a, data, i) => setDoc(doc(a.db, 'workflows', `w-${i}`), data),
  // Stamped now: authority (workflows.test.ts).
  fixed: ['updatedAt'],
});

describeAgreement(suite, {
  name: "workflows/{id}/steps: the owner's step",
  schema: stepSchema,
  role: 'owner',
  valid: () => workflowStep(),
  write: (a, data, i) => setDoc(doc(a.db, 'workflows', 'w', 'steps', `s${i}`), data),
  // zod's verdict but for the one check the rules cannot make: a merge field the server does not
  // know (the upper-cased body writes {{CUSTOMER.NAME}}), refused at save with the field named.
  zodAccepts: (document) => {
    const parsed = stepSchema.strict().safeParse(document);
    return parsed.success || parsed.error.issues.every((issue) => issue.path[0] === 'body' && issue.message.includes('merge field'));
  },
});

const marksSchema = z.object({ skipped: z.record(z.string(), z.date()), sendNow: z.record(z.string(), z.date()) });

describeAgreement(suite, {
  name: "workflowRuns: the owner's skip or send now",
  schema: marksSchema,
  role: 'owner',
  valid: () => ({ skipped: { s1: serverTimestamp() }, sendNow: {} }),
  seed: (i) => ({ [`bookings/b-${i}`]: storedBooking(UID.customerA, 'confirmed') }),
  write: (a, data, i) => setDoc(doc(a.db, 'workflowRuns', `b-${i}`), data),
  // Each mark is the moment it was asked, stamped now: authority (workflows.test.ts).
  fixed: ['skipped', 'sendNow'],
});

describeAgreement(suite, {
  name: "ownerTasks: the owner's tick",
  schema: ownerTaskSchema,
  role: 'owner',
  valid: () => ({
    title: 'Print the timeline',
    bookingId: 'booking-a',
    bookingLabel: 'Alice',
    dueOn: '2027-06-10',
    done: true,
    doneAt: serverTimestamp(),
    createdAt: aWhileAgo,
  }),
  seed: (i) => ({
    [`ownerTasks/t-${i}`]: {
      title: 'Print the timeline',
      bookingId: 'booking-a',
      bookingLabel: 'Alice',
      dueOn: '2027-06-10',
      done: false,
      doneAt: null,
      createdAt: aWhileAgo,
    },
  }),
  write: (a, data, i) => updateDoc(doc(a.db, 'ownerTasks', `t-${i}`), data),
  // A task is the step's: the owner changes only done and its time (workflows.test.ts).
  fixed: ['title', 'bookingId', 'bookingLabel', 'dueOn', 'done', 'doneAt', 'createdAt'],
});

describeAgreement(suite, {
  name: "reviews: the customer's review",
  schema: reviewSchema,
  role: 'customerA',
  valid: (i) => ({
    userId: UID.customerA,
    bookingId: `done-${i}`,
    rating: 5,
    words: 'Wonderful.',
    consent: true,
    firstName: 'Alice',
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  }),
  seed: (i) => ({ [`bookings/done-${i}`]: storedBooking(UID.customerA, 'completed') }),
  write: (a, data, i) => setDoc(doc(a.db, 'reviews', `done-${i}`), data),
  // Whose, for which booking, and when: authority (reviews.test.ts).
  fixed: ['userId', 'bookingId', 'createdAt', 'updatedAt'],
});
