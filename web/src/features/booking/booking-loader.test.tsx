import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingPath, paths } from '@common/paths';
import { addUtcDays, studioToday } from '@common/days';
import { OfflineFirebase } from '@/testing/offline-firebase';
import type { Customer } from '@/session/session';
import { StudioContext } from '@/lib/studio-context';
import { testStudio } from '@/testing/studio';
import { BookingLoader } from './booking-loader';

// The real loader, form and useNewBookingId(); only the reads and the write are stand-ins. A second
// submit (a double click, or "Try again" after a network error) must write the same document id,
// which the rules refuse to overwrite: no duplicates.

type Loadable = { status: 'loading'; data: undefined } | { status: 'success'; data: unknown[] };
const state = vi.hoisted(() => ({
  packages: { status: 'loading', data: undefined } as Loadable,
  writes: [] as Array<{ id: string; uid: string; packageName: string }>,
  failNext: 0,
}));

vi.mock('@/data/packages', () => ({ useActivePackages: () => state.packages }));
vi.mock('@/data/users', () => ({ useOwnUserRecord: () => ({ status: 'success', data: null }) }));
vi.mock('@/data/calendar', () => ({ useUnavailableDays: () => ({ status: 'success', data: [] }) }));
vi.mock('@/data/booking-requests', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/data/booking-requests')>()),
  usePendingBookingsFull: () => ({ status: 'success', full: false }),
  useCreateBooking: () => async (id: string, uid: string, input: { packageName: string }) => {
    state.writes.push({ id, uid, packageName: input.packageName });
    if (state.failNext > 0) {
      state.failNext -= 1;
      throw Object.assign(new Error('offline'), { code: 'unavailable' });
    }
  },
}));
const image = { src: '/x.jpg', width: 10, height: 10, alt: '' };
const ready: Loadable = {
  status: 'success',
  data: [{ id: 'p1', name: 'Signature', price: 4200, category: 'Weddings', duration: '8 hours', summary: 'All day.', image }],
};
const customer: Customer = { id: 'uid-ada', name: 'Ada', email: 'ada@example.com', phone: '', role: 'customer' };

function ThankYou() {
  return <p>Thank you: {new URLSearchParams(useLocation().search).get('booking')}</p>;
}

const tree = () => (
  <OfflineFirebase>
    <StudioContext.Provider value={testStudio()}>
      <MemoryRouter initialEntries={[bookingPath('p1')]}>
        <Routes>
          <Route path={paths.booking} element={<BookingLoader customer={customer} />} />
          <Route path={paths.thankYou} element={<ThankYou />} />
        </Routes>
      </MemoryRouter>
    </StudioContext.Provider>
  </OfflineFirebase>
);
const inThreeMonths = addUtcDays(studioToday(), 90);
const customerTypes = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.selectOptions(await screen.findByLabelText('Type of event'), 'Wedding');
  fireEvent.change(screen.getByLabelText('Event date'), { target: { value: inThreeMonths } });
  await user.type(screen.getByLabelText('Venue'), 'Hall');
  await user.type(screen.getByLabelText('Number of guests'), '120');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.type(await screen.findByRole('textbox', { name: 'Phone' }), '4155550100');
  await user.click(screen.getByRole('radio', { name: /Cash at the studio/ }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { name: 'Review' });
};
const send = (user: ReturnType<typeof userEvent.setup>, name = 'Send booking request') => user.click(screen.getByRole('button', { name }));

beforeEach(() => {
  state.packages = { status: 'loading', data: undefined };
  state.writes = [];
  state.failNext = 0;
});

// Each visit walks the real form to its review: the unit projects' own timeout (vitest.config.mts
// UNIT_TIMEOUTS) allows for a busy machine; a 20 s one here timed out in a clean-clone run.
describe('BookingLoader', () => {
  it('keeps one document id for the whole visit: while the catalogue loads, on re-renders and for every submit', async () => {
    const user = userEvent.setup({ delay: null });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const view = render(tree());
    expect(screen.queryByLabelText('Type of event')).toBeNull(); // still loading
    state.packages = ready;
    view.rerender(tree());
    await customerTypes(user);

    state.failNext = 1; // the first attempt meets a network error; the customer tries again
    await send(user);
    await screen.findByText(/couldn't reach the studio/);
    state.packages = { ...ready, data: [...ready.data] }; // a live catalogue update re-renders the loader
    view.rerender(tree());
    await send(user, 'Try again');

    expect(await screen.findByText(/^Thank you: /)).toBeInTheDocument();
    expect(state.writes).toHaveLength(2);
    const [first, second] = state.writes;
    expect(first.id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(second).toEqual(first);
    expect(first).toMatchObject({ uid: 'uid-ada', packageName: 'Signature' });
    expect(screen.getByText(`Thank you: ${first.id}`)).toBeInTheDocument();
  });

  it('chooses a new id for a new visit', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    state.packages = ready;
    state.failNext = 1;
    const user = userEvent.setup({ delay: null });
    const first = render(tree());
    await customerTypes(user);
    await send(user);
    await screen.findByText(/couldn't reach the studio/);
    first.unmount();
    render(tree());
    await customerTypes(user);
    await send(user);
    await screen.findByText(/^Thank you: /);
    expect(state.writes).toHaveLength(2);
    expect(state.writes[1].id).not.toBe(state.writes[0].id);
  });
});
