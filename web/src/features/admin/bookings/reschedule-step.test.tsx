import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Booking } from '@common/schemas';
import { addUtcDays, studioToday } from '@common/days';
import { formatIsoDay } from '@common/format';
import { ToastProvider } from '@/components/ui/toast';
import { UserFacingError } from '@/lib/user-facing-error';
import { RescheduleStep, movedWords, rescheduleFormSchema } from './reschedule-step';

const today = studioToday();
const ON = addUtcDays(today, 90);
const TAKEN = addUtcDays(today, 100);
const FREE = addUtcDays(today, 110);

const data = vi.hoisted(() => ({
  reschedule: vi.fn<(id: string, day: string, note: string) => Promise<void>>(),
  taken: [] as { date: string }[],
}));
vi.mock('@/data/calendar', () => ({ useTakenDays: () => ({ status: 'success', data: data.taken }) }));
vi.mock('@/data/reschedule-booking', () => ({ useRescheduleBooking: () => data.reschedule }));

const booking = {
  id: 'bk-1',
  name: 'Ada Lovelace',
  eventType: 'Wedding',
  eventDate: ON,
  status: 'confirmed',
} as Booking & { id: string };

function open(overrides: Partial<Booking> = {}) {
  const onClose = vi.fn();
  render(
    <ToastProvider>
      <RescheduleStep booking={{ ...booking, ...overrides }} onClose={onClose} />
    </ToastProvider>,
  );
  return { onClose, date: screen.getByLabelText(/New date/), submit: screen.getByRole('button', { name: 'Move the booking' }) };
}

beforeEach(() => {
  data.reschedule.mockReset();
  data.taken = [{ date: ON }, { date: TAKEN }];
});

describe('the owner reschedules a booking', () => {
  it('lists the taken days and refuses one, and the day the booking is already on, without writing', async () => {
    const { date, submit } = open();
    expect(screen.getByRole('heading', { name: 'Dates already taken' })).toBeInTheDocument();
    fireEvent.change(date, { target: { value: TAKEN } });
    await userEvent.click(submit);
    expect(await screen.findByText('That date is already booked. Please choose another day.')).toBeInTheDocument();
    fireEvent.change(date, { target: { value: ON } });
    expect(await screen.findByText(`The booking is already on ${formatIsoDay(ON)}. Choose another day.`)).toBeInTheDocument();
    expect(data.reschedule).not.toHaveBeenCalled();
  });

  it('moves it once, with the note, even when the button is pressed twice; says so and closes', async () => {
    let finish = () => {};
    data.reschedule.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    const { date, submit, onClose } = open();
    fireEvent.change(date, { target: { value: FREE } });
    await userEvent.type(screen.getByLabelText(/Note/), 'At the couple’s request.');
    await userEvent.click(submit);
    await userEvent.click(screen.getByRole('button', { name: /Moving/ }));
    finish();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(data.reschedule).toHaveBeenCalledTimes(1);
    expect(data.reschedule).toHaveBeenCalledWith('bk-1', FREE, 'At the couple’s request.');
    expect(await screen.findByText(`Moved to ${formatIsoDay(FREE)}; ${formatIsoDay(ON)} is free again`)).toBeInTheDocument();
  });

  it('a day taken meanwhile: the reason in the dialog, which stays open', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    data.reschedule.mockRejectedValue(new UserFacingError('That day was just taken by another confirmed booking.'));
    const { date, submit, onClose } = open();
    fireEvent.change(date, { target: { value: FREE } });
    await userEvent.click(submit);
    expect(await screen.findByText('That day was just taken by another confirmed booking.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says when the booking has moved before, and from where', () => {
    open({ rescheduleCount: 1, rescheduledFrom: addUtcDays(today, 60) });
    expect(screen.getByText(new RegExp(`Moved once already, from ${formatIsoDay(addUtcDays(today, 60))}`))).toBeInTheDocument();
  });
});

describe('rescheduleFormSchema and movedWords', () => {
  const schema = rescheduleFormSchema(ON, { today, taken: new Set([TAKEN]) });
  it.each([
    ['', false],
    [addUtcDays(today, -1), false],
    [today, false],
    [addUtcDays(today, 2000), false],
    ['2097-02-30', false],
    [TAKEN, false],
    [ON, false],
    [FREE, true],
  ])('%s → %s', (eventDate, ok) => {
    expect(schema.safeParse({ eventDate, note: '' }).success).toBe(ok);
  });

  it('counts the moves in words', () => {
    expect(movedWords({})).toBeNull();
    expect(movedWords({ rescheduleCount: 1 })).toBe('Moved once');
    expect(movedWords({ rescheduleCount: 3 })).toBe('Moved 3 times');
  });
});
