import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderWithSession } from '@/testing/render';
import { StudioCalendar } from './studio-calendar';

// The studio calendar's Month | Week toggle (docs/sessions.md): a pair of buttons the keyboard
// reaches, the choice kept in the address (?view=week beside the tab), the week opening at the day
// chosen in the month. The week itself is week-view.tsx (the sessions journey drives it).

vi.mock('@/data/calendar', () => ({
  useTakenDays: () => ({ status: 'success', data: [], invalid: [] }),
  useBlockDay: () => async () => undefined,
  useUnblockDay: () => async () => undefined,
}));
vi.mock('@/data/bookings', () => ({ useBookingsBetween: () => ({ status: 'success', data: [], invalid: [] }) }));
vi.mock('@/components/ui/toast', () => ({ useToast: () => () => undefined }));
vi.mock('./week-view', () => ({ WeekView: ({ startDay }: { startDay?: string }) => <p>The week of {startDay}</p> }));

function Address() {
  const { search } = useLocation();
  return <output aria-label="address">{search}</output>;
}

const renderAt = (route: string) =>
  renderWithSession(
    <>
      <StudioCalendar />
      <Address />
    </>,
    { route },
  );

describe('the studio calendar’s views', () => {
  it('opens on the month, and the keyboard switches to the week, kept in the address beside the tab', async () => {
    renderAt('/admin/bookings?tab=calendar');
    const group = screen.getByRole('group', { name: 'Calendar view' });
    expect(screen.getByRole('button', { name: 'Month' })).toHaveAttribute('aria-pressed', 'true');
    expect(group).toBeInTheDocument();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Week' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(/^The week of \d{4}-\d{2}-\d{2}$/)).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('?tab=calendar&view=week');
    await userEvent.click(screen.getByRole('button', { name: 'Month' }));
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(/^\?tab=calendar$/);
    expect(screen.queryByText(/^The week of/)).not.toBeInTheDocument();
  });

  it('opens the week from the address', () => {
    renderAt('/admin/bookings?tab=calendar&view=week');
    expect(screen.getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(/^The week of /)).toBeInTheDocument();
  });
});
