import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STUDIO } from '@common/studio';
import { renderWithSession } from '@/testing/render';
import { allPolicies } from './all-policies';
import { toPlainText } from '@/lib/inline-links';
import { paymentPolicy } from './payment-policy';
import { PolicyLayout } from './policy-layout';

const plain = (policy = paymentPolicy) =>
  policy.sections
    .flatMap((s) => s.body.flat())
    .map(toPlainText)
    .join(' ');

describe('policy copy', () => {
  it.each(allPolicies.map((p) => [p.title, p] as const))('%s has unique section ids and a valid date', (_title, policy) => {
    const ids = policy.sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(policy.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('payment policy states the studio deposit, the balance date, cash at the studio and frames paid in full', () => {
    const text = plain();
    expect(text).toContain(
      `A deposit of ${STUDIO.depositPercent}% of the package price (or the deposit named in a custom offer) reserves your date`,
    );
    expect(text).toContain('due no later than seven (7) days before your event');
    expect(text).toContain('paid in full when you order them');
    expect(paymentPolicy.sections.map((s) => s.id)).toEqual(
      expect.arrayContaining(['deposit', 'balance', 'methods', 'rescheduling', 'cancellation', 'frames', 'late-payments', 'contact']),
    );
  });
});

describe('PolicyLayout', () => {
  it('renders one h1, an h2 per section, the last-updated date and working links', () => {
    renderWithSession(<PolicyLayout policy={paymentPolicy} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(paymentPolicy.sections.length);
    expect(screen.getByText('November 1, 2026')).toHaveAttribute('datetime', '2026-11-01');
    expect(screen.getByRole('link', { name: 'cash payment page' })).toHaveAttribute('href', '/cash-payment');
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(toc).getByRole('link', { name: 'Cancellation and refunds' })).toHaveAttribute('href', '#cancellation');
    expect(document.title).toBe(`Payment policy — ${STUDIO.name}`);
  });
});
