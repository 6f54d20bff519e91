import Stripe from 'stripe';
import type { Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { bookingAmountDue, instalmentDue, isSplit, minorUnitsPer, nextOnlinePayment } from '../../../common/online-payments';
import type { Instalment } from '../../../common/schemas/payment-schedules';
import { summarisePayments } from '../../../common/payments';
import { checkoutRequestSchema } from '../../../common/schemas/online-payments';
import { missingStripeSecrets } from '../../src/online-payments/stripe-client';
import { intentOf } from '../../src/online-payments/webhook-events';
import { handleStripeWebhook } from '../../src/online-payments/webhook-request';
import { recordingLogger } from '../support/fakes';
import { paidSession, signedDelivery, stripeEvent } from '../support/stripe-events';

const event = (type: string, object: Record<string, unknown>) => stripeEvent(type, object) as unknown as Stripe.Event;

describe('what is due online, from the ledger', () => {
  const entry = (id: string, amount: number, kind: 'payment' | 'refund' | 'reversal' = 'payment', reverses: string | null = null) => ({
    id,
    kind,
    amount,
    reverses,
  });

  const what = (next: ReturnType<typeof nextOnlinePayment>) => next && [next.what, next.owed, next.label];

  it('the deposit until it is covered, then the balance; nothing once paid', () => {
    const fresh = summarisePayments(2400, 720, []);
    expect([bookingAmountDue(fresh, 'deposit'), bookingAmountDue(fresh, 'balance'), what(nextOnlinePayment(fresh))]).toEqual([
      720,
      2400,
      ['deposit', 720, 'Deposit'],
    ]);
    const part = summarisePayments(2400, 720, [entry('a', 500)]);
    expect([bookingAmountDue(part, 'deposit'), what(nextOnlinePayment(part))]).toEqual([220, ['deposit', 220, 'Deposit']]);
    const deposit = summarisePayments(2400, 720, [entry('a', 720)]);
    expect([bookingAmountDue(deposit, 'deposit'), bookingAmountDue(deposit, 'balance'), what(nextOnlinePayment(deposit))]).toEqual([
      0,
      1680,
      ['balance', 1680, 'Balance'],
    ]);
    const reversed = summarisePayments(2400, 720, [entry('a', 720), entry('a-reversal', -720, 'reversal', 'a')]);
    expect(bookingAmountDue(reversed, 'deposit')).toBe(720);
    expect(nextOnlinePayment(summarisePayments(2400, 720, [entry('a', 2400)]))).toBeNull();
  });

  describe('a balance split into instalments', () => {
    const instalment = (id: Instalment['id'], amount: number, paid: number, status: Instalment['status'] = 'due'): Instalment => ({
      id,
      amount,
      paid,
      status,
      dueOn: '2027-03-01',
    });
    const split = [
      instalment('deposit', 720, 720, 'paid'),
      instalment('balance-1', 600, 100),
      instalment('balance-2', 600, 0),
      instalment('balance-3', 480, 0),
    ];
    const owing = { depositDue: 0, balance: 1580 };

    it('the next unpaid instalment is paid next, for what is left of it; a single balance stays "balance"', () => {
      expect(what(nextOnlinePayment(owing, split))).toEqual(['balance-1', 500, 'Instalment 1 of 3']);
      const single = [instalment('deposit', 720, 0), instalment('balance-1', 1680, 0)];
      expect(what(nextOnlinePayment({ depositDue: 720, balance: 2400 }, single))).toEqual(['deposit', 720, 'Deposit']);
      expect(what(nextOnlinePayment({ depositDue: 0, balance: 1680 }, single.slice(1)))).toEqual(['balance', 1680, 'Balance']);
    });

    it('before confirmation (no due dates yet) the first unpaid instalment; nothing when the rest is waived', () => {
      const pending = split.map((i) => ({ ...i, dueOn: null }));
      expect(what(nextOnlinePayment(owing, pending))).toEqual(['balance-1', 500, 'Instalment 1 of 3']);
      const waived = split.map((i) => (i.id === 'deposit' ? i : { ...i, status: 'waived' as const, paid: 0 }));
      expect(nextOnlinePayment(owing, waived)).toBeNull();
    });

    it('any unpaid instalment is priced at what is left of it; a paid, waived or unknown one is refused in words', () => {
      expect(instalmentDue(split, 'balance-3')).toEqual({ owed: 480 });
      expect(instalmentDue(split, 'balance-1')).toEqual({ owed: 500 });
      expect(instalmentDue(split, 'deposit')).toEqual({ refused: 'The deposit is already paid.' });
      expect(instalmentDue([...split.slice(0, 3), instalment('balance-3', 480, 0, 'waived')], 'balance-3')).toEqual({
        refused: 'The studio waived the instalment 3 of 3: nothing is due on it.',
      });
      expect(instalmentDue(split, 'balance-4')).toEqual({ refused: 'This booking has no such instalment.' });
      expect(isSplit(split)).toBe(true);
      expect(isSplit(split.slice(0, 2))).toBe(false);
    });
  });

  it("a request never carries an amount: the schema refuses one, and anything it doesn't know", () => {
    expect(checkoutRequestSchema.safeParse({ kind: 'booking', bookingId: 'b1', what: 'deposit' }).success).toBe(true);
    expect(checkoutRequestSchema.safeParse({ kind: 'booking', bookingId: 'b1', what: 'deposit', amount: 1 }).success).toBe(false);
    expect(checkoutRequestSchema.safeParse({ kind: 'booking', bookingId: 'b1', what: 'everything' }).success).toBe(false);
    expect(checkoutRequestSchema.safeParse({ kind: 'booking', bookingId: 'b1', what: 'balance-2' }).success).toBe(true);
    expect(checkoutRequestSchema.safeParse({ kind: 'booking', bookingId: 'b1', what: 'balance-5' }).success).toBe(false);
    expect(checkoutRequestSchema.safeParse({ kind: 'frame-order', orderId: 'o1' }).success).toBe(true);
    expect(checkoutRequestSchema.safeParse({ kind: 'frame-order', orderId: '' }).success).toBe(false);
  });

  it("counts in Stripe's smallest unit of the currency", () => {
    expect([minorUnitsPer('USD'), minorUnitsPer('EUR'), minorUnitsPer('JPY'), minorUnitsPer('INR')]).toEqual([100, 100, 1, 100]);
  });

  it('online payment is configured only with a secret key and a webhook secret', () => {
    expect(missingStripeSecrets('sk_live_abc', 'whsec_abc')).toEqual([]);
    expect(missingStripeSecrets('rk_test_abc', 'whsec_abc')).toEqual([]);
    expect(missingStripeSecrets('', '')).toEqual(['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']);
    expect(missingStripeSecrets('off', 'whsec_abc')).toEqual(['STRIPE_SECRET_KEY']);
    expect(missingStripeSecrets('pk_live_abc', 'off')).toEqual(['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']);
  });
});

describe('a Stripe event → a ledger entry', () => {
  it('a paid session pays its booking or order, in whole units', () => {
    const session = paidSession({ kind: 'booking', bookingId: 'b1', what: 'deposit', uid: 'u' }, 72000);
    expect(intentOf(event('checkout.session.completed', session))).toEqual({
      action: 'payment',
      target: { kind: 'booking', bookingId: 'b1' },
      amount: 720,
      sessionId: session.id,
      paymentIntentId: session.payment_intent,
      note: 'Paid online by card (Stripe)',
    });
    const yen = paidSession({ kind: 'frame-order', orderId: 'o1', uid: 'u' }, 52000, 'jpy');
    expect(intentOf(event('checkout.session.async_payment_succeeded', yen))).toMatchObject({
      target: { kind: 'frame-order', orderId: 'o1' },
      amount: 52000,
    });
  });

  it('records nothing for an unpaid session, a session of another product, or an unrelated event', () => {
    expect(
      intentOf(
        event('checkout.session.completed', paidSession({ kind: 'booking', bookingId: 'b1' }, 100, 'usd', { payment_status: 'unpaid' })),
      ),
    ).toMatchObject({ action: 'ignore' });
    expect(intentOf(event('checkout.session.completed', paidSession({}, 100)))).toMatchObject({ action: 'ignore' });
    expect(intentOf(event('invoice.paid', { id: 'in_1' }))).toEqual({
      action: 'ignore',
      reason: 'event type invoice.paid is not one this site records',
    });
  });

  it('a refund carries the refunds so far; a dispute withdraws its amount; a won dispute returns it; a lost one adds nothing', () => {
    expect(intentOf(event('charge.refunded', { payment_intent: 'pi_1', amount_refunded: 30000, currency: 'usd' }))).toMatchObject({
      action: 'adjust',
      paymentIntentId: 'pi_1',
      kind: 'refund',
      refundedTotal: 300,
    });
    const dispute = { payment_intent: { id: 'pi_1' }, amount: 50000, currency: 'usd', reason: 'fraudulent' };
    expect(intentOf(event('charge.dispute.created', dispute))).toMatchObject({
      action: 'adjust',
      paymentIntentId: 'pi_1',
      kind: 'refund',
      amount: 500,
    });
    expect(intentOf(event('charge.dispute.closed', { ...dispute, status: 'won' }))).toMatchObject({ kind: 'payment', amount: 500 });
    expect(intentOf(event('charge.dispute.closed', { ...dispute, status: 'lost' }))).toMatchObject({ action: 'ignore' });
  });
});

describe('the webhook request', () => {
  const secret = 'whsec_unit';
  // Any Firestore call fails the test: a refused request must write (and read) nothing.
  const db = new Proxy(
    {},
    {
      get: () => {
        throw new Error('Firestore was touched');
      },
    },
  ) as Firestore;
  const deps = (logger = recordingLogger()) => ({
    db,
    logger,
    stripe: new Stripe('sk_test_unit'),
    webhookSecret: secret,
    timeZone: async () => 'UTC',
  });

  it('refuses an unsigned, a wrongly signed or a tampered body with 400, logged, before any write', async () => {
    const body = JSON.stringify(stripeEvent('checkout.session.completed', paidSession({ kind: 'booking', bookingId: 'b1' }, 100)));
    const logger = recordingLogger();
    const unsigned = await handleStripeWebhook(deps(logger), { method: 'POST', rawBody: Buffer.from(body), signature: undefined });
    expect(unsigned.status).toBe(400);
    const wrong = signedDelivery(JSON.parse(body), 'whsec_other');
    expect(
      (await handleStripeWebhook(deps(), { method: 'POST', rawBody: Buffer.from(wrong.body), signature: wrong.signature })).status,
    ).toBe(400);
    const right = signedDelivery(JSON.parse(body), secret);
    const tampered = right.body.replace('"amount_total":100', '"amount_total":1');
    expect((await handleStripeWebhook(deps(), { method: 'POST', rawBody: Buffer.from(tampered), signature: right.signature })).status).toBe(
      400,
    );
    expect(logger.entries.map((e) => e.message)).toEqual(['Stripe webhook refused: signature missing or invalid, nothing written']);
  });

  it('answers 200 to a signed event it does not record, without touching Firestore', async () => {
    const delivery = signedDelivery(stripeEvent('customer.created', { id: 'cus_1' }), secret);
    const answer = await handleStripeWebhook(deps(), {
      method: 'POST',
      rawBody: Buffer.from(delivery.body),
      signature: delivery.signature,
    });
    expect(answer).toMatchObject({ status: 200, body: { outcome: 'ignored' } });
  });

  it('refuses everything while the webhook secret is not set', async () => {
    const delivery = signedDelivery(stripeEvent('customer.created', { id: 'cus_1' }), secret);
    const answer = await handleStripeWebhook(
      { ...deps(), webhookSecret: '' },
      { method: 'POST', rawBody: Buffer.from(delivery.body), signature: delivery.signature },
    );
    expect(answer.status).toBe(400);
  });
});
