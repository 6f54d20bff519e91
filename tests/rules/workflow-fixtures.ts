import type { DocumentData } from 'firebase/firestore';
import type { Question, Section } from '@common/schemas';
import { aWhileAgo } from './fixtures';

// Issue 36's documents: a questionnaire with one question of each type (questionnaires.test.ts,
// agreement/questionnaires.test.ts) and a workflow.
const q = (id: string, type: Question['type'], more: Partial<Question> = {}): Question => ({
  id,
  type,
  label: `Question ${id}`,
  help: '',
  required: false,
  options: [],
  ...more,
});

export const SECTIONS: Section[] = [
  {
    title: 'The day',
    questions: [
      q('start', 'time', { required: true }),
      q('venue', 'short', { required: true }),
      q('notes', 'long'),
      q('look', 'choice', { options: ['Yes', 'No'] }),
      q('moments', 'multi', { options: ['Ceremony', 'Speeches', 'Dance'] }),
      q('day', 'date'),
      q('party', 'number'),
      q('contact', 'person'),
    ],
  },
];
export const QUESTIONNAIRE = { name: 'Wedding timeline', intro: 'Six weeks out.', sections: SECTIONS };
export const questionnaire = (overrides: DocumentData = {}) => ({ ...QUESTIONNAIRE, archived: false, updatedAt: aWhileAgo, ...overrides });

// A workflow with one email step (workflows.test.ts, agreement/workflows.test.ts).
export const workflowStep = (overrides: DocumentData = {}) => ({
  anchor: 'event-day',
  offsetDays: -2,
  action: 'email',
  subject: 'See you Saturday',
  body: 'Hello {{customer.name}}, we arrive at {{event.venue}} on {{event.date}}.',
  questionnaireId: '',
  taskTitle: '',
  order: 0,
  ...overrides,
});
export const workflow = (overrides: DocumentData = {}) => ({
  name: 'Weddings',
  packageIds: ['pkg-classic'],
  eventTypes: ['Wedding'],
  isDefault: false,
  sendHour: 9,
  updatedAt: aWhileAgo,
  ...overrides,
});
