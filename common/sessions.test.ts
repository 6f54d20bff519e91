import { describe, expect, it } from 'vitest';
import type { BusyState } from './schemas/leads';
import { sessionTypeInput } from './session-type.test-data';
import { sessionTypeInputSchema, type SessionType } from './schemas/sessions';
import {
  beforeCutoff,
  findSlot,
  freeSlots,
  generateSlots,
  instantOf,
  seatIsLive,
  sessionPolicyText,
  slotRefusal,
  takenFrom,
  timeIn,
  wallOf,
  type Taken,
} from './sessions';

const type = (over: Partial<SessionType> = {}): SessionType => ({
  ...sessionTypeInput(),
  id: 'consult',
  updatedAt: new Date(0),
  ...over,
});

const none: Taken = { wholeDays: new Set(), busy: [], seatsTaken: new Map() };
const HOUR = 3_600_000;

// The daylight-saving change days of 2026: [zone, spring day, autumn day].
const CHANGES: [string, string, string][] = [
  ['America/Los_Angeles', '2026-03-08', '2026-11-01'],
  ['Europe/London', '2026-03-29', '2026-10-25'],
  ['Australia/Sydney', '2026-10-04', '2026-04-05'],
];

describe('wall time and instant', () => {
  it('turns a wall time into its instant and back', () => {
    const t = instantOf('Europe/London', '2026-07-01', 9 * 60)!;
    expect(new Date(t).toISOString()).toBe('2026-07-01T08:00:00.000Z');
    expect(wallOf('Europe/London', t)).toEqual({ date: '2026-07-01', minutes: 540 });
  });
  it('has no instant for a wall time in the spring gap, and the first of two in the autumn overlap', () => {
    expect(instantOf('America/Los_Angeles', '2026-03-08', 2 * 60 + 30)).toBeNull();
    const overlap = instantOf('America/Los_Angeles', '2026-11-01', 60 + 30)!;
    expect(new Date(overlap).toISOString()).toBe('2026-11-01T08:30:00.000Z'); // 01:30 PDT, not PST
  });
});

describe.each(CHANGES)('daylight saving in %s', (zone, spring, autumn) => {
  it.each([spring, autumn])('keeps every office-hours slot on %s, at its wall time', (day) => {
    const slots = generateSlots(type(), zone, day, day);
    expect(slots.map((s) => s.time)).toEqual(['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00']);
    for (const s of slots) expect(wallOf(zone, s.start)).toEqual({ date: day, minutes: Number(s.time.slice(0, 2)) * 60 });
  });

  it('moves the instants by the change: 23 hours between 09:00s over spring, 25 over autumn', () => {
    const nine = (day: string) => generateSlots(type(), zone, day, day)[0].start;
    const before = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) - 24 * HOUR).toISOString().slice(0, 10);
    expect(nine(spring) - nine(before(spring))).toBe(23 * HOUR);
    expect(nine(autumn) - nine(before(autumn))).toBe(25 * HOUR);
  });

  it.each([spring, autumn])('offers no slot twice and none that does not exist through the night of %s', (day) => {
    const night = type({
      durationMinutes: 30,
      weeklyHours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '00:00', end: '05:00' })),
    });
    const slots = generateSlots(night, zone, day, day);
    const instants = slots.map((s) => s.start);
    expect(new Set(instants).size).toBe(instants.length);
    expect(new Set(slots.map((s) => s.time)).size).toBe(slots.length);
    expect(instants).toEqual([...instants].sort((a, b) => a - b));
    // Every offered slot is where it says; the night loses only the hour that does not exist.
    for (const s of slots)
      expect(wallOf(zone, s.start)).toEqual({ date: day, minutes: Number(s.time.slice(0, 2)) * 60 + Number(s.time.slice(3)) });
    expect(slots.length).toBe(day === spring ? 8 : 10);
  });
});

