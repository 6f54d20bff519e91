import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bookingDetailPath, customerPath, editPostPath, frameOrderDetailPath } from '@common/paths';
import { renderWithSession } from '@/testing/render';
import { AdminSidebar } from './admin-sidebar';

const SPEC_ORDER = [
  'Dashboard',
  // Issue 35: the inquiries' pipeline, next to the dashboard.
  'Leads',
  'Manage Services',
  'Manage Packages',
  'New Users',
  'All Users',
  'Bookings',
  'Frame Orders',
  'Create Frame Order',
  'Gallery',
  'Media Library',
  'Send Soft Copy',
  'Client Galleries',
  'Custom Packages',
  // Issue 34: new screens join without changing the spec's labels or their order.
  'Contracts',
  // Issue 37: consultations and mini sessions booked by the hour.
  'Sessions',
  // Issue 36: the forms and the automations sent for bookings.
  'Questionnaires',
  'Workflows',
  'Send Custom Package',
  'All Custom Package Links',
  'All Blogs',
  'Create Blog',
  'Reports',
  'Settings',
];

describe('AdminSidebar', () => {
  it('lists the spec’s sections in order, then Logout', async () => {
    const onLogout = vi.fn();
    renderWithSession(<AdminSidebar onLogout={onLogout} />, { route: '/admin/dashboard' });
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(SPEC_ORDER);
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
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
