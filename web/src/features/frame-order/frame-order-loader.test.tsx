import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FrameOrderInput } from '@common/schemas';
import { paths } from '@common/paths';
import { OfflineFirebase } from '@/testing/offline-firebase';
import type { Customer } from '@/session/session';
import { FrameOrderLoader } from './frame-order-loader';

// The real loader and the real useNewFrameOrderId(); only the frame reads, the write and the form
// are stand-ins. A second submit (a double click, or "Try again" after a network
// error) must write the same document id, which the rules refuse to overwrite: no duplicates.

type Loadable = { status: 'loading'; data: undefined } | { status: 'success'; data: unknown[] };
const state = vi.hoisted(() => ({
  frames: { status: 'loading', data: undefined } as Loadable,
  writes: [] as Array<{ id: string; uid: string }>,
  failNext: 0,
}));

vi.mock('@/data/frames', () => ({ useActiveFrames: () => state.frames }));
vi.mock('@/data/users', () => ({ useOwnUserRecord: () => ({ status: 'success', data: null }) }));
vi.mock('@/data/frame-orders', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/data/frame-orders')>()),
  useCreateFrameOrder: () => async (id: string, uid: string) => {
    state.writes.push({ id, uid });
    if (state.failNext > 0) {
      state.failNext -= 1;
      throw Object.assign(new Error('offline'), { code: 'unavailable' });
    }
  },
}));
// The form only has to call onSubmit as often as the customer presses the button.
vi.mock('./frame-order-form', () => ({
  FrameOrderForm: ({ onSubmit, onDone }: { onSubmit: (input: FrameOrderInput) => Promise<string>; onDone: (id: string) => void }) => (
    <button type="button" onClick={() => onSubmit({} as FrameOrderInput).then(onDone, () => {})}>
      Place order
    </button>
  ),
}));

const image = { src: '/x.jpg', width: 10, height: 10, alt: '' };
const ready: Loadable = {
  status: 'success',
  data: [{ id: 'f1', name: 'Oak', material: 'Oak', description: 'Solid oak.', image, sizes: [{ label: '8x10', price: 120 }] }],
};
const customer: Customer = { id: 'uid-ada', name: 'Ada', email: 'ada@example.com', phone: '', role: 'customer' };

function ThankYou() {
  return <p>Thank you: {new URLSearchParams(useLocation().search).get('order')}</p>;
}

const tree = () => (
  <OfflineFirebase>
    <MemoryRouter initialEntries={[paths.frameBooking]}>
      <Routes>
        <Route path={paths.frameBooking} element={<FrameOrderLoader customer={customer} />} />
        <Route path={paths.frameThankYou} element={<ThankYou />} />
      </Routes>
    </MemoryRouter>
  </OfflineFirebase>
);
const sendButton = () => screen.getByRole('button', { name: 'Place order' });

beforeEach(() => {
  state.frames = { status: 'loading', data: undefined };
  state.writes = [];
  state.failNext = 0;
});

describe('FrameOrderLoader', () => {
  it('keeps one document id for the whole visit: while the frames load, on re-renders and for every submit', async () => {
    const user = userEvent.setup();
    const view = render(tree());
    expect(screen.queryByRole('button', { name: 'Place order' })).toBeNull(); // still loading
    state.frames = ready;
    view.rerender(tree());

    state.failNext = 1; // the first attempt meets a network error; the customer tries again
    await user.click(sendButton());
    state.frames = { ...ready, data: [...ready.data] }; // a live update of the frames re-renders the loader
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
    state.frames = ready;
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
