#!/usr/bin/env node
// `npm run lock:functions`: writes functions/package-lock.json from the root lockfile
// (scripts/lib/functions-lockfile.mjs says why). Run it after `npm install` changed what the
// functions use; tests/deploy/functions-lockfile.test.ts fails until it is run.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { deriveFunctionsLockfile, lockfileText } from './lib/functions-lockfile.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const rootLock = JSON.parse(readFileSync(`${ROOT}package-lock.json`, 'utf8'));
const manifest = JSON.parse(readFileSync(`${ROOT}functions/package.json`, 'utf8'));
const lock = deriveFunctionsLockfile(rootLock, manifest);
writeFileSync(`${ROOT}functions/package-lock.json`, lockfileText(lock));
console.log(`functions/package-lock.json: ${Object.keys(lock.packages).length - 1} packages, at the root lockfile's versions.`);
