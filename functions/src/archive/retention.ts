import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseEnv } from 'node:util';
import { parseRetentionYears } from '../../../common/archive-retention';
import { ARCHIVE_RETENTION_YEARS } from '../lib/params';

// The archive's retention years (common/archive-retention.ts), a deploy setting: ARCHIVE_RETENTION_YEARS
// in functions/.env, or a project's functions/.env.<project-id>. In the Functions runtime, deployed
// or emulated, the Firebase CLI hands the param in from those files as an environment variable.
// Code of the functions run outside it (the seed, the journeys' and unit tests' direct calls) reads
// the same files itself, so every archive record's retainUntil comes from the one setting.

/** The functions package's folder (functions/), found from this file in the sources and in the build alike. */
function functionsDir(): string {
  for (let dir = __dirname; dirname(dir) !== dir; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === 'functions') return dir;
  }
  throw new Error('The functions package (functions/package.json) was not found above this file.');
}

let fromFiles: string | undefined;
/** The value as functions/.env and then functions/.env.<GCLOUD_PROJECT> state it (the CLI's order). */
function settingFromEnvFiles(): string | undefined {
  if (fromFiles !== undefined) return fromFiles;
  const dir = functionsDir();
  const project = process.env.GCLOUD_PROJECT;
  for (const file of ['.env', ...(project ? [`.env.${project}`] : [])]) {
    const path = join(dir, file);
    if (existsSync(path)) fromFiles = parseEnv(readFileSync(path, 'utf8')).ARCHIVE_RETENTION_YEARS ?? fromFiles;
  }
  return fromFiles;
}

/** How many years the archive keeps each original; throws, naming the setting, when it is missing or not a whole number. */
export function archiveRetentionYears(): number {
  return parseRetentionYears(
    process.env.ARCHIVE_RETENTION_YEARS !== undefined ? String(ARCHIVE_RETENTION_YEARS.value()) : settingFromEnvFiles(),
  );
}
