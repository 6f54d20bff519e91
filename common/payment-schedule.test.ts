import { describe, expect, it } from 'vitest';
import { deriveSchedule, nextDue, plannedInstalments, reminderDue, reminderKey, type ScheduledBooking } from './payment-schedule';
import { NO_SALES_TAX } from './sales-tax';
import { paymentScheduleInputSchema, type Instalment } from './schemas/payment-schedules';

// A $2,000 booking with a $600 deposit, confirmed on 2027-03-01 (Los Angeles), for 2027-06-20.
const settings = { balanceDueDays: 14, timeZone: 'America/Los_Angeles', salesTax: NO_SALES_TAX };
const booking = (over: Partial<ScheduledBooking> = {}): ScheduledBooking => ({
  packagePrice: 2000,
  packageDeposit: 600,
  eventDate: '2027-06-20',
  status: 'confirmed',
  // 02:00 UTC on 2 March is still 1 March in Los Angeles.
  statusAt: { pending: new Date('2027-02-20T10:00:00Z'), confirmed: new Date('2027-03-02T02:00:00Z') },
  paidTotal: 0,
  ...over,
});
const split = {
  balance: [
    { amount: 700, daysBefore: 60 },
    { amount: 700, daysBefore: 10 },
  ],
  waived: [],
};

describe('plannedInstalments', () => {
  it('with the sales tax added, every instalment carries its share and they add up to the price with tax; included or none, the prices', () => {
    const added = { ...settings, salesTax: { mode: 'added' as const, ratePercent: 8.875 } };
    // $2,000 + 8.875% = $2,178 (177.5 → 178); deposit $600 + $53 (53.25); balance $1,525.
    const amounts = (plan: typeof split | null, tax: typeof settings) => plannedInstalments(booking(), plan, tax).map((i) => i.amount);
    expect(amounts(null, added)).toEqual([653, 1525]);
    // $700 + 62.125 → $762, and the last part what is left: 1,525 − 762 = $763.
    expect(amounts(split, added)).toEqual([653, 762, 763]);
    expect(amounts(split, { ...settings, salesTax: { mode: 'included', ratePercent: 8.875 } } as typeof settings)).toEqual([600, 700, 700]);
    expect(amounts(split, { ...settings, salesTax: { mode: 'none', ratePercent: 0 } } as typeof settings)).toEqual([600, 700, 700]);
    expect(amounts(split, settings)).toEqual([600, 700, 700]);
  });

  it('with the sales tax added, the ledger covers the instalments with tax: a deposit paid before tax is not covered', () => {
    const added = { ...settings, salesTax: { mode: 'added' as const, ratePercent: 10 } };
    const { schedule } = deriveSchedule(booking({ paidTotal: 600 }), null, added, '2027-03-01');
    expect(schedule.map((i) => [i.id, i.amount, i.paid, i.status])).toEqual([
      ['deposit', 660, 600, 'due'],
      ['balance-1', 1540, 0, 'due'],
    ]);
  });

  it('the deposit on the day of confirmation (studio time), the balance balanceDueDays before the event', () => {
    expect(plannedInstalments(booking(), null, settings)).toEqual([
      { id: 'deposit', amount: 600, dueOn: '2027-03-01' },
      { id: 'balance-1', amount: 1400, dueOn: '2027-06-06' },
    ]);
  });

  it("the owner's split, counted back from the event, so a new event date moves every due date", () => {
    const moved = plannedInstalments(booking({ eventDate: '2027-07-20' }), split, settings);
    expect(moved.map((i) => i.dueOn)).toEqual(['2027-03-01', '2027-05-21', '2027-07-10']);
  });

  it('nothing has a date before confirmation, and no due date falls before it', () => {
    expect(plannedInstalments(booking({ status: 'pending', statusAt: {} }), null, settings).map((i) => i.dueOn)).toEqual([null, null]);
    expect(plannedInstalments(booking({ eventDate: '2027-03-05' }), null, settings).map((i) => i.dueOn)).toEqual([
      '2027-03-01',
      '2027-03-01',
    ]);
  });

  it('a split that no longer adds up to the balance gives way to the default; a zero deposit is no instalment', () => {
    const stale = { balance: [{ amount: 100, daysBefore: 30 }], waived: [] };
    expect(plannedInstalments(booking(), stale, settings).map((i) => i.amount)).toEqual([600, 1400]);
    expect(plannedInstalments(booking({ packageDeposit: 0 }), null, settings).map((i) => i.id)).toEqual(['balance-1']);
  });
});

