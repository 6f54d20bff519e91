import { expect, it } from 'vitest';
import { fetchCoverage, formatCoverage } from './coverage';

// Last of the rules files (the sequencer in tests/support/first-and-last.ts runs it last), so the
// emulator's report holds every rules test's evaluations. Fails on any expression of
// firestore.rules that no test evaluated, and on a collection whose suite did not run at all.
// The report covers thousands of evaluations: 16 s in `npm test`, and past 30 s (the default
// budget) when the rules lane ran at a lower priority.
it('every expression in firestore.rules was evaluated by the rules tests', { timeout: 120_000 }, async () => {
  const summary = await fetchCoverage(process.env.FIRESTORE_EMULATOR_HOST ?? '');
  console.log(formatCoverage(summary));
  expect(summary.expressions, 'the emulator reported no expressions: were the rules loaded?').toBeGreaterThan(0);
  expect(summary.untouchedCollections, 'collections no rules test touched (run the whole tests/rules folder)').toEqual([]);
  expect(summary.unevaluatedLines, 'rule expressions no test evaluated').toEqual([]);
});
