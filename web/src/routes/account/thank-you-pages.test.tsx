import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { OfflineFirebase } from '@/testing/offline-firebase';
import { renderWithSession } from '@/testing/render';
import { CashPaymentPage } from './cash-payment-page';
import { FrameThankYouPage, ThankYouPage } from './thank-you-pages';

describe('ThankYouPage', () => {
  it('confirms the booking with its reference and the next steps', async () => {
    renderWithSession(<ThankYouPage />, { route: '/thank-you?booking=bk123' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Thank you');
    expect(screen.getByText('bk123')).toBeInTheDocument();
    expect(screen.getByText('Pay the deposit to secure the date')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'in cash at the studio' })).toHaveAttribute('href', '/cash-payment');
    expect(screen.getByRole('link', { name: 'See it in your profile' })).toHaveAttribute('href', '/profile');
    expect(document.title).toBe('Thank you for your booking — Style & Story');
  });

  it('still reads well without a reference', async () => {
    renderWithSession(<ThankYouPage />, { route: '/thank-you' });
    expect(screen.queryByText('Booking reference')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What happens next' })).toBeInTheDocument();
  });
});

describe('FrameThankYouPage', () => {
  it('shows the order reference and how to pay', async () => {
    renderWithSession(<FrameThankYouPage />, { route: '/frame-thank-you?order=fo9' });
    expect(screen.getByText('fo9')).toBeInTheDocument();
    expect(screen.getByText(/paid in full before production/)).toBeInTheDocument();
  });
});

describe('CashPaymentPage', () => {
  it('gives the address, the hours and what to bring', async () => {
    // The owner's settings come from Firestore; until they arrive the studio's defaults show.
    renderWithSession(
      <OfflineFirebase>
        <CashPaymentPage />
      </OfflineFirebase>,
      { route: '/cash-payment' },
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Paying in cash at the studio');
    expect(screen.getByText('218 Alder Lane, Studio 4, San Francisco, CA 94110')).toBeInTheDocument();
    expect(screen.getByText('Tue–Sat, 10:00–18:00')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What to bring' })).toBeInTheDocument();
    expect(screen.getByText(/within 5 days of our confirmation/)).toBeInTheDocument();
  });
});
