// How many years the archive keeps every original, as this build was made with: the deploy setting
// ARCHIVE_RETENTION_YEARS of functions/.env (docs/deploy.md "The photo archive"), baked in by the
// build (scripts/lib/archive-retention.mts), so the prerendered privacy policy says what the
// functions apply. No zod: the public pages import it.

declare const __ARCHIVE_RETENTION_YEARS__: number | undefined;

export const ARCHIVE_RETENTION_YEARS: number = typeof __ARCHIVE_RETENTION_YEARS__ === 'number' ? __ARCHIVE_RETENTION_YEARS__ : Number.NaN;

/** The deploy's part of a policy's placeholders (common/policy-text.ts). */
export const DEPLOY_POLICY_FACTS = { archiveYears: ARCHIVE_RETENTION_YEARS } as const;
