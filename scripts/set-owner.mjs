#!/usr/bin/env node
// `npm run set-owner -- owner@example.com`: changes the owner (admin) address everywhere it lives:
// common/owner.ts (web and functions import it), firestore.rules and storage.rules (which cannot import).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './emulator-env.mjs';

const email = (process.argv[2] ?? '').trim().toLowerCase();
if (!/^[^\s@'"]+@[^\s@'"]+\.[^\s@'"]+$/.test(email)) {
  console.error('Usage: npm run set-owner -- owner@example.com');
  process.exit(2);
}

const edits = [
  { file: 'common/owner.ts', pattern: /(export const OWNER_EMAIL = ')[^']*(';)/ },
  { file: 'firestore.rules', pattern: /(request\.auth\.token\.email == ')[^']*(')/ },
  { file: 'storage.rules', pattern: /(request\.auth\.token\.email == ')[^']*(')/ },
];
for (const { file, pattern } of edits) {
  const path = join(ROOT, file);
  const text = readFileSync(path, 'utf8');
  const matches = text.match(new RegExp(pattern.source, 'g')) ?? [];
  if (matches.length !== 1) {
    console.error(`✖ ${file}: expected exactly one owner address, found ${matches.length}. Nothing changed.`);
    process.exit(1);
  }
  writeFileSync(path, text.replace(pattern, `$1${email}$2`));
  console.log(`✔ ${file}`);
}
console.log(`Owner address is now ${email}. Rebuild (npm run build) and redeploy the rules and functions.`);
