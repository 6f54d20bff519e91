import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { PROJECT_ID } from './coverage';

// Global setup of the rules project: the rules are loaded into the emulator once, here, and each
// test file keeps them while they are unchanged. Loading rules resets the coverage report, so the
// report then adds up over the whole run (zz-coverage.test.ts reads it). Each file used to fetch
// that report to see which rules were loaded: the report holds every value each expression saw,
// and fetching it cost seconds per file.

// RULES_FILE points the suite at another rules file, e.g. an allow-all one to prove the deny
// assertions can fail. Relative paths resolve from the working directory.
export const RULES_PATH = process.env.RULES_FILE ?? fileURLToPath(new URL('../../firestore.rules', import.meta.url));

export const rulesSource = () => readFileSync(RULES_PATH, 'utf8');
export const rulesDigest = (rules: string) => createHash('sha256').update(rules).digest('hex');

/** Loads `rules` for `projectId` in the Firestore emulator at `host` (which empties its coverage report). */
export async function putRules(host: string, projectId: string, rules: string): Promise<void> {
  const response = await fetch(`http://${host}/emulator/v1/projects/${projectId}:securityRules`, {
    method: 'PUT',
    body: JSON.stringify({ rules: { files: [{ content: rules }] } }),
  });
  if (!response.ok) throw new Error(`loading the rules: HTTP ${response.status} ${await response.text()}`);
}

declare module 'vitest' {
  interface ProvidedContext {
    /** The digest of the rules the global setup loaded for PROJECT_ID. */
    loadedRulesDigest: string;
  }
}

export default async function setup(project: TestProject) {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  if (!host) throw new Error('FIRESTORE_EMULATOR_HOST is not set: run the rules tests under scripts/with-emulators.mjs');
  const rules = rulesSource();
  await putRules(host, PROJECT_ID, rules);
  project.provide('loadedRulesDigest', rulesDigest(rules));
}
