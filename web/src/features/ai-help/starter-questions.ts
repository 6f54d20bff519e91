/** Questions a first-time visitor usually has; shown as one-tap buttons. */
export const STARTER_QUESTIONS = [
  'How much is the deposit?',
  'Can we reschedule our date?',
  'When will we receive our photos?',
  'Do you travel outside San Francisco?',
  'Can I pay in cash?',
] as const;
