import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSession } from '@/testing/render';
import { LoginModalProvider } from '@/session/login-modal-context';
import { AccountMenu } from './account-menu';

const ui = (
  <LoginModalProvider>
    <AccountMenu />
  </LoginModalProvider>
);

describe('AccountMenu before Auth has answered', () => {
  it('offers "Sign in" to a newcomer at once: Auth loads only when someone signs in', () => {
    renderWithSession(ui, { session: { loading: true, returning: false } });
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('keeps the place of a returning visitor until Auth says who they are', () => {
    const { container } = renderWithSession(ui, { session: { loading: true, returning: true } });
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
    expect(container.querySelector('.animate-pulse')).not.toBeNull();
  });

  it('names the signed-in customer', () => {
    const customer = { id: 'u1', name: 'Ada Lovelace', email: 'ada@example.com', phone: '', role: 'customer' as const };
    renderWithSession(ui, { session: { loading: false, customer } });
    expect(screen.getByTestId('header-account')).toHaveTextContent('Ada Lovelace');
  });
});
