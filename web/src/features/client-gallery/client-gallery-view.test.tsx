import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { expect, it, vi } from 'vitest';
import { clientGalleryData } from '@common/client-gallery.test-data';
import type { ClientGallery, GalleryPhoto } from '@common/schemas';
import { ToastProvider } from '@/components/ui/toast';
import type { WithId } from '@/data/collection';
import { useGalleryUrls } from '@/data/gallery-urls';
import { ClientGalleryView } from './client-gallery-view';

vi.mock('@/data/gallery-urls', () => ({ useGalleryUrls: vi.fn() }));
vi.mock('./use-gallery-actions', () => ({ useGalleryActions: () => ({ busy: null }) }));
vi.mock('@/data/online-payments', () => ({ useOnlinePaymentsEnabled: () => true, payOnline: vi.fn() }));
vi.mock('@/data/gallery-extension', () => ({
  useGalleryExtensionSettings: () => ({ status: 'success', data: { enabled: true, days: 14, price: 20, updatedAt: null } }),
}));
vi.mock('@/data/client-galleries', () => ({ recordGalleryEvent: vi.fn(), useFavouritesSaved: () => async () => {} }));
vi.mock('@/data/gallery-slips', () => ({
  useOwnGallerySlips: () => ({ status: 'success', data: [] }),
  useOwnGalleryPayments: () => ({ status: 'success', data: [] }),
}));

const gallery: WithId<ClientGallery> = { id: 'g1', ...clientGalleryData('u1', new Date('2026-11-01')) };
const photos: WithId<GalleryPhoto>[] = ['vows.jpg', 'rings.jpg'].map((fileName, order) => ({
  id: `p${order}`,
  fileName,
  set: 'Ceremony',
  order,
  hidden: false,
  width: 2048,
  height: 1365,
  contentType: 'image/jpeg',
  bytes: 8_000_000,
  webBytes: 900_000,
  variantWidths: [320],
  placeholder: 'data:image/webp;base64,UklGRg==',
  createdAt: new Date('2026-11-01'),
}));
const urlsFor = (answered: boolean) => ({
  byPhoto: new Map(
    answered
      ? photos.map((p) => [
          p.id,
          { photoId: p.id, src: `/signed/${p.id}.jpg`, webpSrcset: '', jpegSrcset: '', downloadWeb: null, downloadFull: null },
        ])
      : [],
  ),
  downloadsOpen: answered,
  answered,
  error: null,
});
const view = () => (
  <MemoryRouter>
    <ClientGalleryView gallery={gallery} photos={photos} favourites={[]} uid="u1" />
  </MemoryRouter>
);

it('keeps the grid back until the first addresses say whether downloads are open, so nothing moves under a tap', () => {
  vi.mocked(useGalleryUrls).mockReturnValue(urlsFor(false));
  const { rerender } = render(view());
  expect(screen.queryByRole('button', { name: 'Open vows.jpg' })).toBeNull();

  vi.mocked(useGalleryUrls).mockReturnValue(urlsFor(true));
  rerender(view());
  expect(screen.getByRole('button', { name: /^Download all, web size/ })).toBeVisible();
  expect(screen.getByRole('button', { name: 'Open vows.jpg' })).toBeVisible();
});

it('asks for the addresses set by set, in the order of the tabs, so the first answer brings the first tab', () => {
  vi.mocked(useGalleryUrls).mockReturnValue(urlsFor(true));
  const mixed = [
    { ...photos[0], id: 'a', set: 'Portraits' },
    { ...photos[1], id: 'b', set: 'Ceremony' },
    { ...photos[0], id: 'c', set: 'Portraits' },
    { ...photos[1], id: 'd', set: 'Ceremony' },
  ];
  render(
    <MemoryRouter>
      <ClientGalleryView gallery={gallery} photos={mixed} favourites={[]} uid="u1" />
    </MemoryRouter>,
  );
  expect(gallery.sets).toEqual(['Ceremony', 'Portraits']);
  expect(vi.mocked(useGalleryUrls)).toHaveBeenLastCalledWith('g1', ['b', 'd', 'a', 'c'], expect.any(String));
});

