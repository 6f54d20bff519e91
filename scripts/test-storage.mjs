#!/usr/bin/env node
// `npm run test:storage`: storage.rules and the Cloud Storage side of the storage seam, against the
// Storage emulator. Not part of `npm test`: that emulator cannot start offline (firebase-tools
// downloads its rules runtime, cloud-storage-rules-runtime-*.jar, on first use and caches it under
// ~/.cache/firebase/emulators or FIREBASE_EMULATORS_PATH). Where it cannot start, this says so
// plainly and exits 2: the storage tests did not run. See docs/photos.md.
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './emulator-env.mjs';
import { run } from './lib/proc.mjs';

const cacheDir = process.env.FIREBASE_EMULATORS_PATH ?? join(homedir(), '.cache', 'firebase', 'emulators');
const cachedJar = () => existsSync(cacheDir) && readdirSync(cacheDir).some((name) => /^cloud-storage-rules-runtime-.*\.jar$/.test(name));

if (!cachedJar())
  console.log(`▸ The Storage emulator's rules runtime is not cached in ${cacheDir}: firebase-tools will try to download it.`);
const code = await run(
  'node',
  [join(ROOT, 'scripts', 'with-emulators.mjs'), '--only', 'storage', '--', 'npx', 'vitest', 'run', '-c', 'tests/vitest.storage.config.ts'],
  { cwd: ROOT },
);
if (code !== 0 && !cachedJar()) {
  console.error(
    '\n✖ The Cloud Storage emulator could not start: its rules runtime could not be downloaded (offline?).\n' +
      '  storage.rules and the Cloud Storage store were NOT tested. Run this where the network is available once;\n' +
      '  the jar is then cached and later runs work offline.',
  );
  process.exit(2);
}
process.exit(code);