describe('slot generation', () => {
  it('fits buffers before and after between sessions', () => {
    const t = type({
      durationMinutes: 20,
      bufferBeforeMinutes: 10,
      bufferAfterMinutes: 5,
      weeklyHours: [{ weekday: 3, start: '09:00', end: '11:00' }],
    });
    const slots = generateSlots(t, 'Europe/London', '2026-07-01', '2026-07-01');
    expect(slots.map((s) => s.time)).toEqual(['09:10', '09:45', '10:20']);
    expect(slots[0].busyEnd - slots[0].busyStart).toBe(35 * 60_000);
  });

  it('takes a date override over the weekly hours: a closed day, and a mini-session day of its own', () => {
    const mini = type({
      id: 'mini',
      durationMinutes: 20,
      weeklyHours: [],
      overrides: [
        { date: '2026-10-10', label: 'Autumn minis', windows: [{ start: '10:00', end: '11:00' }] },
        { date: '2026-10-11', label: '', windows: [] },
      ],
    });
    expect(generateSlots(mini, 'Europe/London', '2026-10-09', '2026-10-12').map((s) => `${s.date} ${s.time}`)).toEqual([
      '2026-10-10 10:00',
      '2026-10-10 10:20',
      '2026-10-10 10:40',
    ]);
    const closed = type({ overrides: [{ date: '2026-07-01', label: '', windows: [] }] });
    expect(generateSlots(closed, 'Europe/London', '2026-07-01', '2026-07-01')).toEqual([]);
  });

  it('offers nothing for a type that is switched off', () => {
    expect(generateSlots(type({ active: false }), 'UTC', '2026-07-01', '2026-07-07')).toEqual([]);
  });

  it('names a slot by its type and instant, and finds only slots it offers', () => {
    const [first] = generateSlots(type(), 'UTC', '2026-07-01', '2026-07-01');
    expect(first.id).toBe('consult_20260701T0900');
    expect(findSlot(type(), 'UTC', first.start)?.id).toBe(first.id);
    expect(findSlot(type(), 'UTC', first.start + 30 * 60_000)).toBeNull();
  });
});

describe('what can be taken', () => {
  const zone = 'Europe/London';
  const now = Date.parse('2026-07-01T08:30:00Z'); // 09:30 in London
  const t = type({ minNoticeHours: 2, horizonDays: 7, capacity: 2 });
  const at = (day: string, time: string) => generateSlots(t, zone, day, day).find((s) => s.time === time)!;

  it('refuses the past, inside the notice, beyond the horizon', () => {
    expect(slotRefusal(t, at('2026-07-01', '09:00'), none, now)).toBe('past');
    expect(slotRefusal(t, at('2026-07-01', '11:00'), none, now)).toBe('notice');
    expect(slotRefusal(t, at('2026-07-01', '12:00'), none, now)).toBeNull();
    expect(slotRefusal(t, at('2026-07-08', '12:00'), none, now)).toBeNull();
    expect(slotRefusal(t, at('2026-07-09', '09:00'), none, now)).toBe('horizon');
  });

  it('refuses a full slot, a busy time with the buffers, and a day taken whole', () => {
    const slot = at('2026-07-02', '10:00');
    expect(slotRefusal(t, slot, { ...none, seatsTaken: new Map([[slot.id, 1]]) }, now)).toBeNull();
    expect(slotRefusal(t, slot, { ...none, seatsTaken: new Map([[slot.id, 2]]) }, now)).toBe('full');
    const dentist = { start: slot.start + 30 * 60_000, end: slot.start + 90 * 60_000 };
    expect(slotRefusal(t, slot, { ...none, busy: [dentist] }, now)).toBe('busy');
    expect(slotRefusal(t, slot, { ...none, busy: [{ start: slot.end, end: slot.end + HOUR }] }, now)).toBeNull();
    const buffered = type({ ...t, bufferAfterMinutes: 15 });
    const bSlot = generateSlots(buffered, zone, '2026-07-02', '2026-07-02')[0];
    expect(slotRefusal(buffered, bSlot, { ...none, busy: [{ start: bSlot.end + 10 * 60_000, end: bSlot.end + HOUR }] }, now)).toBe('busy');
    expect(slotRefusal(t, slot, { ...none, wholeDays: new Set(['2026-07-02']) }, now)).toBe('day-taken');
  });

  it('lists the free slots from today to the horizon', () => {
    const free = freeSlots(t, zone, { ...none, wholeDays: new Set(['2026-07-03']) }, now);
    expect(free[0].time).toBe('12:00');
    expect(free.some((s) => s.date === '2026-07-03')).toBe(false);
    expect(free.at(-1)?.date).toBe('2026-07-08');
  });
});

