import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReporterContext } from '@/features/analytics/page-view-tracker';
import { RootLayout } from './root-layout';

// The real root layout, as the route table mounts it, with a fake analytics reporter: removing the
// tracker or the scroll reset from it fails here (the browser journey in web/e2e/site-shell.e2e.ts
// checks the same against the built site).

function mount() {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {}); // jsdom has no scrolling
  const pageView = vi.fn();
  const router = createMemoryRouter(
    [
      {
        element: <RootLayout />,
        children: [
          { path: '/', element: <h1>Home</h1> },
          { path: '/gallery', element: <h1>Gallery</h1> },
          { path: '/pricing', element: <h1>Pricing</h1> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <ReporterContext.Provider value={{ pageView }}>
      <RouterProvider router={router} />
    </ReporterContext.Provider>,
  );
  return { router, paths: () => pageView.mock.calls.map(([path]) => path) };
}

afterEach(() => vi.restoreAllMocks());

describe('RootLayout', () => {
  it('reports exactly one page_view per route change, with its path', async () => {
    const { router, paths } = mount();
    expect(paths()).toEqual(['/']);
    await act(() => router.navigate('/gallery'));
    expect(paths()).toEqual(['/', '/gallery']);
    await act(() => router.navigate('/gallery?category=weddings'));
    await act(() => router.navigate('/pricing'));
    expect(paths()).toEqual(['/', '/gallery', '/pricing']);
  });

  it('scrolls to the top on every route change', async () => {
    const { router } = mount();
    const scrollTo = vi.mocked(window.scrollTo);
    scrollTo.mockClear();
    await act(() => router.navigate('/gallery'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });
});
