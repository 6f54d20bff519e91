import type { DocumentData } from 'firebase/firestore';
import type { Question, Section } from '@common/schemas';
import { aWhileAgo } from './fixtures';

// A questionnaire with one question of each type (questionnaires.test.ts, agreement/questionnaires.test.ts).
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
