/**
 * The region every Cloud Function runs in, so the region every Hosting rewrite and every direct
 * function address names. One value: `npm run set-region -- <region>` changes it here and in
 * firebase.json's rewrites together, and a test fails when the two disagree
 * (functions/test/unit/functions-region.test.ts). An EU studio picks an EU region (docs/deploy.md).
 */
export const FUNCTIONS_REGION = 'us-central1';

/**
 * A function's own address, not through Hosting. Hosting ends a request it forwards to a function
 * after 60 seconds, whatever the function's own timeout, so anything that can run longer (a
 * gallery's ZIP part of up to 1 GB on an ordinary connection) is linked here.
 */
export const functionAddress = (projectId: string, functionName: string, region = FUNCTIONS_REGION) =>
  `https://${region}-${projectId}.cloudfunctions.net/${functionName}`;
