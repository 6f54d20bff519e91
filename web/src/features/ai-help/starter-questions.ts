import { withArea } from '@common/area-served';

/** Questions a first-time visitor usually has; shown as one-tap buttons. Travel is asked about the studio's area, if it names one. */
export const starterQuestions = (area: string | undefined) =>
  [
    'How much is the deposit?',
    'Can we reschedule our date?',
    'When will we receive our photos?',
    'Do you travel[[ outside {area}]]?',
    'Can I pay in cash?',
  ].map((question) => withArea(question, area));
