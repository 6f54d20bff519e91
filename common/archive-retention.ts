// How long the archive keeps every original (issue 38, docs/photos.md "The archive"), without zod:
// the privacy policy's "{archiveYears}" (policy-text.ts) renders on public pages that load no zod.
// The deploy guide's retention rule and the archive records' retainUntil come from the same number.

/** @internal Exported for its tests only (everything else asks archiveYearsInWords and archiveRetainUntil). */
export const ARCHIVE_RETENTION_YEARS = 5;

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
/** "five years", for the policy. */
export const archiveYearsInWords = (years: number = ARCHIVE_RETENTION_YEARS) =>
  `${NUMBER_WORDS[years] ?? String(years)} year${years === 1 ? '' : 's'}`;

/** The day an archive copy made at `at` may be removed (the bucket's retention ends then too). */
export function archiveRetainUntil(at: Date, years: number = ARCHIVE_RETENTION_YEARS): Date {
  const until = new Date(at);
  until.setUTCFullYear(until.getUTCFullYear() + years);
  return until;
}
