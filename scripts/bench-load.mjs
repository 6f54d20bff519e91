#!/usr/bin/env node
// `npm run bench:load`: the load benchmark. Prints figures, asserts nothing.
// Builds the functions, starts its own Auth + Firestore + Functions emulators (with a SendGrid key
// and the capture server's URL, as the integration tests do) and runs scripts/bench/load.ts in them.
// EMULATOR_PORT_OFFSET=N shifts every port, so it can run beside `npm start` or `npm test`.
import { ROOT } from './emulator-env.mjs';
import { run } from './lib/proc.mjs';
import { runScriptInEmulators } from './with-emulators.mjs';

const offset = Number(process.env.EMULATOR_PORT_OFFSET ?? 0);

if ((await run('npm', ['run', '--silent', 'build', '-w', 'functions'], { cwd: ROOT })) !== 0) process.exit(1);
const code = await runScriptInEmulators('auth,firestore,functions', 'bench/load.ts', {
  env: { ...process.env, SENDGRID_API_KEY: 'SG.emulator-bench', SENDGRID_API_BASE_URL: `http://127.0.0.1:${9925 + offset}` },
});
process.exit(code);
