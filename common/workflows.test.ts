import { describe, expect, it } from 'vitest';
import type { Step, WorkflowRun } from './schemas/workflows';
import { stepSchema, workflowInputSchema } from './schemas/workflows';
import { atHourIn, planStep, planSteps, stepDueAt, workflowFor, type BookingMoments } from './workflows';

const NY = 'America/New_York';
const step = (over: Partial<Step> = {}): Step => ({
  id: 's1',
  anchor: 'event-day',
  offsetDays: -2,
  action: 'email',
  subject: 'See you Saturday',
  body: 'Hello {{customer.name}}',
  questionnaireId: '',
  taskTitle: '',
  order: 0,
  ...over,
});
const moments = (over: Partial<BookingMoments> = {}): BookingMoments => ({
  status: 'confirmed',
  createdAt: new Date('2027-01-10T12:00:00Z'),
  eventDate: '2027-06-12',
  confirmedAt: new Date('2027-01-11T15:30:00Z'),
  contractSignedAt: null,
  balancePaidAt: null,
  galleryPublishedAt: null,
  ...over,
});
const EMPTY_RUN: Pick<WorkflowRun, 'steps' | 'skipped' | 'sendNow'> = { steps: {}, skipped: {}, sendNow: {} };

describe('due times in the studio’s zone', () => {
  it('an event-day step is the send hour, offset days from the event day', () => {
    // June: New York is UTC-4.
    expect(stepDueAt(step(), moments(), NY, 9)?.toISOString()).toBe('2027-06-10T13:00:00.000Z');
    expect(stepDueAt(step({ offsetDays: 1 }), moments(), NY, 18)?.toISOString()).toBe('2027-06-13T22:00:00.000Z');
  });

  it('across the spring change (14 March 2027), each step keeps its wall-clock hour', () => {
    const event = moments({ eventDate: '2027-03-16' });
    expect(stepDueAt(step({ offsetDays: -3 }), event, NY, 9)?.toISOString()).toBe('2027-03-13T14:00:00.000Z'); // EST, UTC-5
    expect(stepDueAt(step({ offsetDays: -2 }), event, NY, 9)?.toISOString()).toBe('2027-03-14T13:00:00.000Z'); // the change's day, EDT
    expect(stepDueAt(step({ offsetDays: -1 }), event, NY, 9)?.toISOString()).toBe('2027-03-15T13:00:00.000Z');
  });

  it('across the autumn change (7 November 2027) too, and in a zone ahead of UTC', () => {
    const event = moments({ eventDate: '2027-11-08' });
    expect(stepDueAt(step({ offsetDays: -1 }), event, NY, 9)?.toISOString()).toBe('2027-11-07T14:00:00.000Z');
    expect(stepDueAt(step({ offsetDays: -2 }), event, NY, 9)?.toISOString()).toBe('2027-11-06T13:00:00.000Z');
    expect(atHourIn('Australia/Sydney', '2027-04-04', 9).toISOString()).toBe('2027-04-03T23:00:00.000Z'); // AEST after the change
  });

  it('a rescheduled event moves a pending step; a sent one stays as it was sent', () => {
    const before = planStep(step(), moments(), EMPTY_RUN, new Date('2027-05-01T00:00:00Z'), NY, 9);
    const moved = planStep(step(), moments({ eventDate: '2027-08-21' }), EMPTY_RUN, new Date('2027-05-01T00:00:00Z'), NY, 9);
    expect(before.dueAt?.toISOString()).toBe('2027-06-10T13:00:00.000Z');
    expect(moved).toMatchObject({ state: 'upcoming' });
    expect(moved.dueAt?.toISOString()).toBe('2027-08-19T13:00:00.000Z');
    const sentAt = new Date('2027-06-10T13:05:00Z');
    const run = {
      ...EMPTY_RUN,
      steps: { s1: { outcome: 'sent' as const, at: sentAt, dueAt: new Date('2027-06-10T13:00:00Z'), late: false, label: '' } },
    };
    expect(planStep(step(), moments({ eventDate: '2027-08-21' }), run, new Date('2027-06-11T00:00:00Z'), NY, 9)).toMatchObject({
      state: 'sent',
      dueAt: new Date('2027-06-10T13:00:00Z'),
    });
  });

  it('a step on something that happens waits for it, and is never due before it', () => {
    const signed = step({ anchor: 'contract-signed', offsetDays: 0 });
    expect(stepDueAt(signed, moments(), NY, 9)).toBeNull();
    const at = new Date('2027-02-01T20:00:00Z'); // 15:00 in New York: after the send hour
    expect(stepDueAt(signed, moments({ contractSignedAt: at }), NY, 9)).toEqual(at);
    expect(stepDueAt({ ...signed, offsetDays: 1 }, moments({ contractSignedAt: at }), NY, 9)?.toISOString()).toBe(
      '2027-02-02T14:00:00.000Z',
    );
    expect(stepDueAt({ ...signed, offsetDays: -3 }, moments({ contractSignedAt: at }), NY, 9)).toEqual(at);
    expect(planStep(signed, moments(), EMPTY_RUN, at, NY, 9).state).toBe('waiting');
  });
});

