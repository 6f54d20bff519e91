import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { frameBookingPath, frameFromPhotoPath, paths } from '@common/paths';
import { OfflineFirebase } from '@/testing/offline-firebase';
import type { Customer } from '@/session/session';
import { FrameOrderLoader } from './frame-order-loader';

// The real loader, form and useNewFrameOrderId(); only the reads and the write are stand-ins. A
// second submit (a double click, or "Try again" after a network error) must write the same
// document id, which the rules refuse to overwrite: no duplicates.

type Loadable = { status: 'loading'; data: undefined } | { status: 'success'; data: unknown[] };
const state = vi.hoisted(() => ({
  frames: { status: 'loading', data: undefined } as Loadable,
  writes: [] as Array<{ id: string; uid: string; unitPrice: number; galleryPhoto?: unknown }>,
  failNext: 0,
}));

vi.mock('@/data/frames', () => ({ useActiveFrames: () => state.frames }));
vi.mock('@/data/users', () => ({ useOwnUserRecord: () => ({ status: 'success', data: null }) }));
vi.mock('@/data/frame-orders', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/data/frame-orders')>()),
  useCreateFrameOrder: () => async (id: string, uid: string, input: { unitPrice: number; galleryPhoto?: unknown }) => {
    state.writes.push({ id, uid, unitPrice: input.unitPrice, ...('galleryPhoto' in input ? { galleryPhoto: input.galleryPhoto } : {}) });
    if (state.failNext > 0) {
      state.failNext -= 1;
      throw Object.assign(new Error('offline'), { code: 'unavailable' });
    }
  },
}));
// The attached gallery photo, as its customer reads it (the rules and the signed URLs are the emulator's to test).
vi.mock('@/data/client-galleries', () => ({
  useGalleryPhoto: () => ({ status: 'success', data: { id: 'p7', fileName: 'Vows.jpg', width: 30, height: 20, placeholder: 'data:,' } }),
}));
vi.mock('@/data/gallery-urls', () => ({
  useGalleryUrls: () => ({ byPhoto: new Map([['p7', { photoId: 'p7', src: '/signed/p7.jpg' }]]), downloadsOpen: true, error: null }),
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

const tree = (at = frameBookingPath('f1')) => (
  <OfflineFirebase>
    <MemoryRouter initialEntries={[at]}>
      <Routes>
        <Route path={paths.frameBooking} element={<FrameOrderLoader customer={customer} />} />
        <Route path={paths.frameThankYou} element={<ThankYou />} />
      </Routes>
    </MemoryRouter>
  </OfflineFirebase>
);
// The frame comes from the link and has one size: the photo, the address and a phone are left.
const customerTypes = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(await screen.findByLabelText('Which photo should we frame?'), 'IMG_0042');
  await user.type(screen.getByLabelText('Delivery address'), '1 Market St');
  await user.type(screen.getByRole('textbox', { name: 'Phone' }), '4155550100');
};
const send = (user: ReturnType<typeof userEvent.setup>, name = 'Place frame order') => user.click(screen.getByRole('button', { name }));

beforeEach(() => {
  state.frames = { status: 'loading', data: undefined };
  state.writes = [];
  state.failNext = 0;
});

// Each visit fills in the real form: the unit projects' own timeout (vitest.config.mts UNIT_TIMEOUTS)
// allows for a busy machine.
describe('FrameOrderLoader', () => {
  it('keeps one document id for the whole visit: while the frames load, on re-renders and for every submit', async () => {
    const user = userEvent.setup({ delay: null });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const view = render(tree());
    expect(screen.queryByLabelText('Which photo should we frame?')).toBeNull(); // still loading
    state.frames = ready;
    view.rerender(tree());
    await customerTypes(user);

    state.failNext = 1; // the first attempt meets a network error; the customer tries again
    await send(user);
    await screen.findByText(/couldn't reach the studio/);
    state.frames = { ...ready, data: [...ready.data] }; // a live update of the frames re-renders the loader
    view.rerender(tree());
    await send(user);

    expect(await screen.findByText(/^Thank you: /)).toBeInTheDocument();
    expect(state.writes).toHaveLength(2);
    const [first, second] = state.writes;
    expect(first.id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(second).toEqual(first);
    expect(first).toMatchObject({ uid: 'uid-ada', unitPrice: 120 });
    expect(screen.getByText(`Thank you: ${first.id}`)).toBeInTheDocument();
  });

  it('chooses a new id for a new visit', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    state.frames = ready;
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

  it('attaches the gallery photo from "Order a frame with this photo", which stands in for the note and can be removed', async () => {
    state.frames = ready;
    const user = userEvent.setup({ delay: null });
    render(tree(`${frameFromPhotoPath('g1', 'p7')}&frame=f1`));
    expect(await screen.findByRole('img', { name: 'The photo to frame: Vows.jpg' })).toHaveAttribute('src', '/signed/p7.jpg');
    expect(screen.getByText('Vows.jpg')).toBeVisible();
    await user.type(screen.getByLabelText('Delivery address'), '1 Market St');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '4155550100');
    await send(user);
    await screen.findByText(/^Thank you: /);
    expect(state.writes).toEqual([expect.objectContaining({ galleryPhoto: { galleryId: 'g1', photoId: 'p7' } })]);
  });

  it('sends no photo once it is removed, and asks which photo instead', async () => {
    state.frames = ready;
    const user = userEvent.setup({ delay: null });
    render(tree(`${frameFromPhotoPath('g1', 'p7')}&frame=f1`));
    await user.click(await screen.findByRole('button', { name: 'Remove this photo' }));
    expect(screen.queryByRole('img', { name: /The photo to frame/ })).toBeNull();
    await user.type(screen.getByLabelText('Delivery address'), '1 Market St');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '4155550100');
    await send(user);
    expect(await screen.findByText('Tell us which photo to frame.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Which photo should we frame?'), 'IMG_0042');
    await send(user);
    await screen.findByText(/^Thank you: /);
    expect(state.writes).toHaveLength(1);
    expect(state.writes[0]).not.toHaveProperty('galleryPhoto');
  });
});
