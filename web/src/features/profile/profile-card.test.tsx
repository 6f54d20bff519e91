import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { success, type DocResult } from '@/data/result';
import type { UserRecord } from '@common/schemas';
import { renderWithSession } from '@/testing/render';
import type { Customer } from '@/session/session';
import { ProfileCard } from './profile-card';

// The read and the write are the edges here; the Firestore side is in data/ and its tests.
const state = vi.hoisted(() => ({ record: undefined as unknown, update: vi.fn() }));
vi.mock('@/data/users', () => ({
  useOwnUserRecord: () => state.record,
  useUpdateProfile: () => state.update,
}));

const customer: Customer = { id: 'u1', name: 'Ada', email: 'ada@example.com', phone: '', role: 'customer' };
const tooLong = '+1 415 555 0100 0100 0100 0100 0'; // 31 characters: one more than the schema allows

beforeEach(() => {
  state.update = vi.fn(async () => {});
});

describe('ProfileCard', () => {
  it('shows a record its schema refuses as stored, says what is wrong, and lets the customer correct it', async () => {
    const refused: DocResult<UserRecord> = success(null, [
      {
        id: 'u1',
        path: 'users/u1',
        problems: ['phone: Too big: expected string to have <=30 characters'],
        data: { name: 'Ada Lovelace', phone: tooLong, email: 'ada@example.com' },
      },
    ]);
    state.record = refused;
    renderWithSession(<ProfileCard customer={customer} />);
    expect(screen.getByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Your saved details need a correction.');
    expect(within(alert).getByText(/^phone: /)).toBeInTheDocument();
    expect(alert).toHaveTextContent('Edit your details below and save them.');

    await userEvent.click(screen.getByRole('button', { name: 'Edit details' }));
    const phone = screen.getByLabelText(/Phone/);
    expect(phone).toHaveValue(tooLong);
    await userEvent.clear(phone);
    await userEvent.type(phone, '+1 415 555 0100');
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(state.update).toHaveBeenCalledWith('u1', expect.objectContaining({ name: 'Ada Lovelace', phone: '+1 415 555 0100' }));
  });

  it('sends the customer to the studio when what is wrong is not theirs to change', () => {
    state.record = success(null, [{ id: 'u1', path: 'users/u1', problems: ['role: Invalid input'], data: { name: 'Ada' } }]);
    renderWithSession(<ProfileCard customer={customer} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Please contact the studio and quote your reference u1.');
  });

  it('shows a valid record with the date the customer joined', () => {
    const record = {
      email: 'ada@example.com',
      name: 'Ada',
      phone: '',
      avatar: '',
      role: 'customer' as const,
      createdAt: new Date(2026, 0, 5),
    };
    state.record = success({ ...record, id: 'u1' });
    renderWithSession(<ProfileCard customer={customer} />);
    expect(screen.getByText(/Client since/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