describe('what the job does now (catch-up)', () => {
  const due = new Date('2027-06-10T13:00:00Z');
  it('due at its moment; a missed run catches it up later and calls it late', () => {
    expect(planStep(step(), moments(), EMPTY_RUN, new Date(due.getTime() - 1), NY, 9).state).toBe('upcoming');
    expect(planStep(step(), moments(), EMPTY_RUN, due, NY, 9)).toMatchObject({ state: 'due', late: false });
    expect(planStep(step(), moments(), EMPTY_RUN, new Date(due.getTime() + 14 * 60_000), NY, 9)).toMatchObject({
      state: 'due',
      late: false,
    });
    expect(planStep(step(), moments(), EMPTY_RUN, new Date(due.getTime() + 26 * 3_600_000), NY, 9)).toMatchObject({
      state: 'due',
      late: true,
    });
  });

  it('a moment that passed before the booking existed is missed, not sent', () => {
    const late = moments({ createdAt: new Date('2027-06-11T08:00:00Z') });
    expect(planStep(step(), late, EMPTY_RUN, new Date('2027-06-11T09:00:00Z'), NY, 9).state).toBe('missed');
  });

  it('a cancelled booking stops; a pending one waits; skip and send now are the owner’s', () => {
    const now = new Date('2027-06-10T14:00:00Z');
    expect(planStep(step(), moments({ status: 'cancelled' }), EMPTY_RUN, now, NY, 9).state).toBe('stopped');
    expect(planStep(step(), moments({ status: 'pending' }), EMPTY_RUN, now, NY, 9).state).toBe('waiting');
    expect(planStep(step(), moments(), { ...EMPTY_RUN, skipped: { s1: now } }, now, NY, 9).state).toBe('skipped');
    expect(planStep(step(), moments(), { ...EMPTY_RUN, sendNow: { s1: now } }, new Date('2027-05-01T00:00:00Z'), NY, 9).state).toBe('due');
  });

  it('orders a booking’s steps by their dates, undated last', () => {
    const workflow = {
      sendHour: 9,
      steps: [
        step({ id: 'b', offsetDays: -2 }),
        step({ id: 'a', anchor: 'gallery-published', offsetDays: 1 }),
        step({ id: 'c', offsetDays: -42 }),
      ],
    };
    expect(planSteps(workflow, moments(), EMPTY_RUN, new Date('2027-01-12T00:00:00Z'), NY).map((p) => p.step.id)).toEqual(['c', 'b', 'a']);
  });
});

describe('which workflow, and what a save refuses', () => {
  const w = (name: string, over = {}) => ({ name, packageIds: [] as string[], eventTypes: [] as string[], isDefault: false, ...over });
  it('the package’s, else the event type’s, else the default', () => {
    const all = [
      w('Default', { isDefault: true }),
      w('Weddings', { eventTypes: ['Wedding'] }),
      w('Classic', { packageIds: ['pkg-classic'] }),
    ];
    expect(workflowFor({ packageId: 'pkg-classic', eventType: 'Wedding' }, all)?.name).toBe('Classic');
    expect(workflowFor({ packageId: 'other', eventType: 'Wedding' }, all)?.name).toBe('Weddings');
    expect(workflowFor({ packageId: 'other', eventType: 'Portrait' }, all)?.name).toBe('Default');
    expect(workflowFor({ packageId: 'other', eventType: 'Portrait' }, all.slice(1))).toBeNull();
  });

  it('an offset beyond a year, and an unknown merge field named', () => {
    expect(stepSchema.safeParse(step({ offsetDays: 366 })).success).toBe(false);
    expect(stepSchema.safeParse(step({ offsetDays: -365 })).success).toBe(true);
    const unknown = stepSchema.safeParse(step({ body: 'Hi {{cutomer.name}}' }));
    expect(unknown.success).toBe(false);
    expect(unknown.error?.issues[0].message).toContain('{{cutomer.name}}');
    expect(
      workflowInputSchema.safeParse({ name: 'x', steps: [step(), step()], packageIds: [], eventTypes: [], isDefault: false, sendHour: 9 })
        .success,
    ).toBe(false);
  });
});
