import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderContract, MERGE_FIELD_NAMES } from '../../../common/contracts';
import type { Booking } from '../../../common/schemas/orders';
import { setStudioLocale } from '../../../common/studio-locale';
import { addendumText } from '../../src/contracts/addendum';
import { contractFacts } from '../../src/contracts/contract-facts';
import { makeContractPdf, plainInline, type ContractPdfInput } from '../../src/contracts/contract-pdf';
import { sha256Hex, signedPdfPath } from '../../src/contracts/contract-store';
import { holdEnds, holdFate, mayTakeDay, reminderDue } from '../../src/contracts/holds';
import { DEMO_STUDIO_INPUT } from '../support/fakes';

const HOUR = 60 * 60_000;
const NOW = Date.parse('2027-03-01T12:00:00Z');

beforeAll(() => setStudioLocale(DEMO_STUDIO_INPUT));

describe('the day a signature may hold', () => {
  const later = new Date(NOW + HOUR);
  const earlier = new Date(NOW - 1);

  it('a free day, or this booking’s own hold', () => {
    expect(mayTakeDay(undefined, 'bk-1', NOW)).toBe(true);
    expect(mayTakeDay({ kind: 'hold', bookingId: 'bk-1', holdUntil: later }, 'bk-1', NOW)).toBe(true);
  });

  it('another booking’s hold only once it has run out (the sweep may not have come yet)', () => {
    expect(mayTakeDay({ kind: 'hold', bookingId: 'bk-2', holdUntil: later }, 'bk-1', NOW)).toBe(false);
    expect(mayTakeDay({ kind: 'hold', bookingId: 'bk-2', holdUntil: new Date(NOW) }, 'bk-1', NOW)).toBe(true);
    expect(mayTakeDay({ kind: 'hold', bookingId: 'bk-2', holdUntil: earlier }, 'bk-1', NOW)).toBe(true);
  });

  it('never a locked or blocked day, even its own lock', () => {
    expect(mayTakeDay({ kind: 'booking', bookingId: 'bk-2' }, 'bk-1', NOW)).toBe(false);
    expect(mayTakeDay({ kind: 'booking', bookingId: 'bk-1' }, 'bk-1', NOW)).toBe(false);
    expect(mayTakeDay({ kind: 'blocked', bookingId: null }, 'bk-1', NOW)).toBe(false);
  });
});

describe('a hold on the clock', () => {
  it('ends the owner’s hours after signing', () => {
    expect(holdEnds(NOW, 72).toISOString()).toBe('2027-03-04T12:00:00.000Z');
  });

  it('is over at its end, ending soon within 24 hours of it, running before', () => {
    const until = holdEnds(NOW, 72);
    expect(holdFate(until, NOW)).toBe('running');
    expect(holdFate(until, until.getTime() - 24 * HOUR - 1)).toBe('running');
    expect(holdFate(until, until.getTime() - 24 * HOUR)).toBe('ending-soon');
    expect(holdFate(until, until.getTime() - 1)).toBe('ending-soon');
    expect(holdFate(until, until.getTime())).toBe('expired');
    expect(holdFate(until, until.getTime() + HOUR)).toBe('expired');
  });

  it('an unsigned contract is reminded from two days after it was sent', () => {
    const sent = new Date(NOW);
    expect(reminderDue(sent, NOW + 48 * HOUR - 1, 2)).toBe(false);
    expect(reminderDue(sent, NOW + 48 * HOUR, 2)).toBe(true);
  });
});

const booking: Booking = {
  packageId: 'wedding-signature',
  packageName: 'Signature Wedding',
  packagePrice: 2400,
  packageDeposit: 720,
  eventType: 'Wedding',
  eventDate: '2027-06-12',
  venue: 'Palace of *Fine* Arts',
  guestCount: 110,
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+1 415 555 0187',
  notes: '',
  paymentMethod: 'bank-transfer',
  customPackageLink: '',
  userId: 'uid-ada',
  status: 'pending',
  statusAt: { pending: new Date(NOW) },
  statusReason: '',
  paidTotal: 0,
  paymentStatus: 'unpaid',
  keywords: [],
  createdAt: new Date(NOW),
};

