#!/usr/bin/env node
// `npm run bench:webhooks`: the Stripe webhook benchmark. Prints figures, asserts nothing.
// Builds the functions, starts its own Auth + Firestore + Functions emulators with the Stripe test
// secrets the integration tests use (scripts/with-emulators.mjs), and runs scripts/bench/webhooks.ts in them.
// EMULATOR_PORT_OFFSET=N shifts every port, so it can run beside `npm start` or `npm test`.
import { ROOT } from './emulator-env.mjs';
import { run } from './lib/proc.mjs';
import { captureMailEnv, runScriptInEmulators } from './with-emulators.mjs';

const offset = Number(process.env.EMULATOR_PORT_OFFSET ?? 0);

if ((await run('npm', ['run', '--silent', 'build', '-w', 'functions'], { cwd: ROOT })) !== 0) process.exit(1);
const code = await runScriptInEmulators('auth,firestore,functions', 'bench/webhooks.ts', {
  env: { ...process.env, ...captureMailEnv(offset) },
});
process.exit(code);
