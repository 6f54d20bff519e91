import { describe, expect, it } from 'vitest';
import { DEFAULT_POLICIES } from './default-policies';
import { POLICY_PLACEHOLDERS, fillPolicy, markdownToPlainText, parsePolicy } from './policy-text';
import { NO_LATE_FEE } from './schemas/settings';

const deploy = { archiveYears: 7 };
const facts = {
  name: 'Atelier Lumière',
  email: 'bonjour@atelier.fr',
  phone: '+33 1 42 68 53 00',
  address: '12 rue des Lilas, Paris',
  hours: 'Mar–Sam',
  areaServed: 'Paris et l’Île-de-France',
  depositPercent: 25,
  currency: 'EUR',
  balanceDueDays: 10,
  lateFee: NO_LATE_FEE,
};

describe('policy texts', () => {
  it('fill in the studio’s settings; an unknown {word} stays as written', () => {
    expect(fillPolicy('{name} asks {deposit} now and {balance} later, in {currency}. Call {phone}. {unknown}', facts, deploy)).toBe(
      'Atelier Lumière asks 25% now and 75% later, in EUR. Call +33 1 42 68 53 00. {unknown}',
    );
  });

  it('name the area the studio serves, or no place at all', () => {
    expect(fillPolicy(DEFAULT_POLICIES.terms, facts, deploy)).toContain('Travel within Paris et l’Île-de-France is included.');
    expect(fillPolicy(DEFAULT_POLICIES.terms, { ...facts, areaServed: ' ' }, deploy)).toContain(
      'Travel within our local area is included.',
    );
    expect(fillPolicy(DEFAULT_POLICIES.terms, facts, deploy)).toContain('with Atelier Lumière, the studio at 12 rue des Lilas, Paris.');
  });

  it('state the balance due date, and a late fee only when the studio charges one', () => {
    const payment = (lateFee = NO_LATE_FEE) => fillPolicy(DEFAULT_POLICIES.payment, { ...facts, lateFee }, deploy);
    expect(payment()).toContain('no later than 10 days before your event');
    expect(payment()).not.toMatch(/late fee/i);
    const fixed = payment({ enabled: true, kind: 'fixed', value: 50, afterDays: 5 });
    expect(fixed).toContain('If an instalment is still unpaid 5 days after its due date, a late fee of €50 is due as well.');
    const percent = payment({ enabled: true, kind: 'percent', value: 4, afterDays: 7 });
    expect(percent).toContain('a late fee of 4% of the amount overdue is due as well');
  });

  it('cut into a lead and ## sections, with an explicit {#id} or the heading’s slug, never twice the same', () => {
    const { lead, sections } = parsePolicy(
      'The lead, with a [link](/faq).\n\n## Deposit {#deposit}\n\nPay it.\n\n## Late & early\n\nText.\n\n## Late & early\n\nMore.',
    );
    expect(lead).toBe('The lead, with a [link](/faq).');
    expect(sections).toEqual([
      { id: 'deposit', heading: 'Deposit', markdown: 'Pay it.' },
      { id: 'late-and-early', heading: 'Late & early', markdown: 'Text.' },
      { id: 'late-and-early-2', heading: 'Late & early', markdown: 'More.' },
    ]);
  });

  it('read as plain text for descriptions and the assistant', () => {
    expect(markdownToPlainText('## Title\n\n- **Bold** and *soft* [link](/x)\n- second')).toBe('Title Bold and soft link second');
  });

  it('the default policies use only known placeholders, and keep the anchors other pages link to', () => {
    for (const text of Object.values(DEFAULT_POLICIES)) {
      const used = [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      expect(used.filter((key) => !(key in POLICY_PLACEHOLDERS))).toEqual([]);
    }
    const ids = parsePolicy(DEFAULT_POLICIES.payment).sections.map((s) => s.id);
    expect(ids).toEqual(['deposit', 'balance', 'methods', 'rescheduling', 'cancellation', 'frames', 'late-payments', 'contact']);
  });
});
