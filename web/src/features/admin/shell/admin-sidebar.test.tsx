import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bookingDetailPath, customerPath, editPostPath, frameOrderDetailPath } from '@common/paths';
import { renderWithSession } from '@/testing/render';
import { AdminSidebar } from './admin-sidebar';

// The product spec's labels, in its order (section 2): the groups keep them in it.
const SPEC_ORDER = [
  'Dashboard',
  'Manage Services',
  'Manage Packages',
  'New Users',
  'All Users',
  'Bookings',
  'Frame Orders',
  'Create Frame Order',
  'Gallery',
  'Send Soft Copy',
  'Custom Packages',
  'Send Custom Package',
  'All Custom Package Links',
  'All Blogs',
  'Create Blog',
];

// Every section under its heading (Dashboard stands alone at the top).
const GROUPS: Array<[string | null, string[]]> = [
  [null, ['Dashboard']],
  ['Catalogue', ['Manage Services', 'Manage Packages']],
  // Issue 35: the inquiries' pipeline beside the clients.
  ['Clients & leads', ['New Users', 'All Users', 'Leads']],
  // Issues 34, 36, 37: contracts, the forms and automations sent for bookings, sessions by the hour.
  ['Bookings & calendar', ['Bookings', 'Sessions', 'Contracts', 'Questionnaires', 'Workflows']],
  ['Frame orders', ['Frame Orders', 'Create Frame Order']],
  ['Galleries & media', ['Gallery', 'Media Library', 'Send Soft Copy', 'Client Galleries']],
  ['Custom offers', ['Custom Packages', 'Send Custom Package', 'All Custom Package Links']],
  ['Content', ['All Blogs', 'Create Blog']],
  ['Reports & settings', ['Reports', 'Settings']],
];

describe('AdminSidebar', () => {
  it('groups every section under its heading, keeps the spec’s labels in its order, then Logout', async () => {
    const onLogout = vi.fn();
    renderWithSession(<AdminSidebar onLogout={onLogout} />, { route: '/admin/dashboard' });
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    const labels = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual(GROUPS.flatMap(([, items]) => items));
    expect(labels.filter((label) => SPEC_ORDER.includes(label!))).toEqual(SPEC_ORDER);
    expect(
      within(nav)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(GROUPS.flatMap(([h]) => (h ? [h] : [])));
    for (const [heading, items] of GROUPS) {
      if (!heading) continue;
      const list = within(nav).getByRole('list', { name: heading });
      expect(
        within(list)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(items);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('reaches every section by keyboard, in the order shown', async () => {
    renderWithSession(<AdminSidebar onLogout={() => {}} />, { route: '/admin/dashboard' });
    const reached: string[] = [];
    for (let i = 0; i < GROUPS.flatMap(([, items]) => items).length; i++) {
      await userEvent.tab();
      reached.push(document.activeElement?.textContent ?? '');
    }
    expect(reached).toEqual(GROUPS.flatMap(([, items]) => items));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Logout' }));
  });

  it('highlights only the current section with aria-current="page"', () => {
    renderWithSession(<AdminSidebar onLogout={() => {}} />, { route: '/admin/frame-orders' });
    const current = screen.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['Frame Orders']);
    expect(current[0].className).toContain('bg-champagne');
  });

  it.each([
    [bookingDetailPath('bk1'), 'Bookings'],
    [frameOrderDetailPath('fo1'), 'Frame Orders'],
    [customerPath('u1'), 'All Users'],
    [editPostPath('a-post'), 'All Blogs'],
  ])('keeps the section highlighted on a detail page (%s)', (route, section) => {
    renderWithSession(<AdminSidebar onLogout={() => {}} />, { route });
    const current = screen.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual([section]);
  });
});
