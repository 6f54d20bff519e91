// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Signature } from '@common/schemas';
import { missingForConfirmation } from './confirm-missing';

// What the owner is told before confirming by hand (docs/contracts.md, "By hand").
const unpaid = { paymentStatus: 'unpaid', packageDeposit: 1200, paidTotal: 0 } as const;
const depositPaid = { paymentStatus: 'deposit-paid', packageDeposit: 1200, paidTotal: 1200 } as const;
const signature = { name: 'Alex Morgan' } as Signature;

describe('missingForConfirmation', () => {
  it('asks nothing when contracts are off, whatever is missing', () => {
    expect(missingForConfirmation({ booking: unpaid, contractsOn: false, contract: null })).toEqual([]);
  });

  it('names a contract never sent and the unpaid deposit', () => {
    expect(missingForConfirmation({ booking: unpaid, contractsOn: true, contract: null })).toEqual([
      'No contract has been sent.',
      'The deposit of $1,200 is not paid.',
    ]);
  });

  it('names a contract sent but not signed, and part of the deposit received', () => {
    const booking = { paymentStatus: 'part-paid', packageDeposit: 1200, paidTotal: 500 } as const;
    expect(missingForConfirmation({ booking, contractsOn: true, contract: {} })).toEqual([
      'The contract is not signed yet.',
      'The deposit is not paid: $500 of $1,200 received.',
    ]);
  });

  it('names only the deposit once the contract is signed', () => {
    expect(missingForConfirmation({ booking: unpaid, contractsOn: true, contract: { signature } })).toEqual([
      'The deposit of $1,200 is not paid.',
    ]);
  });

  it('is empty when signed and the deposit (or everything) is paid, or no deposit is asked', () => {
    expect(missingForConfirmation({ booking: depositPaid, contractsOn: true, contract: { signature } })).toEqual([]);
    expect(
      missingForConfirmation({ booking: { ...depositPaid, paymentStatus: 'paid' }, contractsOn: true, contract: { signature } }),
    ).toEqual([]);
    expect(missingForConfirmation({ booking: { ...unpaid, packageDeposit: 0 }, contractsOn: true, contract: { signature } })).toEqual([]);
  });
});