describe('session types the owner writes', () => {
  const input = (over: Partial<SessionType> = {}) => {
    const { id: _id, updatedAt: _u, ...fields } = type(over);
    return fields;
  };
  it('takes a sound type', () => {
    expect(sessionTypeInputSchema.safeParse(input()).success).toBe(true);
  });
  it('refuses buffers that do not fit the day or its windows, and a deposit above the price', () => {
    const long = sessionTypeInputSchema.safeParse(input({ durationMinutes: 480, bufferBeforeMinutes: 240, bufferAfterMinutes: 240 }));
    expect(long.error?.issues.map((i) => i.message)).toContain('Too short for one 960-minute session with its buffers');
    const day = sessionTypeInputSchema.safeParse(
      input({ durationMinutes: 480, bufferBeforeMinutes: 240, bufferAfterMinutes: 240, weeklyHours: [], overrides: [] }),
    );
    expect(day.success).toBe(true);
    const buffered = sessionTypeInputSchema.safeParse(input({ bufferBeforeMinutes: 240, bufferAfterMinutes: 240 }));
    expect(buffered.error?.issues.some((i) => i.path.join('.') === 'weeklyHours.0.end')).toBe(true);
    expect(sessionTypeInputSchema.safeParse(input({ price: 50, deposit: 60 })).success).toBe(false);
  });
  it('refuses a window that ends before it starts, and two overrides for one date', () => {
    expect(sessionTypeInputSchema.safeParse(input({ weeklyHours: [{ weekday: 1, start: '12:00', end: '09:00' }] })).success).toBe(false);
    const twice = [
      { date: '2026-10-10', label: '', windows: [] },
      { date: '2026-10-10', label: '', windows: [] },
    ];
    expect(sessionTypeInputSchema.safeParse(input({ overrides: twice })).success).toBe(false);
  });
});

describe('policy and zones', () => {
  it('words the cut-off from the setting', () => {
    expect(sessionPolicyText(24)).toContain('up to 1 day before');
    expect(sessionPolicyText(48)).toContain('up to 2 days before');
    expect(sessionPolicyText(6)).toContain('up to 6 hours before');
    expect(sessionPolicyText(0)).toContain('up to its start time');
  });
  it('applies the cut-off', () => {
    const start = Date.parse('2026-07-02T10:00:00Z');
    expect(beforeCutoff(start, 24, start - 25 * HOUR)).toBe(true);
    expect(beforeCutoff(start, 24, start - 23 * HOUR)).toBe(false);
  });
  it("shows a slot in the visitor's zone, with the day when it differs", () => {
    const start = instantOf('Europe/London', '2026-07-01', 9 * 60)!;
    expect(timeIn('America/Los_Angeles', start, '2026-07-01')).toBe('01:00');
    expect(timeIn('Australia/Sydney', start, '2026-07-01')).toBe('18:00');
    expect(timeIn('Pacific/Honolulu', start, '2026-07-01')).toBe('22:00 (2026-06-30)');
  });
});

describe('what the public documents say is taken', () => {
  it('counts live seats of the type, makes other types busy, takes whole days', () => {
    const now = Date.parse('2026-07-01T08:00:00Z');
    const at = new Date('2026-07-02T09:00:00Z');
    const end = new Date('2026-07-02T10:00:00Z');
    const seat = (state: string, holdUntil: Date | null) => ({ state, holdUntil });
    const taken = takenFrom(
      'consult',
      [
        {
          id: 'consult_a',
          sessionTypeId: 'consult',
          busyStart: at,
          busyEnd: end,
          seats: { x: seat('booked', null), y: seat('held', new Date(now - 1)) },
        },
        { id: 'mini_b', sessionTypeId: 'mini', busyStart: at, busyEnd: end, seats: { z: seat('held', new Date(now + 60_000)) } },
        { id: 'mini_c', sessionTypeId: 'mini', busyStart: end, busyEnd: end, seats: {} },
      ],
      new Map<string, BusyState>([
        ['2026-07-03', 'booked'],
        ['2026-07-04', 'sessions'],
        ['2026-07-05', 'held'],
      ]),
      [],
      now,
    );
    expect([...taken.seatsTaken]).toEqual([['consult_a', 1]]);
    expect(taken.busy).toEqual([{ start: at.getTime(), end: end.getTime() }]);
    expect([...taken.wholeDays]).toEqual(['2026-07-03', '2026-07-05']);
  });

  it('keeps an open hold (a transfer slip waiting for the owner) live, and a timed one until its end', () => {
    const now = Date.parse('2026-07-01T08:00:00Z');
    expect(seatIsLive({ state: 'held', holdUntil: null }, now + 365 * 86_400_000)).toBe(true);
    expect(seatIsLive({ state: 'held', holdUntil: new Date(now + 1) }, now)).toBe(true);
    expect(seatIsLive({ state: 'held', holdUntil: new Date(now) }, now)).toBe(false);
    expect(seatIsLive({ state: 'booked', holdUntil: null }, now)).toBe(true);
  });
});
