// How long the archive keeps every original (issue 38, docs/photos.md "The archive"). The number
// is a deploy setting, stated in one place: ARCHIVE_RETENTION_YEARS in functions/.env (or a
// project's functions/.env.<project-id>; docs/deploy.md "The photo archive"). The functions read
// it at run time for the records' retainUntil (functions/src/archive/retention.ts); the web build
// bakes the same value in (scripts/lib/archive-retention.mts, a Vite define) for the privacy
// policy's "{archiveYears}" and the admin's copy; the deploy guide's bucket retention command reads
// it from the file. tests/deploy/archive-retention.test.ts fails when they part. This file holds no
// number and no zod: public pages that load no zod render the policy with it.

const MIN_YEARS = 1;
const MAX_YEARS = 100;

/** The setting's value as a whole number of years, or an error naming the setting and where it is set. */
export function parseRetentionYears(raw: unknown): number {
  const years = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*\d+\s*$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isInteger(years) || years < MIN_YEARS || years > MAX_YEARS)
    throw new Error(
      `ARCHIVE_RETENTION_YEARS must be a whole number of years from ${MIN_YEARS} to ${MAX_YEARS} (it is ${raw === undefined ? 'not set' : JSON.stringify(raw)}): set it in functions/.env (docs/deploy.md, "The photo archive").`,
    );
  return years;
}

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
/** "five years", for the policy. */
export const archiveYearsInWords = (years: number) => `${NUMBER_WORDS[years] ?? String(years)} year${years === 1 ? '' : 's'}`;

/** The day an archive copy made at `at` may be removed (the bucket's retention ends then too). */
export function archiveRetainUntil(at: Date, years: number): Date {
  const until = new Date(at);
  until.setUTCFullYear(until.getUTCFullYear() + years);
  return until;
}
