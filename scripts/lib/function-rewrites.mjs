// The Hosting rewrites that go to Cloud Functions (firebase.json: /media/**, /api/media/**, the page
// function's /sitemap.xml, /pricing/**, /blog/**), for the
// local servers that stand in for Hosting: Vite's dev server (web/vite.config.ts) and
// scripts/lib/hosting-server.mjs. Both forward such a path to the Functions emulator, at the
// function's emulator address, with the path unchanged: what Hosting does in production.
import { request } from 'node:http';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const FIREBASE_JSON = fileURLToPath(new URL('../../firebase.json', import.meta.url));

/** [{ prefix: '/media/', functionId: 'media', region: 'us-central1' }, { path: '/sitemap.xml', … }, …] from firebase.json. */
export function functionRewrites(hosting = JSON.parse(readFileSync(FIREBASE_JSON, 'utf8')).hosting) {
  return hosting.rewrites
    .filter((rewrite) => rewrite.function)
    .map((rewrite) => {
      const target = typeof rewrite.function === 'string' ? { functionId: rewrite.function, region: rewrite.region } : rewrite.function;
      const where = rewrite.source.endsWith('/**') ? { prefix: rewrite.source.slice(0, -2) } : { path: rewrite.source };
      if (/[*?{[]/.test(where.prefix ?? where.path))
        throw new Error(`Function rewrites here must be "<prefix>/**" or one path: ${rewrite.source}`);
      return { ...where, functionId: target.functionId, region: target.region ?? 'us-central1' };
    });
}

/** Where the Functions emulator serves a function: /<project>/<region>/<function><path>. */
export const emulatorFunctionPath = (projectId, rewrite, path) => `/${projectId}/${rewrite.region}/${rewrite.functionId}${path}`;

/** Forwards a Node request to `url` and streams the answer back (method, headers and body as they came). */
export function forward(url, req, res) {
  const target = new URL(url);
  const outgoing = request(
    target,
    { method: req.method, headers: { ...req.headers, host: target.host, 'x-forwarded-host': req.headers.host ?? '' } },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  outgoing.on('error', (error) => {
    res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end(`The Functions emulator did not answer at ${target.origin}: ${error.message}`);
  });
  req.pipe(outgoing);
}
