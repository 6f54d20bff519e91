import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { REQUIRED_KEYS, firebaseConfigProblem } from '../../scripts/firebase-config-guard.mts';

// A production build without a real project's web config must stop with a clear message, not
// deploy a site that can neither read data nor sign anyone in.
const WEB = fileURLToPath(new URL('../../web', import.meta.url));
const realConfig = {
  VITE_FIREBASE_API_KEY: 'AIzaSy-example',
  VITE_FIREBASE_AUTH_DOMAIN: 'my-studio.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'my-studio',
  VITE_FIREBASE_STORAGE_BUCKET: 'my-studio.firebasestorage.app',
  VITE_FIREBASE_APP_ID: '1:123:web:abc',
};

describe('firebaseConfigProblem', () => {
  it('accepts a real project', () => {
    expect(firebaseConfigProblem(realConfig)).toBeUndefined();
  });

  it.each(REQUIRED_KEYS)('names %s when it is missing or blank', (key) => {
    expect(firebaseConfigProblem({ ...realConfig, [key]: undefined })).toContain(`${key} missing`);
    expect(firebaseConfigProblem({ ...realConfig, [key]: '  ' })).toContain(`${key} missing`);
  });

  it('refuses a demo-* project', () => {
    expect(firebaseConfigProblem({ ...realConfig, VITE_FIREBASE_PROJECT_ID: 'demo-style-and-story' })).toMatch(
      /names the project "demo-style-and-story": demo-\* projects exist only in the emulators/,
    );
  });

  it('lets a build for the emulators use the demo defaults', () => {
    expect(firebaseConfigProblem({ VITE_USE_EMULATORS: 'true' })).toBeUndefined();
    expect(firebaseConfigProblem({ VITE_USE_EMULATORS: 'true', VITE_FIREBASE_PROJECT_ID: 'demo-style-and-story' })).toBeUndefined();
  });
});

describe('vite build of web/ in production mode', () => {
  const envDirs: string[] = [];
  afterAll(() => envDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  /** Builds web/ with only `env` as its .env.production (nothing from the developer's files). */
  async function buildWith(env: Record<string, string>) {
    const envDir = mkdtempSync(join(tmpdir(), 'web-env-'));
    envDirs.push(envDir);
    writeFileSync(
      join(envDir, '.env.production'),
      Object.entries(env)
        .map(([key, value]) => `${key}=${value}\n`)
        .join(''),
    );
    return build({
      root: WEB,
      configFile: join(WEB, 'vite.config.ts'),
      envDir,
      mode: 'production',
      logLevel: 'silent',
      build: { write: false },
    });
  }

  it('stops when web/.env.production is missing', async () => {
    await expect(buildWith({})).rejects.toThrow(
      /no Firebase config: VITE_FIREBASE_API_KEY, .* missing\. Put the web app config in web\/\.env\.production/,
    );
  });

  it('stops when the config names a demo-* project', async () => {
    await expect(buildWith({ ...realConfig, VITE_FIREBASE_PROJECT_ID: 'demo-style-and-story' })).rejects.toThrow(
      /demo-\* projects exist only in the emulators/,
    );
  });
});