describe('the facts a contract is rendered with', () => {
  const pkg = { features: ['Ten hours', 'Two *photographers*'], description: 'All day', contractTemplateId: '' };
  const base = { bookingId: 'bk-1', booking, studio: DEMO_STUDIO_INPUT, pkg, plan: null, now: new Date(NOW) };

  it('gives every merge field a value, in the studio’s formats', () => {
    const facts = contractFacts(base);
    expect(Object.keys(facts).sort()).toEqual([...MERGE_FIELD_NAMES].sort());
    expect(facts).toMatchObject({
      'event.date': 'June 12, 2027',
      price: '$2,400',
      tax: 'none',
      total: '$2,400',
      deposit: '$720',
      balance: '$1,680',
      'late.fee': 'There is no late fee.',
      'package.features': '- Ten hours\n- Two \\*photographers\\*',
      'booking.reference': 'bk-1',
      'contract.date': 'March 1, 2027',
    });
    expect(facts.schedule).toBe('- Deposit: $720, due after signing; it locks the day\n- Balance: $1,680, due on June 5, 2027');
  });

  it('adds the sales tax and the late fee when the studio charges them, and follows the owner’s split', () => {
    const studio = {
      ...DEMO_STUDIO_INPUT,
      salesTax: { mode: 'added' as const, ratePercent: 10 },
      lateFee: { enabled: true, kind: 'fixed' as const, value: 50, afterDays: 7 },
    };
    const plan = {
      balance: [
        { amount: 1000, daysBefore: 60 },
        { amount: 680, daysBefore: 7 },
      ],
      waived: [],
    };
    const facts = contractFacts({ ...base, studio, plan });
    expect(facts).toMatchObject({ tax: '$240 (10%, added to the price)', total: '$2,640', deposit: '$792', balance: '$1,848' });
    expect(facts['late.fee']).toBe('If an instalment is still unpaid 7 days after its due date, a late fee of $50 is due as well.');
    expect(facts.schedule.split('\n')).toEqual([
      '- Deposit: $792, due after signing; it locks the day',
      '- Instalment 1 of 2: $1,100, due on April 13, 2027',
      '- Instalment 2 of 2: $748, due on June 5, 2027',
    ]);
  });

  it('renders into a text that shows the customer’s words as typed', () => {
    const text = renderContract('At {{event.venue}} for {{customer.name}}:\n\n{{package.features}}', contractFacts(base));
    expect(text).toBe('At Palace of \\*Fine\\* Arts for Ada Lovelace:\n\n- Ten hours\n- Two \\*photographers\\*');
  });
});

describe('an addendum’s text', () => {
  it('names what it amends, only the changed terms, and that the rest stands', () => {
    const text = addendumText(1, 'Agreement: *Signature* Wedding', [
      { label: 'Event date', before: 'June 12, 2027', after: 'June 19, 2027' },
    ]);
    expect(text).toBe(
      '# Addendum 1 to Agreement: \\*Signature\\* Wedding\n\nThe following terms of the contract change:\n\n' +
        '- **Event date:** was June 12, 2027; now June 19, 2027\n\nEverything else in the contract stays as signed.',
    );
  });
});

describe('the signed PDF', () => {
  const input: ContractPdfInput = {
    title: 'Photography agreement: Signature Wedding on June 12, 2027',
    text: `# Agreement\n\nBetween **Style & Story** and Ada Lovelace.\n\n- Deposit: $720\n- Balance: $1,680\n\n${'A long clause. '.repeat(600)}`,
    version: 'Photography agreement, version 3',
    signature: {
      name: 'Ada Lovelace',
      method: 'typed',
      drawing: '',
      uid: 'uid-ada',
      email: 'ada@example.com',
      signedAt: new Date('2027-03-01T12:00:00Z'),
      ip: '203.0.113.9',
      userAgent: 'Mozilla/5.0 (iPhone)',
      textSha256: 'a'.repeat(64),
    },
  };
  const hash = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

  it('is a PDF, the same bytes for the same signed document, so its stored SHA-256 can be checked again', async () => {
    const [one, two] = await Promise.all([makeContractPdf(input), makeContractPdf(input)]);
    expect(Buffer.from(one.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(hash(one)).toBe(hash(two));
    expect(sha256Hex(one)).toBe(hash(one));
    expect(sha256Hex(one)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('changes with anything signed: the text’s hash, the signer, the drawing', async () => {
    const original = sha256Hex(await makeContractPdf(input));
    const others = await Promise.all([
      makeContractPdf({ ...input, signature: { ...input.signature, textSha256: 'b'.repeat(64) } }),
      makeContractPdf({ ...input, signature: { ...input.signature, name: 'Ada King' } }),
      makeContractPdf({ ...input, signature: { ...input.signature, method: 'drawn', drawing: 'M10 100 L100 20 L200 180' } }),
    ]);
    for (const other of others) expect(sha256Hex(other)).not.toBe(original);
  });

  it('writes a name in another script and an arrow without failing (the standard fonts have no glyph for them)', async () => {
    const bytes = await makeContractPdf({ ...input, title: 'Zoë 李小龍 → contract', signature: { ...input.signature, name: '李小龍' } });
    expect(bytes.length).toBeGreaterThan(1000);
  });

  it('is stored at the contract’s or the addendum’s own path', () => {
    expect(signedPdfPath('bk-1', 0)).toBe('contracts/bk-1/contract.pdf');
    expect(signedPdfPath('bk-1', 2)).toBe('contracts/bk-1/addendum-2.pdf');
  });

  it('reads Markdown as plain words', () => {
    expect(plainInline('**Bold**, *it*, _u_, `code`, [site](https://x.example) and \\*escaped\\*')).toBe(
      'Bold, it, u, code, site (https://x.example) and *escaped*',
    );
  });
});
