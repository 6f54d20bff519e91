import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { deriveFunctionsLockfile, lockfileText } from '../../scripts/lib/functions-lockfile.mjs';

// Cloud Build installs the functions folder alone, from functions/package-lock.json: that file must
// hold exactly the versions the workspace install (and so every test) used.
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const read = (path: string) => JSON.parse(readFileSync(`${ROOT}${path}`, 'utf8')) as LockFile;

interface LockEntry {
  version?: string;
  integrity?: string;
  dependencies?: Record<string, string>;
}
interface LockFile {
  packages: Record<string, LockEntry>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

describe('functions/package-lock.json', () => {
  const committed = readFileSync(`${ROOT}functions/package-lock.json`, 'utf8');
  const rootLock = read('package-lock.json');
  const manifest = read('functions/package.json');

  it('is what npm run lock:functions derives from the root lockfile (run it after npm install)', () => {
    expect(committed).toBe(lockfileText(deriveFunctionsLockfile(rootLock, manifest)));
  });

  it('names the functions’ own dependencies, each at the version the workspace installed', () => {
    const lock = JSON.parse(committed) as LockFile;
    expect(lock.packages[''].dependencies).toEqual(manifest.dependencies);
    for (const name of Object.keys(manifest.dependencies!)) {
      const installed = rootLock.packages[`functions/node_modules/${name}`] ?? rootLock.packages[`node_modules/${name}`];
      expect(lock.packages[`node_modules/${name}`], name).toMatchObject({ version: installed.version, integrity: installed.integrity });
    }
  });

  it('holds no package at a version the root lockfile lacks', () => {
    const known = new Set(Object.values(rootLock.packages).map((entry) => `${entry.version}|${entry.integrity}`));
    const strangers = Object.entries((JSON.parse(committed) as LockFile).packages)
      .filter(([path, entry]) => path !== '' && !known.has(`${entry.version}|${entry.integrity}`))
      .map(([path]) => path);
    expect(strangers).toEqual([]);
  });
});
