/**
 * The region every Cloud Function runs in, so the region every Hosting rewrite and every direct
 * function address names. One value: `npm run set-region -- <region>` changes it here and in
 * firebase.json's rewrites together, and a test fails when the two disagree
 * (functions/test/unit/functions-region.test.ts). An EU studio picks an EU region (docs/deploy.md).
 */
export const FUNCTIONS_REGION = 'us-central1';
