// A Vite plugin: a production build refuses to start without the Firebase web config of a real
// project. Without it the site would build against the demo defaults of web/src/firebase/config.ts and
// deploy unable to read data or sign anyone in. Builds for the emulators (VITE_USE_EMULATORS=true:
// npm start, the browser tests, the bench) use a demo-* project on purpose and pass.
import type { Plugin } from 'vite';

/** The values web/src/firebase/config.ts needs from the Firebase console (Project settings → Your apps). */
export const REQUIRED_KEYS = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_STORAGE_BUCKET',
  'VITE_FIREBASE_APP_ID',
] as const;

const HOW =
  'Put the web app config in web/.env.production (see docs/deploy.md, "Web config"), or build for the emulators with VITE_USE_EMULATORS=true.';

/** Why this environment cannot make a production build, or undefined when it can. */
export function firebaseConfigProblem(env: Record<string, string | undefined>): string | undefined {
  if (env.VITE_USE_EMULATORS === 'true') return undefined;
  const missing = REQUIRED_KEYS.filter((key) => !env[key]?.trim());
  if (missing.length > 0) return `The production build has no Firebase config: ${missing.join(', ')} missing. ${HOW}`;
  const projectId = env.VITE_FIREBASE_PROJECT_ID!.trim();
  if (projectId.startsWith('demo-')) {
    return `The production build names the project "${projectId}": demo-* projects exist only in the emulators. ${HOW}`;
  }
  return undefined;
}

export function firebaseConfigGuard(): Plugin {
  return {
    name: 'style-and-story:firebase-config-guard',
    apply: 'build',
    configResolved(config) {
      const problem = firebaseConfigProblem(config.env);
      if (problem) throw new Error(problem);
    },
  };
}
