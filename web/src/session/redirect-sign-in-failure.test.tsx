import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markRedirectPending } from './redirect-sign-in';

// The page a redirect sign-in returned to: when Google's answer is a failure, it is logged and the
// "Login or Sign Up" modal is open again, as it stays open after a failed popup (product spec).
const failure = Object.assign(new Error('The user did not grant access'), { code: 'auth/user-cancelled' });
vi.mock('./auth-runtime', () => ({
  watchUser: () => () => {},
  completeRedirectSignIn: () => Promise.reject(failure),
}));

/** The modal's provider and the test renderer, loaded afresh, as a page loads them. */
async function loadPage() {
  vi.resetModules();
  const { renderWithSession } = await import('@/testing/render');
  const { LoginModalProvider } = await import('./login-modal-context');
  renderWithSession(<LoginModalProvider>page</LoginModalProvider>);
}

afterEach(() => sessionStorage.clear());

describe('a redirect sign-in that failed', () => {
  it('is logged, and the sign-in modal is open again on the page it returned to', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    markRedirectPending();
    // The store reads the note when it loads.
    await loadPage();

    await screen.findByRole('dialog', { name: 'Login or Sign Up' });
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeEnabled();
    await waitFor(() => expect(log).toHaveBeenCalledWith('Google sign-in failed', failure));
    log.mockRestore();
  });

  it('leaves the modal closed when there was no redirect', async () => {
    await loadPage();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
