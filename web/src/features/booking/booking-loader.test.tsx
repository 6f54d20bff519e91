import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookingInput } from '@common/schemas';
import { paths } from '@common/paths';
import { OfflineFirebase } from '../../testing/offline-firebase';
import type { Customer } from '../auth/session';
import { BookingLoader } from './booking-loader';

// The real loader and the real useNewBookingId(); only the catalogue reads, the write and the
// multi-step form are stand-ins. A second submit (a double click, or "Try again" after a network
// error) must write the same document id, which the rules refuse to overwrite: no duplicates.

type Loadable = { status: 'loading'; data: undefined } | { status: 'success'; data: unknown[] };
const state = vi.hoisted(() => ({
  packages: { status: 'loading', data: undefined } as Loadable,
  writes: [] as Array<{ id: string; uid: string }>,
  failNext: 0,
}));

vi.mock('../../data/packages', () => ({ useActivePackages: () => state.packages }));
vi.mock('../../data/users', () => ({ useOwnUserRecord: () => ({ status: 'success', data: null }) }));
vi.mock('../../data/booking-requests', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../data/booking-requests')>()),
  usePendingBookingsFull: () => ({ status: 'success', full: false }),
  useCreateBooking: () => async (id: string, uid: string) => {
    state.writes.push({ id, uid });
    if (state.failNext > 0) {
      state.failNext -= 1;
      throw Object.assign(new Error('offline'), { code: 'unavailable' });
    }
  },
}));
// The form only has to call onSubmit as often as the customer presses the button.
vi.mock('./booking-form', () => ({
  BookingForm: ({ onSubmit, onDone }: { onSubmit: (input: BookingInput) => Promise<string>; onDone: (id: string) => void }) => (
    <button type="button" onClick={() => onSubmit({} as BookingInput).then(onDone, () => {})}>
      Send booking request
    </button>
  ),
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
    <MemoryRouter initialEntries={[paths.booking]}>
      <Routes>
        <Route path={paths.booking} element={<BookingLoader customer={customer} />} />
        <Route path={paths.thankYou} element={<ThankYou />} />
      </Routes>
    </MemoryRouter>
  </OfflineFirebase>
);
const sendButton = () => screen.getByRole('button', { name: 'Send booking request' });

beforeEach(() => {
  state.packages = { status: 'loading', data: undefined };
  state.writes = [];
  state.failNext = 0;
});

describe('BookingLoader', () => {
  it('keeps one document id for the whole visit: while the catalogue loads, on re-renders and for every submit', async () => {
    const user = userEvent.setup();
    const view = render(tree());
    expect(screen.queryByRole('button', { name: 'Send booking request' })).toBeNull(); // still loading
    state.packages = ready;
    view.rerender(tree());

    state.failNext = 1; // the first attempt meets a network error; the customer tries again
    await user.click(sendButton());
    state.packages = { ...ready, data: [...ready.data] }; // a live catalogue update re-renders the loader
    view.rerender(tree());
    await user.click(sendButton());

    expect(state.writes).toHaveLength(2);
    const [first, second] = state.writes;
    expect(first.id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(second).toEqual(first);
    expect(first.uid).toBe('uid-ada');
    expect(await screen.findByText(`Thank you: ${first.id}`)).toBeInTheDocument();
  });

  it('chooses a new id for a new visit', async () => {
    state.packages = ready;
    state.failNext = 1;
    const first = render(tree());
    await userEvent.setup().click(sendButton());
    first.unmount();
    render(tree());
    await userEvent.setup().click(sendButton());
    expect(state.writes).toHaveLength(2);
    expect(state.writes[1].id).not.toBe(state.writes[0].id);
  });
});