describe('deriveSchedule', () => {
  it('allocates the ledger oldest instalment first and marks what is late', () => {
    const { schedule, nextDueOn } = deriveSchedule(booking({ paidTotal: 900 }), split, settings, '2027-05-25');
    expect(schedule.map(({ id, paid, status }) => [id, paid, status])).toEqual([
      ['deposit', 600, 'paid'],
      ['balance-1', 300, 'overdue'],
      ['balance-2', 0, 'due'],
    ]);
    expect(nextDueOn).toBe('2027-04-21');
  });

  it('a waived instalment takes no money and is not asked for', () => {
    const { schedule, nextDueOn } = deriveSchedule(
      booking({ paidTotal: 600 }),
      { ...split, waived: ['balance-1'] },
      settings,
      '2027-05-25',
    );
    expect(schedule.map((i) => i.status)).toEqual(['paid', 'waived', 'due']);
    expect(nextDueOn).toBe('2027-06-10');
  });

  it('paid in full, cancelled or still pending: nothing is next due', () => {
    expect(deriveSchedule(booking({ paidTotal: 2000 }), null, settings, '2027-06-30').nextDueOn).toBeNull();
    expect(deriveSchedule(booking({ status: 'cancelled' }), null, settings, '2027-04-01').nextDueOn).toBeNull();
    expect(deriveSchedule(booking({ status: 'pending', statusAt: {} }), null, settings, '2027-04-01').nextDueOn).toBeNull();
  });

  it('nextDue tells what is left of the first unpaid instalment', () => {
    const { schedule } = deriveSchedule(booking({ paidTotal: 700 }), null, settings, '2027-04-01');
    expect(nextDue(schedule)).toMatchObject({ instalment: { id: 'balance-1', dueOn: '2027-06-06' }, owed: 1300 });
  });
});

describe('reminderDue', () => {
  const due = (over: Partial<Instalment> = {}): Instalment => ({
    id: 'balance-1',
    amount: 1400,
    dueOn: '2027-06-06',
    paid: 0,
    status: 'due',
    ...over,
  });

  it.each([
    ['2027-06-02', null],
    ['2027-06-03', 'before'],
    ['2027-06-05', 'before'],
    ['2027-06-06', 'on'],
    ['2027-06-08', 'on'],
    ['2027-06-09', 'after'],
    ['2027-07-30', 'after'],
  ] as const)('on %s: %s', (today, kind) => {
    expect(reminderDue(due(), today)).toBe(kind);
  });

  it('none for a paid or waived instalment, or one without a date', () => {
    expect(reminderDue(due({ status: 'paid', paid: 1400 }), '2027-06-06')).toBeNull();
    expect(reminderDue(due({ status: 'waived' }), '2027-06-06')).toBeNull();
    expect(reminderDue(due({ dueOn: null }), '2027-06-06')).toBeNull();
  });

  it('one outbox key per booking, instalment, kind and due date (a moved due date is reminded of again)', () => {
    expect(reminderKey('b1', 'balance-2', 'after', '2027-05-01')).toBe('reminder-b1-balance-2-after-2027-05-01');
  });
});

describe('paymentScheduleInputSchema', () => {
  it.each([
    [
      'a zero instalment beside another',
      {
        balance: [
          { amount: 0, daysBefore: 30 },
          { amount: 5, daysBefore: 10 },
        ],
        waived: [],
      },
    ],
    ['a negative instalment', { balance: [{ amount: -5, daysBefore: 10 }], waived: [] }],
    ['an instalment after the event', { balance: [{ amount: 5, daysBefore: -1 }], waived: [] }],
    [
      'dates out of order',
      {
        balance: [
          { amount: 5, daysBefore: 10 },
          { amount: 5, daysBefore: 20 },
        ],
        waived: [],
      },
    ],
    ['five instalments', { balance: [50, 40, 30, 20, 10].map((daysBefore) => ({ amount: 1, daysBefore })), waived: [] }],
    ['an unknown instalment waived', { balance: [{ amount: 5, daysBefore: 10 }], waived: ['balance-9'] }],
  ])('refuses %s', (_, input) => {
    expect(paymentScheduleInputSchema.safeParse(input).success).toBe(false);
  });

  it('accepts a split in date order', () => {
    expect(paymentScheduleInputSchema.safeParse(split).success).toBe(true);
  });

  // A deposit of the whole price leaves a balance of nothing: its one part of 0 is the plan the
  // schedule panel saves when the owner waives the deposit (the rules take it too).
  it('accepts a lone part of 0, the balance of nothing', () => {
    expect(paymentScheduleInputSchema.safeParse({ balance: [{ amount: 0, daysBefore: 10 }], waived: ['deposit'] }).success).toBe(true);
  });
});
