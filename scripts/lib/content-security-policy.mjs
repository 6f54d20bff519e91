// The content security policy in firebase.json is the base every deploy shares; a deploy adds the
// origins its own web config needs (web/.env.production):
// - its authDomain: Google sign-in runs an iframe from it (popup and redirect alike). The base
//   allows *.firebaseapp.com and *.web.app; a custom authDomain (e.g. the studio's own domain,
//   which Firebase recommends for browsers that partition third-party storage) needs its origin;
// - App Check's reCAPTCHA Enterprise, when VITE_APPCHECK_SITE_KEY is set.
// `npm run deploy` (scripts/deploy.mjs) deploys with the policy made here; the local Hosting server
// (hosting-server.mjs) serves a build under the same policy, which web/e2e/csp.e2e.ts checks.
import { loadEnv } from 'vite';
import { fileURLToPath } from 'node:url';

const WEB_DIR = fileURLToPath(new URL('../../web', import.meta.url));

const RECAPTCHA = {
  'script-src': ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  'frame-src': ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  'connect-src': ['https://content-firebaseappcheck.googleapis.com'],
};

/** The VITE_ variables a web build of `mode` sees (web/.env, web/.env.<mode>, the environment). */
export const webEnv = (mode) => loadEnv(mode, WEB_DIR, 'VITE_');

/** Whether a source list already allows `origin` (an exact origin or a *. wildcard over it). */
function allows(sources, origin) {
  const host = new URL(origin).host;
  return sources.some((source) => {
    if (source === origin) return true;
    const wildcard = /^https:\/\/\*\.(.+)$/.exec(source);
    return Boolean(wildcard) && host.endsWith(`.${wildcard[1]}`);
  });
}

/** `policy` with `needs` ({ directive: [sources] }) added to its directives, leaving out sources they allow already. */
export function withSources(policy, needs) {
  return policy
    .split(';')
    .map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      const added = (needs[name] ?? []).filter((origin) => !allows(sources, origin));
      return added.length ? ` ${[name, ...sources, ...added].join(' ')}` : directive;
    })
    .join(';')
    .trim();
}

/** `policy` with what the web config `env` needs added to its directives. */
export function policyForWebConfig(policy, env) {
  const needs = { 'frame-src': [], 'script-src': [], 'connect-src': [] };
  const authDomain = env.VITE_FIREBASE_AUTH_DOMAIN?.trim();
  if (authDomain) needs['frame-src'].push(`https://${authDomain}`);
  if (env.VITE_APPCHECK_SITE_KEY?.trim()) for (const [name, sources] of Object.entries(RECAPTCHA)) needs[name].push(...sources);
  return withSources(policy, needs);
}

/** A hosting section with its policy header passed through `change`. */
export function withPolicy(hosting, change) {
  return {
    ...hosting,
    headers: hosting.headers.map((rule) => ({
      ...rule,
      headers: rule.headers.map((header) =>
        header.key === 'Content-Security-Policy' ? { ...header, value: change(header.value) } : header,
      ),
    })),
  };
}

/** firebase.json's hosting section with its policy made for the web config `env`. */
export const hostingForWebConfig = (hosting, env) => withPolicy(hosting, (policy) => policyForWebConfig(policy, env));
