import { appendFileSync } from 'node:fs';
import { afterAll, afterEach } from 'vitest';
import { closeOpenContexts, openPagesSummary } from './browser';

// A setup file of the journeys. When a journey fails, what its pages showed at that moment (an
// alert, a dialog, a loading screen) goes beside its error in `npm test`'s closing lines
// (scripts/lib/tally-reporter.mjs): a CI log's tail must be enough to tell a wait that came too
// early from a page that showed something else.
afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail') return;
  const pages = (await openPagesSummary()).map((line) => `${task.name}: ${line}`);
  console.log(`Pages open when "${task.name}" failed:\n${pages.join('\n')}`);
  const tally = process.env.TEST_TALLY_FILE;
  if (tally) appendFileSync(tally, `${JSON.stringify({ passed: 0, failed: 0, failures: [], pages })}\n`);
});

// Runs after the file's own afterAll hooks (hooks run as a stack).
afterAll(closeOpenContexts);
