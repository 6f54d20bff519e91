// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { splitProblem } from './split-editor';

// The owner's split is checked before anything is written, with the schema's words and the sum.
describe('splitProblem', () => {
  it('accepts parts adding up to the balance, in date order', () => {
    expect(
      splitProblem(
        [
          { amount: 700, daysBefore: 60 },
          { amount: 700, daysBefore: 14 },
        ],
        1400,
      ),
    ).toBeNull();
  });

  it.each([
    [
      'a zero instalment',
      [
        { amount: 0, daysBefore: 30 },
        { amount: 1400, daysBefore: 14 },
      ],
      'Each instalment must be at least 1',
    ],
    [
      'a negative instalment',
      [
        { amount: -100, daysBefore: 30 },
        { amount: 1500, daysBefore: 14 },
      ],
      'Each instalment must be at least 1',
    ],
    ['a part after the event', [{ amount: 1400, daysBefore: -2 }], 'An instalment cannot be due after the event'],
    [
      'dates out of order',
      [
        { amount: 700, daysBefore: 14 },
        { amount: 700, daysBefore: 60 },
      ],
      'Put the instalments in date order, each due after the one before',
    ],
    ['a sum below the balance', [{ amount: 1000, daysBefore: 14 }], 'The instalments add up to $1,000; the balance is $1,400.'],
  ])('refuses %s with a message', (_, parts, message) => {
    expect(splitProblem(parts, 1400)).toBe(message);
  });
});
