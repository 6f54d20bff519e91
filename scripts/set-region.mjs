#!/usr/bin/env node
// `npm run set-region -- <region>`: moves every Cloud Function to another region. The region is one
// value (common/functions-region.ts); firebase.json's Hosting rewrites must name it too, and JSON
// cannot import it, so this changes both together. functions/test/unit/functions-region.test.ts
// fails when they disagree. Deploy afterwards (docs/deploy.md, "The region").
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CONSTANT_FILE = `${ROOT}common/functions-region.ts`;
const CONSTANT = /export const FUNCTIONS_REGION = '([a-z0-9-]+)';/;
// Cloud Functions' region names: europe-west2, us-central1, asia-northeast1, me-central2 …
const REGION = /^[a-z]+-[a-z]+[0-9]$/;

const region = process.argv[2];
if (!region || !REGION.test(region)) {
  console.error(`Usage: npm run set-region -- <region>, for example europe-west2 (got ${region ?? 'nothing'}).`);
  process.exit(1);
}

const source = readFileSync(CONSTANT_FILE, 'utf8');
const before = CONSTANT.exec(source)?.[1];
if (!before) throw new Error(`${CONSTANT_FILE} no longer declares FUNCTIONS_REGION as this script expects.`);

const configFile = `${ROOT}firebase.json`;
// A text edit of the rewrites' regions alone, so the file keeps its layout and the change reads as what it is.
let rewrites = 0;
const config = readFileSync(configFile, 'utf8').replace(
  /("function":\s*\{\s*"functionId":\s*"[^"]+",\s*"region":\s*")[a-z0-9-]+(")/g,
  (_, head, tail) => {
    rewrites += 1;
    return `${head}${region}${tail}`;
  },
);
const targets = JSON.parse(config).hosting.rewrites.filter((rewrite) => rewrite.function);
if (rewrites !== targets.length || targets.some((rewrite) => rewrite.function.region !== region))
  throw new Error('firebase.json has a function rewrite this script cannot read: set its region by hand, then run the functions tests.');
writeFileSync(configFile, config);
writeFileSync(CONSTANT_FILE, source.replace(CONSTANT, `export const FUNCTIONS_REGION = '${region}';`));
console.log(`Functions region ${before} → ${region}: common/functions-region.ts and ${rewrites} rewrites in firebase.json.`);
