import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithSession } from '@/testing/render';
import { LoginModalProvider, useLoginModal } from './login-modal-context';

function Opener() {
  const { open } = useLoginModal();
  return (
    <button type="button" onClick={open}>
      Book your event
    </button>
  );
}

function setup(signInWithGoogle: () => Promise<void> = async () => {}) {
  const user = userEvent.setup();
  renderWithSession(
    <LoginModalProvider>
      <Opener />
    </LoginModalProvider>,
    { session: { signInWithGoogle } },
  );
  return user;
}

const openModal = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Book your event' }));
  return screen.getByRole('dialog', { name: 'Login or Sign Up' });
};

describe('Login or Sign Up modal', () => {
  it('opens from anywhere with the spec texts', async () => {
    const user = setup();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const dialog = await openModal(user);
    expect(dialog).toHaveTextContent('Continue with Google to book your event.');
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeEnabled();
  });

  it('closes on its close mark and gives focus back', async () => {
    const user = setup();
    await openModal(user);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book your event' })).toHaveFocus();
  });

  it('closes on a click outside it but not on a click inside it', async () => {
    const user = setup();
    const dialog = await openModal(user);
    await user.click(dialog);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByTestId('dialog-overlay'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    const user = setup();
    await openModal(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab inside the dialog', async () => {
    const user = setup();
    const dialog = await openModal(user);
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('shows "Signing In..." disabled while the popup is open, then closes on success', async () => {
    let finish!: () => void;
    const signIn = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const user = setup(signIn);
    await openModal(user);
    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    const busy = screen.getByRole('button', { name: 'Signing In...' });
    expect(busy).toBeDisabled();
    await act(async () => finish());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(signIn).toHaveBeenCalledTimes(1);
  });

  it('only logs a failed sign-in and stays open', async () => {
    const failure = new Error('auth/popup-closed-by-user');
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = setup(() => Promise.reject(failure));
    await openModal(user);
    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeEnabled());
    expect(screen.getByRole('dialog', { name: 'Login or Sign Up' })).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Google sign-in failed', failure);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    log.mockRestore();
  });
});
