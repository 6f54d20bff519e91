import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithSession } from '@/testing/render';
import { CustomerGate } from './customer-gate';

const customer = { id: 'u1', name: 'Ada', email: 'ada@example.com', phone: '', role: 'customer' as const };
const admin = { id: 'o1', name: 'Owner', email: 'owner@styleandstory.studio', role: 'admin' as const };
const content = (c: { name: string }) => <p>Welcome {c.name}</p>;

describe('CustomerGate', () => {
  it('shows a quiet placeholder while auth loads', async () => {
    renderWithSession(
      <CustomerGate session={{ loading: true, customer: null, admin: null }} onSignIn={() => {}} reason="To book.">
        {content}
      </CustomerGate>,
    );
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('explains why to sign in and opens the sign-in modal', async () => {
    const onSignIn = vi.fn();
    renderWithSession(
      <CustomerGate
        session={{ loading: false, customer: null, admin: null }}
        onSignIn={onSignIn}
        reason="Sign in so we can keep your booking."
      >
        {content}
      </CustomerGate>,
    );
    expect(screen.getByText('Sign in so we can keep your booking.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in to continue' }));
    expect(onSignIn).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/Welcome/)).not.toBeInTheDocument();
  });

  it('points the owner to the admin panel', async () => {
    renderWithSession(
      <CustomerGate session={{ loading: false, customer: null, admin }} onSignIn={() => {}} reason="x">
        {content}
      </CustomerGate>,
    );
    expect(screen.getByRole('heading', { name: 'This page is for customers' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the admin panel' })).toHaveAttribute('href', '/admin');
  });

  it('renders the page for a signed-in customer', async () => {
    renderWithSession(
      <CustomerGate session={{ loading: false, customer, admin: null }} onSignIn={() => {}} reason="x">
        {content}
      </CustomerGate>,
    );
    expect(await screen.findByText('Welcome Ada')).toBeInTheDocument();
  });
});
