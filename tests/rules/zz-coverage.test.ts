import { expect, it } from 'vitest';
import { fetchCoverage, formatCoverage } from './coverage';

// Last of the rules files (small and fast, so vitest runs it last). Prints; never fails on the figure.
it('rule coverage is reported by the emulator', async () => {
  const summary = await fetchCoverage(process.env.FIRESTORE_EMULATOR_HOST ?? '');
  expect(summary.expressions).toBeGreaterThan(0);
  console.log(formatCoverage(summary));
});
