import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { markdownToPlainText } from '@common/policy-text';
import { renderWithSession } from '@/testing/render';
import { testPolicies, testStudio } from '@/testing/studio';
import { policyDocument, policyDocuments } from '@/lib/policy-documents';
import { PolicyLayout } from './policy-layout';

const studio = testStudio({ name: 'Atelier Lumière', depositPercent: 25, phone: '+33 1 42 68 53 00' });
const payment = policyDocument('payment', testPolicies(), studio);
const plain = payment.sections.map((s) => markdownToPlainText(s.markdown)).join(' ');

describe('policy copy (the default texts with the studio’s settings)', () => {
  it.each(policyDocuments(testPolicies(), studio).map((p) => [p.title, p] as const))(
    '%s has unique section ids, a lead and a valid date',
    (_title, policy) => {
      const ids = policy.sections.map((s) => s.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(policy.summary.length).toBeGreaterThan(40);
      expect(policy.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    },
  );

  it('payment policy states the studio’s deposit and the rest, the balance date, cash at the studio and frames paid in full', () => {
    expect(payment.summary).toContain('How payment works at Atelier Lumière: a 25% deposit reserves your date');
    expect(plain).toContain('A deposit of 25% of the package price (or the deposit named in a custom offer) reserves your date');
    expect(plain).toContain('The remaining 75% is due no later than 7 days before your event');
    expect(plain).toContain(`Cash at the studio, ${studio.address}, during studio hours (${studio.hours})`);
    expect(plain).toContain('paid in full when you order them');
    expect(plain).toContain('call +33 1 42 68 53 00');
    expect(payment.sections.map((s) => s.id)).toEqual(
      expect.arrayContaining(['deposit', 'balance', 'methods', 'rescheduling', 'cancellation', 'frames', 'late-payments', 'contact']),
    );
  });

  it('states the reminders the reminder run sends, and no late fee or sales tax while the studio has none', () => {
    const all = policyDocuments(testPolicies(), studio)
      .flatMap((p) => p.sections.map((s) => s.markdown))
      .join(' ');
    expect(all).toContain('We send a friendly reminder by email three days before each due date');
    expect(all).not.toMatch(/late fee/i);
    expect(all).not.toMatch(/sales tax/i);
  });
});

describe('PolicyLayout', () => {
  it('renders one h1, an h2 per section, the last-updated date and working links', async () => {
    renderWithSession(<PolicyLayout policy={payment} />, { studio });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(payment.sections.length);
    expect(screen.getByText('November 1, 2026')).toHaveAttribute('datetime', '2026-11-01');
    expect(await screen.findByRole('link', { name: 'cash payment page' })).toHaveAttribute('href', '/cash-payment');
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(toc).getByRole('link', { name: 'Cancellation and refunds' })).toHaveAttribute('href', '#cancellation');
    expect(screen.queryByText(/\{#/)).toBeNull();
  });
});