it('marks a heart still being saved as the extra, not the one the server stamped after its estimate', () => {
  // The server stamps hearts in the order they reach it: rings.jpg, tapped while vows.jpg was on its
  // way, will be stamped after it, though the browser's estimate for it is earlier.
  vi.mocked(useGalleryUrls).mockReturnValue(urlsFor(true));
  const limited = { ...gallery, selection: { included: 1, extraPrice: 15, allRemainingPrice: null } };
  const favourites = [
    { id: 'p0', userId: 'u1', createdAt: new Date('2026-11-02T10:00:00.400Z'), saving: false },
    { id: 'p1', userId: 'u1', createdAt: new Date('2026-11-02T10:00:00.300Z'), saving: true },
  ];
  render(
    <MemoryRouter>
      <ClientGalleryView gallery={limited} photos={photos} favourites={favourites} uid="u1" />
    </MemoryRouter>,
  );
  const marked = screen.getByText(/^Extra · /).closest('li')!;
  expect(within(marked).getByRole('button', { name: 'Open rings.jpg' })).toBeVisible();
});

it("counts everyone's favourites against the package and marks the extras past it with their price (issue 38)", () => {
  vi.mocked(useGalleryUrls).mockReturnValue(urlsFor(true));
  const limited = { ...gallery, selection: { included: 1, extraPrice: 15, allRemainingPrice: null } };
  const favourites = [
    { id: 'p0', userId: 'u1', createdAt: new Date('2026-11-02T10:00:00Z'), saving: false },
    // Marked later, by someone the customer invited: past the limit, so an extra.
    { id: 'p1~guest', userId: 'guest', createdAt: new Date('2026-11-02T11:00:00Z'), saving: false },
  ];
  render(
    <MemoryRouter>
      <ClientGalleryView gallery={limited} photos={photos} favourites={favourites} uid="u1" />
    </MemoryRouter>,
  );
  expect(screen.getByTestId('selection-counter')).toHaveTextContent('1 of 1 chosen · 1 extra to buy');
  expect(screen.getByText(/^Extra · /)).toBeVisible();
  expect(screen.getByRole('button', { name: /^Buy 1 extra · / })).toBeVisible();
  // Only this person's own favourite shows a filled heart.
  expect(screen.getByRole('button', { name: 'Remove vows.jpg from favourites' })).toBeVisible();
  expect(screen.getByRole('button', { name: 'Add rings.jpg to favourites' })).toBeVisible();
});

it('says how long is left to download while downloads are open (issue 38)', () => {
  vi.mocked(useGalleryUrls).mockReturnValue(urlsFor(true));
  const closing = { ...gallery, expiresOn: new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10) };
  render(
    <MemoryRouter>
      <ClientGalleryView gallery={closing} photos={photos} favourites={[]} uid="u1" />
    </MemoryRouter>,
  );
  expect(screen.getByText(/^\(\d+ days left to download\)$/)).toBeVisible();
});

it('once the downloads closed, says so with the two ways back together: more days, or asking the studio to reopen them', () => {
  vi.mocked(useGalleryUrls).mockReturnValue({ ...urlsFor(true), downloadsOpen: false });
  render(
    <MemoryRouter>
      <ToastProvider>
        <ClientGalleryView gallery={{ ...gallery, expiresOn: '2020-01-15' }} photos={photos} favourites={[]} uid="u1" />
      </ToastProvider>
    </MemoryRouter>,
  );
  const closed = screen.getByRole('region', { name: 'Downloads closed' });
  expect(within(closed).getByRole('note')).toHaveTextContent('The downloads closed on');
  expect(within(closed).getByRole('button', { name: /^Extend downloads for 14 days · / })).toBeInTheDocument();
  expect(within(closed).getByRole('button', { name: 'Ask to reopen downloads' })).toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: 'Ask to reopen downloads' })).toHaveLength(1);
});
