import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { searchKeywords } from '@common/search';
import type { Lead } from '@common/schemas/leads';
import { renderWithSession } from '@/testing/render';
import { customPackageLink } from './lead-detail';
import { LeadsBoard } from './leads-board';

const at = new Date('2027-03-01T10:00:00Z');
const lead = (id: string, over: Partial<Lead>) => ({
  id,
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '',
  eventType: 'Wedding' as const,
  eventDate: '2027-06-12',
  eventMonth: '2027-06',
  channel: 'instagram' as const,
  inquiries: 1,
  stage: 'new' as const,
  lostReason: '',
  followUpOn: '',
  notes: '',
  firstInquiryAt: at,
  lastInquiryAt: at,
  firstReplyAt: null,
  userId: '',
  bookingId: '',
  updatedAt: at,
  keywords: searchKeywords(over.name ?? 'Ada Lovelace', over.email ?? 'ada@example.com'),
  ...over,
});

const ROWS = [
  lead('a', {}),
  lead('b', {
    name: 'Bea Khan',
    email: 'bea@example.com',
    stage: 'replied',
    channel: 'google',
    eventDate: '2027-09-01',
    eventMonth: '2027-09',
  }),
  lead('c', { name: 'Cy Ray', email: 'cy@example.com', stage: 'booked', channel: 'direct' }),
];

vi.mock('@/data/leads', () => ({
  BOARD_LIMIT: 500,
  useLeadBoard: () => ({ status: 'success', data: ROWS, invalid: [] }),
}));

const column = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });

describe('LeadsBoard', () => {
  it('shows a column per stage with its leads, and narrows by search, source and event month', async () => {
    const user = userEvent.setup();
    renderWithSession(<LeadsBoard />);
    expect(within(column('New')).getByRole('link', { name: /Ada Lovelace/ })).toBeInTheDocument();
    expect(within(column('Replied')).getByRole('link', { name: /Bea Khan/ })).toBeInTheDocument();
    expect(within(column('Booked')).getByRole('link', { name: /Cy Ray/ })).toBeInTheDocument();
    expect(within(column('Lost')).getByText('None')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Source'), 'google');
    expect(screen.queryByRole('link', { name: /Ada Lovelace/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Bea Khan/ })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Source'), '');

    await user.selectOptions(screen.getByLabelText('Event month'), '2027-06');
    expect(screen.queryByRole('link', { name: /Bea Khan/ })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Search'), 'cy');
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([expect.stringContaining('Cy Ray')]);
  });

  it('opens Send Custom Package filled in from the lead', () => {
    const url = new URL(customPackageLink(lead('a', { userId: 'u-1' })), 'https://x.example');
    expect(url.pathname).toBe('/admin/send-custom-package');
    expect(url.searchParams.get('customer')).toBe('u-1');
    expect(url.searchParams.get('email')).toBe('ada@example.com');
    expect(url.searchParams.get('message')).toMatch(/wedding on June 12, 2027/);
  });
});
