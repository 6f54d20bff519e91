import type { SessionTypeInput } from './schemas/sessions';

/**
 * A session type as the owner saves it, for every test level's fixtures: open 9:00 to 17:00 every
 * day, one seat, free, no notice or buffers, bookable 60 days ahead; `over` sets what a test is about.
 */
export const sessionTypeInput = (over: Partial<SessionTypeInput> = {}): SessionTypeInput => ({
  name: 'Consultation',
  description: '',
  durationMinutes: 60,
  price: 0,
  deposit: 0,
  location: 'video',
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minNoticeHours: 0,
  horizonDays: 60,
  capacity: 1,
  weeklyHours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '09:00', end: '17:00' })),
  overrides: [],
  allowsWholeDay: false,
  active: true,
  ...over,
});
