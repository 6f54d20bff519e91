#!/usr/bin/env node
// `npm run deploy [-- firebase deploy options]`: firebase deploy with the content security policy
// made for this deploy's web config (scripts/lib/content-security-policy.mjs): firebase.json stays
// the one source, and the deployed copy (firebase.deploy.json, not committed) adds the
// authDomain's origin and App Check's reCAPTCHA where web/.env.production needs them.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { hostingForWebConfig, webEnv } from './lib/content-security-policy.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DEPLOY_CONFIG = 'firebase.deploy.json';

const config = JSON.parse(readFileSync(`${ROOT}firebase.json`, 'utf8'));
const env = webEnv('production');
// Written next to firebase.json, so every relative path in it (web/dist, functions, the rules) still holds.
writeFileSync(`${ROOT}${DEPLOY_CONFIG}`, `${JSON.stringify({ ...config, hosting: hostingForWebConfig(config.hosting, env) }, null, 2)}\n`);
console.log(
  `Deploying with ${DEPLOY_CONFIG}: firebase.json's policy for authDomain ${env.VITE_FIREBASE_AUTH_DOMAIN ?? '(none)'}${env.VITE_APPCHECK_SITE_KEY ? ' and App Check' : ''}.`,
);
const result = spawnSync('npx', ['firebase', 'deploy', '--config', DEPLOY_CONFIG, ...process.argv.slice(2)], {
  cwd: ROOT,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
