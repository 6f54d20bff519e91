import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LoginModalProvider } from './login-modal-context';
import type { AuthUser } from './session';
import { SessionContext } from './session-context';
import { renderWithSession, signedOutSession } from '@/testing/render';
import { useBookAction } from './use-book-action';

function BookButton() {
  const book = useBookAction('/booking?package=gold');
  return <button onClick={book}>Book this package</button>;
}

const ui = (
  <LoginModalProvider>
    <Routes>
      <Route path="/pricing/gold" element={<BookButton />} />
      <Route path="/booking" element={<h1>Booking form</h1>} />
    </Routes>
  </LoginModalProvider>
);

const user: AuthUser = { uid: 'u1', email: 'ana@example.com', emailVerified: true, displayName: 'Ana', phoneNumber: null, photoURL: null };

describe('useBookAction', () => {
  it('opens the sign-in modal for a signed-out visitor and stays on the page', async () => {
    renderWithSession(ui, { route: '/pricing/gold' });
    await userEvent.click(screen.getByRole('button', { name: 'Book this package' }));
    expect(await screen.findByRole('dialog', { name: 'Login or Sign Up' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Booking form' })).not.toBeInTheDocument();
  });

  it('goes straight to the booking form when signed in', async () => {
    renderWithSession(ui, { route: '/pricing/gold', session: { user } });
    await userEvent.click(screen.getByRole('button', { name: 'Book this package' }));
    expect(await screen.findByRole('heading', { name: 'Booking form' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('continues to the booking form once the visitor signs in from the modal', async () => {
    const tree = (session = signedOutSession) => (
      <MemoryRouter initialEntries={['/pricing/gold']}>
        <SessionContext.Provider value={session}>{ui}</SessionContext.Provider>
      </MemoryRouter>
    );
    const { rerender } = render(tree());
    await userEvent.click(screen.getByRole('button', { name: 'Book this package' }));
    expect(await screen.findByRole('dialog', { name: 'Login or Sign Up' })).toBeInTheDocument();
    rerender(tree({ ...signedOutSession, user }));
    expect(await screen.findByRole('heading', { name: 'Booking form' })).toBeInTheDocument();
  });
});
