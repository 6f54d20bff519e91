import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OnlinePaymentStatus } from './online-payment-status';

const status = vi.hoisted(() => ({
  answer: { enabled: false, missing: ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'], webhookPath: '/api/stripe/webhook' },
}));
vi.mock('@/data/online-payments', () => ({
  useOnlinePaymentsStatus: () => ({ status: 'success', data: status.answer, invalid: [] }),
}));

describe('Settings: online payment', () => {
  it('says it is not configured and which secrets to set', async () => {
    render(<OnlinePaymentStatus />);
    expect(await screen.findByText('Online payment not configured.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
    expect(screen.getByRole('status')).toHaveTextContent('/api/stripe/webhook');
  });

  it('says it is on once the functions find the keys', async () => {
    status.answer = { enabled: true, missing: [], webhookPath: '/api/stripe/webhook' };
    render(<OnlinePaymentStatus />);
    expect(await screen.findByText('On.')).toBeInTheDocument();
  });
});
