#!/usr/bin/env node
// Serves a built site the way Firebase Hosting does: the `hosting` section of firebase.json (clean
// URLs, rewrites, headers — the content security policy included — and gzip), through superstatic,
// the server firebase-tools' own Hosting emulator runs. Used by the browser tests and the bench.
//   node scripts/lib/hosting-server.mjs --public web/dist-e2e --port 4173 [--emulators AUTH_PORT,FIRESTORE_PORT] [--web-mode MODE]
// --emulators adds the local emulator origins to the policy: builds made for the emulators talk to
// 127.0.0.1, which production must never allow. --web-mode serves the policy a deploy of that
// build's web config gets (content-security-policy.mjs). Function rewrites go to the Functions emulator.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hostingForWebConfig, webEnv, withPolicy, withSources } from './content-security-policy.mjs';
import { emulatorFunctionPath, forward } from './function-rewrites.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The hosting config of firebase.json with `public` pointing at `publicDir` (and the policy for the web config of `webMode`). */
export function hostingConfig(publicDir, emulatorPorts = [], webMode = undefined) {
  const base = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')).hosting;
  const hosting = webMode ? hostingForWebConfig(base, webEnv(webMode)) : base;
  // superstatic joins `public` to `cwd`, so it must stay relative to the repository.
  const config = { ...hosting, public: relative(ROOT, resolve(ROOT, publicDir)) };
  if (!emulatorPorts.length) return config;
  const origins = emulatorPorts.map((port) => `http://127.0.0.1:${port}`);
  return withPolicy(config, (policy) => withSources(policy, { 'connect-src': origins, 'frame-src': origins }));
}

/**
 * Hosting's function rewrites (/media/**, /api/media/**), sent to the Functions emulator of the
 * emulators this process runs under (found through their hub), as Hosting sends them to Cloud Functions.
 */
function functionRewriter(rewrite) {
  const target = typeof rewrite.function === 'string' ? { functionId: rewrite.function } : rewrite.function;
  const spec = { functionId: target.functionId, region: target.region ?? 'us-central1' };
  return Promise.resolve(async (req, res) => {
    const hub = process.env.FIREBASE_EMULATOR_HUB;
    const functions = hub ? (await (await fetch(`http://${hub}/emulators`)).json()).functions : undefined;
    if (!functions) {
      res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(`No Functions emulator to send ${req.url} to: run this under the emulators (FIREBASE_EMULATOR_HUB).`);
      return;
    }
    forward(`http://${functions.host}:${functions.port}${emulatorFunctionPath(process.env.GCLOUD_PROJECT, spec, req.url)}`, req, res);
  });
}

/** Starts the server; resolves to the http.Server once it listens. */
export function startHostingServer({ publicDir, port, emulatorPorts = [], webMode }) {
  // superstatic comes with firebase-tools: resolving it from there keeps the emulator's version.
  const requireFromTools = createRequire(createRequire(import.meta.url).resolve('firebase-tools/package.json'));
  const { server } = requireFromTools('superstatic');
  return new Promise((done, fail) => {
    const app = server({
      port,
      hostname: '127.0.0.1',
      config: hostingConfig(publicDir, emulatorPorts, webMode),
      cwd: ROOT,
      compression: true,
      stack: 'strict',
      rewriters: { function: functionRewriter },
    });
    const listening = app.listen(() => done(listening));
    listening.on('error', fail);
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const arg = (flag) => {
    const i = process.argv.indexOf(flag);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  const publicDir = arg('--public') ?? 'web/dist';
  const port = Number(arg('--port') ?? 5000);
  const emulatorPorts = (arg('--emulators') ?? '').split(',').filter(Boolean).map(Number);
  await startHostingServer({ publicDir, port, emulatorPorts, webMode: arg('--web-mode') });
  console.log(`Serving ${publicDir} as Firebase Hosting would on http://127.0.0.1:${port}`);
}
