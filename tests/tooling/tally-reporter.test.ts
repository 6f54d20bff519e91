import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { failureLine } from '../../scripts/lib/tally-reporter.mjs';

// A CI log's tail is all that is left of a failed run: the closing line must say where to look.
const file = join(process.cwd(), 'web/e2e/bad-documents.e2e.ts');
// Playwright dims its call log with terminal colours.
const timedOut = {
  message: "locator.waitFor: Timeout 30000ms exceeded.\nCall log:\n\u001b[2m  - waiting for getByRole('alert') to be visible\u001b[22m\n",
  stacks: [
    { file: join(process.cwd(), 'node_modules/playwright-core/lib/client/locator.js'), line: 1 },
    { file, line: 98 },
  ],
};

describe('the closing line of a failed test', () => {
  it('names the file, the test, the first line of the error, the test file’s line and what the wait was waiting for', () => {
    expect(failureLine(file, 'a document > lets a customer correct it', timedOut)).toBe(
      "web/e2e/bad-documents.e2e.ts › a document > lets a customer correct it — locator.waitFor: Timeout 30000ms exceeded. (at line 98) [waiting for getByRole('alert') to be visible]",
    );
  });

  it('says only what it knows of an error with neither a frame in the test file nor a call log', () => {
    expect(failureLine(file, 'a test', { message: 'expected 1 to be 2\nmore', stacks: [] })).toBe(
      'web/e2e/bad-documents.e2e.ts › a test — expected 1 to be 2',
    );
    expect(failureLine(file, 'a test', undefined)).toBe('web/e2e/bad-documents.e2e.ts › a test — ');
  });
});
