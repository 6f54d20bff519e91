import { mkdirSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { coverageUrl, fetchCoverage } from './coverage';

// Meant to run after the other rules files (the emulator config's sequencer should put it last).
// Prints the figure and never fails on it: zero unevaluated expressions is a goal, not a gate.
describe('rule coverage', () => {
  it('is reported by the emulator', async () => {
    const host = process.env.FIRESTORE_EMULATOR_HOST ?? '';
    const summary = await fetchCoverage(host);
    expect(summary.expressions).toBeGreaterThan(0);
    const partial = summary.untouchedCollections.length
      ? ` (partial: this file ran before the suites of ${summary.untouchedCollections.join(', ')})`
      : '';
    console.log(
      [
        `Rules coverage: ${summary.expressions} expressions, ${summary.unevaluated} never evaluated${partial}`,
        ...summary.unevaluatedLines.map((line) => `  ${line}`),
      ].join('\n'),
    );
    mkdirSync('.test-output', { recursive: true });
    writeFileSync('.test-output/rules-coverage.html', await (await fetch(coverageUrl(host, 'html'))).text());
  });
});
