import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { siteDir } from './support/ports';

const web = new URL('../', import.meta.url);
const bundleText = (dir: string) =>
  readdirSync(new URL(`${dir}/assets/`, web))
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(new URL(`${dir}/assets/${file}`, web), 'utf8'))
    .join('\n');

// Both builds exist when this runs: web/dist, the production build for a stand-in project
// (`npm run build:stand-in -w web`), and web/dist-e2e (dist-e2e-<offset> beside another run), made
// for the emulators by the global setup.
describe('the production build', () => {
  it('carries the project of its config, not a demo one', () => {
    expect(bundleText('dist')).toMatch(/VITE_FIREBASE_PROJECT_ID:.style-and-story-stand-in./);
    expect(bundleText('dist')).not.toMatch(/VITE_FIREBASE_PROJECT_ID:.demo-/);
  });
});

describe('the "download all" link', () => {
  // Hosting cuts a forwarded request at 60 s; a ZIP part can take longer (data/client-galleries.ts).
  it('goes to the function’s own address in the production build', () => {
    expect(bundleText('dist')).toContain('.cloudfunctions.net/');
  });
});

describe('the emulator-only sign-in', () => {
  it('is absent from the production build', () => {
    expect(existsSync(new URL('dist/index.html', web))).toBe(true);
    const production = bundleText('dist');
    expect(production.includes('Emulator only')).toBe(false);
    expect(readdirSync(new URL('dist/assets/', web)).some((file) => file.startsWith('emulator-sign-in'))).toBe(false);
  });

  it('is present in the build made for the emulators', () => {
    expect(bundleText(siteDir).includes('Emulator only')).toBe(true);
    expect(readdirSync(new URL(`${siteDir}/assets/`, web)).some((file) => file.startsWith('emulator-sign-in'))).toBe(true);
  });
});
