import { render, screen } from '@testing-library/react';
import { createMemoryRouter, matchRoutes, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { adminDetailPaths, legacyAdminDetails } from '@common/paths';
import { LegacyDetailRedirect } from './legacy-detail-redirect';

function Where() {
  const { pathname, search } = useLocation();
  return <p>at {pathname + search}</p>;
}

function mount(legacy: (typeof legacyAdminDetails)[number], url: string) {
  const router = createMemoryRouter(
    [
      {
        path: legacy.path,
        element: (
          <LegacyDetailRedirect param={legacy.param} to={legacy.to}>
            <h1>The list</h1>
          </LegacyDetailRedirect>
        ),
      },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: ['/admin/dashboard', url], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe.each(legacyAdminDetails)('an old link to $path?$param=…', (legacy) => {
  it("opens the detail's own address in place of the old one", async () => {
    const router = mount(legacy, `${legacy.path}?${legacy.param}=${encodeURIComponent('id 7/b')}`);
    const detail = legacy.to('id 7/b');
    expect(await screen.findByText(`at ${detail}`)).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
    // Back returns to where the owner came from, not to the old link.
    await router.navigate(-1);
    expect(await screen.findByText('at /admin/dashboard')).toBeInTheDocument();
  });

  it('leaves the list as it is without the parameter', () => {
    mount(legacy, `${legacy.path}?filter=open`);
    expect(screen.getByRole('heading', { name: 'The list' })).toBeInTheDocument();
  });

  it('builds an address one of the detail routes matches, with the id', () => {
    const detailRoutes = Object.values(adminDetailPaths).map((path) => ({ path }));
    const matches = matchRoutes(detailRoutes, legacy.to('id 7/b')) ?? [];
    expect(matches).toHaveLength(1);
    expect(Object.values(matches[0].params)).toEqual(['id 7/b']);
  });
});
