import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// What `firebase deploy --only functions` uploads, chosen the way firebase-tools chooses it:
// lib/deploy/functions/prepareFunctionsUpload.js walks the source folder with
// lib/fsAsync.js readdirRecursive, firebase.json's `ignore` plus three names of its own. That set
// alone, with only the packages functions/package.json declares, must load and export the functions.
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const require = createRequire(import.meta.url);
const { readdirRecursive } = require('firebase-tools/lib/fsAsync') as {
  readdirRecursive(options: { path: string; ignore: string[] }): Promise<{ name: string }[]>;
};

interface FunctionsConfig {
  source: string;
  ignore?: string[];
}
const functionsConfig = (JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as { functions: FunctionsConfig[] }).functions[0];
const sourceDir = join(ROOT, functionsConfig.source);
const manifest = JSON.parse(readFileSync(join(sourceDir, 'package.json'), 'utf8')) as {
  main: string;
  dependencies: Record<string, string>;
};

let packed: string[];
let uploadDir: string;

/** The exported names of an entry point, and which of them are Cloud Functions definitions. */
function exportsOf(entry: string, cwd: string): Record<string, boolean> {
  const script = `const m = require(${JSON.stringify(entry)}); console.log(JSON.stringify(Object.fromEntries(Object.entries(m).map(([k, v]) => [k, typeof v === 'function' && '__endpoint' in v]))))`;
  const output = execFileSync(process.execPath, ['-e', script], {
    cwd,
    env: { ...process.env, GCLOUD_PROJECT: 'demo-package-check' },
    encoding: 'utf8',
  });
  return JSON.parse(output.trim().split('\n').at(-1)!) as Record<string, boolean>;
}

beforeAll(async () => {
  if (!existsSync(join(sourceDir, manifest.main)))
    throw new Error(`${manifest.main} is missing: build the functions first (npm run build -w functions)`);
  const ignore = [
    ...(functionsConfig.ignore ?? ['node_modules', '.git']),
    'firebase-debug.log',
    'firebase-debug.*.log',
    '.runtimeconfig.json',
  ];
  packed = (await readdirRecursive({ path: sourceDir, ignore })).map((file) => relative(sourceDir, file.name)).sort();

  uploadDir = join(mkdtempSync(join(tmpdir(), 'functions-upload-')), 'functions');
  for (const file of packed) {
    mkdirSync(dirname(join(uploadDir, file)), { recursive: true });
    copyFileSync(join(sourceDir, file), join(uploadDir, file));
  }
  // Cloud Build installs functions/package.json's dependencies and nothing else: link just those.
  for (const name of Object.keys(manifest.dependencies)) {
    mkdirSync(dirname(join(uploadDir, 'node_modules', name)), { recursive: true });
    const installed = [join(sourceDir, 'node_modules', name), join(ROOT, 'node_modules', name)].find((dir) => existsSync(dir));
    if (!installed) throw new Error(`${name} is not installed: npm install`);
    symlinkSync(installed, join(uploadDir, 'node_modules', name), 'dir');
  }
});

afterAll(() => {
  if (uploadDir) rmSync(dirname(uploadDir), { recursive: true, force: true });
});

describe('the functions upload (firebase.json functions.ignore)', () => {
  it('holds the built entry point and package.json', () => {
    expect(packed).toContain(manifest.main);
    expect(packed).toContain('package.json');
  });

  it('leaves out the TypeScript sources and build info, the tests and local secrets', () => {
    expect(packed.filter((file) => /\.(ts|local|tsbuildinfo)$/.test(file))).toEqual([]);
    expect(packed.filter((file) => /^(src|test|node_modules)\//.test(file))).toEqual([]);
  });

  it('holds the page function’s renderer, built by the web build (web/src/app/site-server.tsx)', () => {
    expect(packed).toEqual(
      expect.arrayContaining(['site-renderer/site-server.js', 'site-renderer/template.html', 'site-renderer/package.json']),
    );
  });

  it('renders package and post pages and the sitemap from the upload alone: no Firebase web SDK on the render path', () => {
    // Firestore answers empty (no network here): every chunk those pages load still loads, jsdom too.
    const script = `globalThis.fetch = async () => new Response('[]', { status: 200 });
      const m = await import('./site-renderer/site-server.js');
      const template = await import('node:fs').then((fs) => fs.readFileSync('site-renderer/template.html', 'utf8'));
      const answers = [];
      for (const path of ['/pricing/any', '/blog/any', '/sitemap.xml']) answers.push((await m.handleSiteRequest('GET', path, template)).status);
      console.log(JSON.stringify(answers));`;
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: uploadDir, encoding: 'utf8' });
    expect(JSON.parse(output.trim().split('\n').at(-1)!)).toEqual([404, 404, 200]);
  });

  it('loads on its own and exports the same Cloud Functions as the build in place', () => {
    const inPlace = exportsOf(join(sourceDir, manifest.main), sourceDir);
    const uploaded = exportsOf(join(uploadDir, manifest.main), uploadDir);
    expect(Object.keys(inPlace).length).toBeGreaterThan(0);
    expect(Object.values(inPlace).every(Boolean)).toBe(true);
    expect(uploaded).toEqual(inPlace);
  });

  it("reaches the Firestore Admin API client of the daily backup through firebase-admin's own dependencies", () => {
    // Loaded lazily by scheduledFirestoreExport, so loading the entry point does not prove it.
    const script = `const { v1 } = require('firebase-admin/firestore'); console.log(new v1.FirestoreAdminClient({ projectId: 'p' }).databasePath('p', '(default)'))`;
    const output = execFileSync(process.execPath, ['-e', script], {
      cwd: uploadDir,
      env: { ...process.env, METADATA_SERVER_DETECTION: 'none' },
      encoding: 'utf8',
    });
    expect(output.trim().split('\n').at(-1)).toBe('projects/p/databases/(default)');
  });
});
