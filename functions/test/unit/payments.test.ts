import { describe, expect, it } from 'vitest';
import { depositSplit, summarisePayments, type LedgerEntry } from '../../../common/payments';

// The arithmetic the onPaymentCreated function writes to a booking and the pages explain.
let n = 0;
const entry = (kind: LedgerEntry['kind'], amount: number, reverses: string | null = null): LedgerEntry => ({
  id: `e${++n}`,
  kind,
  amount,
  reverses,
});
const pay = (amount: number) => entry('payment', amount);
const refund = (amount: number) => entry('refund', -amount);
const reverse = (original: LedgerEntry) => entry('reversal', -original.amount, original.id);

describe('depositSplit', () => {
  it('takes the studio’s percentage of the package as the deposit', () => {
    expect(depositSplit(2400, 30)).toEqual({ deposit: 720, balance: 1680 });
    expect(depositSplit(2400, 25)).toEqual({ deposit: 600, balance: 1800 });
    expect(depositSplit(2400, 0)).toEqual({ deposit: 0, balance: 2400 });
    expect(depositSplit(2400, 100)).toEqual({ deposit: 2400, balance: 0 });
  });
  it('rounds the deposit down to the dollar and keeps deposit + balance = price', () => {
    const { deposit, balance } = depositSplit(999, 30);
    expect(deposit).toBe(299); // 299.70: down, as the rules' integer division does
    expect(deposit + balance).toBe(999);
    expect(depositSplit(5, 30).deposit).toBe(1); // 1.50
  });
  it('agrees with the rules (price * percent / 100 in integers) for every price up to $10,000', () => {
    for (const percent of [10, 25, 30, 33, 50]) {
      for (let price = 0; price <= 10_000; price++) {
        const rules = (price * percent - ((price * percent) % 100)) / 100;
        expect(depositSplit(price, percent).deposit, `price ${price} at ${percent}%`).toBe(rules);
      }
    }
  });
  it('is zero for a free package', () => {
    expect(depositSplit(0, 30)).toEqual({ deposit: 0, balance: 0 });
  });
});

describe('summarisePayments (package of $2,400, deposit $720)', () => {
  const PRICE = 2400;
  const DEPOSIT = 720;

  it('nothing recorded: unpaid, the whole price and deposit due', () => {
    expect(summarisePayments(PRICE, DEPOSIT, [])).toEqual({
      paidTotal: 0,
      refunded: 0,
      paymentStatus: 'unpaid',
      deposit: 720,
      balance: 2400,
      depositDue: 720,
    });
  });

  it('less than the deposit: part paid, the rest of the deposit due', () => {
    const s = summarisePayments(PRICE, DEPOSIT, [pay(500)]);
    expect(s).toMatchObject({ paidTotal: 500, paymentStatus: 'part-paid', balance: 1900, depositDue: 220 });
  });

  it('exactly the deposit: deposit paid, the balance left', () => {
    expect(summarisePayments(PRICE, DEPOSIT, [pay(720)])).toMatchObject({
      paidTotal: 720,
      paymentStatus: 'deposit-paid',
      balance: 1680,
      depositDue: 0,
    });
  });

  it('the deposit in two instalments adds up', () => {
    expect(summarisePayments(PRICE, DEPOSIT, [pay(400), pay(320)])).toMatchObject({ paidTotal: 720, paymentStatus: 'deposit-paid' });
  });

  it('the whole price: paid in full, nothing left', () => {
    expect(summarisePayments(PRICE, DEPOSIT, [pay(720), pay(1680)])).toMatchObject({ paidTotal: 2400, paymentStatus: 'paid', balance: 0 });
  });

  it('more than the price: still paid in full, the balance never negative', () => {
    expect(summarisePayments(PRICE, DEPOSIT, [pay(2500)])).toMatchObject({ paidTotal: 2500, paymentStatus: 'paid', balance: 0 });
  });

  it('a reversed payment no longer counts', () => {
    const typo = pay(7200);
    expect(summarisePayments(PRICE, DEPOSIT, [typo, reverse(typo), pay(720)])).toMatchObject({
      paidTotal: 720,
      paymentStatus: 'deposit-paid',
    });
  });

  it('a payment reversed to nothing: unpaid again, not refunded', () => {
    const wrong = pay(720);
    expect(summarisePayments(PRICE, DEPOSIT, [wrong, reverse(wrong)])).toMatchObject({
      paidTotal: 0,
      refunded: 0,
      paymentStatus: 'unpaid',
    });
  });

  it('the order of the entries does not matter', () => {
    const wrong = pay(300);
    const entries = [pay(720), wrong, reverse(wrong), pay(100)];
    expect(summarisePayments(PRICE, DEPOSIT, [...entries].reverse())).toEqual(summarisePayments(PRICE, DEPOSIT, entries));
  });

  it('a cancellation refunding everything: refunded, nothing kept', () => {
    expect(summarisePayments(PRICE, DEPOSIT, [pay(720), refund(720)])).toMatchObject({
      paidTotal: 0,
      refunded: 720,
      paymentStatus: 'refunded',
    });
  });

  it('a cancellation keeping the deposit: refunded, the deposit kept', () => {
    expect(summarisePayments(PRICE, DEPOSIT, [pay(2400), refund(1680)])).toMatchObject({
      paidTotal: 720,
      refunded: 1680,
      paymentStatus: 'refunded',
    });
  });

  it('an overpayment handed back leaves the booking paid in full', () => {
    expect(summarisePayments(PRICE, DEPOSIT, [pay(2500), refund(100)])).toMatchObject({
      paidTotal: 2400,
      refunded: 100,
      paymentStatus: 'paid',
    });
  });

  it('a refund recorded by mistake and reversed: back to what was paid', () => {
    const mistake = refund(720);
    expect(summarisePayments(PRICE, DEPOSIT, [pay(720), mistake, reverse(mistake)])).toMatchObject({
      paidTotal: 720,
      refunded: 0,
      paymentStatus: 'deposit-paid',
    });
  });

  it('a free package with nothing paid is unpaid (there is nothing to pay)', () => {
    expect(summarisePayments(0, 0, [])).toMatchObject({ paymentStatus: 'unpaid', balance: 0, depositDue: 0 });
  });
});

describe('summarisePayments with the deposit the booking keeps (a custom package of $1,850, deposit $500)', () => {
  const PRICE = 1850;
  const DEPOSIT = 500; // the owner's choice; 30% would be $555

  it('a payment of exactly that deposit: deposit paid, not part paid', () => {
    expect(summarisePayments(PRICE, DEPOSIT, [pay(500)])).toMatchObject({
      paidTotal: 500,
      paymentStatus: 'deposit-paid',
      deposit: 500,
      balance: 1350,
      depositDue: 0,
    });
  });

  it('less than that deposit: part paid, the rest of it due', () => {
    expect(summarisePayments(PRICE, DEPOSIT, [pay(400)])).toMatchObject({ paymentStatus: 'part-paid', depositDue: 100 });
  });

  it('nothing recorded: that deposit is due, not the studio percentage', () => {
    expect(summarisePayments(PRICE, DEPOSIT, [])).toMatchObject({ paymentStatus: 'unpaid', deposit: 500, depositDue: 500 });
  });

  it('a higher deposit than the percentage: 30% of the price is only part paid', () => {
    expect(summarisePayments(PRICE, 1000, [pay(555)])).toMatchObject({ paymentStatus: 'part-paid', depositDue: 445 });
  });
});
