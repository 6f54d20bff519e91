import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { PageViewTracker, ReporterContext } from './page-view-tracker';

describe('PageViewTracker', () => {
  it('reports exactly one page view per route change, with the path', async () => {
    const pageView = vi.fn();
    const router = createMemoryRouter(
      [
        {
          element: (
            <>
              <PageViewTracker />
              <Outlet />
            </>
          ),
          children: [
            { path: '/', element: <p>home</p> },
            { path: '/gallery', element: <p>gallery</p> },
            { path: '/pricing', element: <p>pricing</p> },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    const { rerender } = render(
      <ReporterContext.Provider value={{ pageView }}>
        <RouterProvider router={router} />
      </ReporterContext.Provider>,
    );
    expect(pageView.mock.calls.map(([path]) => path)).toEqual(['/']);

    await act(() => router.navigate('/gallery'));
    await act(() => router.navigate('/gallery?category=weddings')); // same path: not a new page
    await act(() => router.navigate('/pricing'));
    rerender(
      <ReporterContext.Provider value={{ pageView }}>
        <RouterProvider router={router} />
      </ReporterContext.Provider>,
    );
    expect(pageView.mock.calls.map(([path]) => path)).toEqual(['/', '/gallery', '/pricing']);
  });
});
