// The archive's retention years for the web build (issue 38; common/archive-retention.ts): read from
// the functions' deploy settings, functions/.env and then functions/.env.<project-id> (the Firebase
// CLI's order), so the policy the build prerenders, the page function's renders and the app say
// what the functions apply, and one file states it. A Vite plugin defines __ARCHIVE_RETENTION_YEARS__
// (web/src/lib/archive-retention.ts); a build with no valid value stops, naming the setting.
// `npx tsx scripts/lib/archive-retention.mts [project-id]` prints it (docs/deploy.md uses it for
// the archive bucket's retention period).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';
import { loadEnv, type Plugin } from 'vite';

const FUNCTIONS_DIR = fileURLToPath(new URL('../../functions/', import.meta.url));
const WEB_DIR = fileURLToPath(new URL('../../web/', import.meta.url));

/**
 * common/archive-retention.ts's parseRetentionYears, for the Vite config, which imports no TypeScript
 * module of the app (its loader would warn); tests/deploy/archive-retention.test.ts holds the two to
 * the same verdicts.
 */
export function parseYears(raw: string | undefined): number {
  if (raw !== undefined && /^\s*\d+\s*$/.test(raw) && Number(raw) >= 1 && Number(raw) <= 100) return Number(raw);
  throw new Error(
    `ARCHIVE_RETENTION_YEARS must be a whole number of years from 1 to 100 (it is ${raw === undefined ? 'not set' : JSON.stringify(raw)}): set it in functions/.env (docs/deploy.md, "The photo archive").`,
  );
}

/** ARCHIVE_RETENTION_YEARS as the functions of `projectId` get it (`dir`: the functions folder). */
export function archiveRetentionYearsFor(projectId: string | undefined, dir: string = FUNCTIONS_DIR): number {
  let raw: string | undefined;
  for (const file of ['.env', ...(projectId ? [`.env.${projectId}`] : [])]) {
    const path = join(dir, file);
    if (existsSync(path)) raw = parseEnv(readFileSync(path, 'utf8')).ARCHIVE_RETENTION_YEARS ?? raw;
  }
  return parseYears(raw);
}

/** Defines __ARCHIVE_RETENTION_YEARS__ for the mode's project (VITE_FIREBASE_PROJECT_ID of web/.env.<mode>). */
export function archiveRetention(): Plugin {
  return {
    name: 'style-and-story:archive-retention',
    config(_config, { mode }) {
      const projectId = loadEnv(mode, WEB_DIR, 'VITE_').VITE_FIREBASE_PROJECT_ID;
      return { define: { __ARCHIVE_RETENTION_YEARS__: JSON.stringify(archiveRetentionYearsFor(projectId)) } };
    },
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log(archiveRetentionYearsFor(process.argv[2]));
}
