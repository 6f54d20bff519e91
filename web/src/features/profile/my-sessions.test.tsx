import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { OwnSession } from '@/data/sessions';
import { renderWithSession } from '@/testing/render';
import { MySessions } from './my-sessions';

// The profile's sessions while a deposit is owed (docs/sessions.md): a hold still on its 15 minutes
// leads back to paying (card or transfer) for the same time; a hold kept open by a transfer slip
// says the studio is checking it, with nothing to pay.

const state = vi.hoisted(() => ({ list: [] as unknown[] }));
vi.mock('@/data/sessions', () => ({ useOwnSessions: () => ({ status: 'success', data: state.list, invalid: [] }) }));
vi.mock('@/data/session-slots', () => ({
  useSessionSettings: () => ({ status: 'success', data: { cutoffHours: 24 }, invalid: [] }),
  cancelSession: async () => ({}),
}));

const start = new Date(Date.now() + 5 * 86_400_000);
const held = (holdUntil: Date | null): OwnSession =>
  ({
    id: 'mini_slot_ada',
    sessionTypeId: 'mini',
    sessionName: 'Autumn mini session',
    location: 'studio',
    slotId: 'mini_slot',
    userId: 'ada',
    name: 'Ada',
    email: 'ada@example.com',
    date: start.toISOString().slice(0, 10),
    time: '10:20',
    zone: 'America/Los_Angeles',
    start,
    end: new Date(start.getTime() + 20 * 60_000),
    state: 'held',
    holdUntil,
    price: 150,
    deposit: 50,
    paid: 0,
    sequence: 0,
    ...(holdUntil ? {} : { slipId: 'slip0000000000000009' }),
    createdAt: new Date(),
    updatedAt: new Date(),
  }) as OwnSession;

describe('the profile’s held sessions', () => {
  it('leads a running hold back to paying its deposit for the same time', () => {
    state.list = [held(new Date(Date.now() + 10 * 60_000))];
    renderWithSession(<MySessions uid="ada" />);
    expect(screen.getByText('Held: awaiting deposit')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay the deposit' })).toHaveAttribute(
      'href',
      `/sessions/mini/book?${new URLSearchParams({ start: start.toISOString() })}`,
    );
  });

  it('says a slip is being checked, with nothing to pay, while the hold is open', () => {
    state.list = [held(null)];
    renderWithSession(<MySessions uid="ada" />);
    expect(screen.getByText('Held: the studio is checking your slip')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pay the deposit' })).not.toBeInTheDocument();
  });
});
