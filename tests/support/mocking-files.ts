import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';

// Which test files need a module graph of their own: those that replace a module or a global
// (vi.mock, vi.stubGlobal, spies, fake timers…), themselves or through a helper of the testing
// folder that does. Read from the sources when the config loads, so a new mock needs no list.
const MOCKS = /\bvi\.(mock|doMock|hoisted|resetModules)\b/;

function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter(keep)
    .map((file) => join(dir, file));
}

/** The test files under `root/src`, relative to `root`, split by whether they mock. */
export function splitByMocking(root: string): { mocking: string[]; plain: string[] } {
  const src = join(root, 'src');
  const mockingHelpers = filesUnder(join(src, 'testing'), (name) => /\.tsx?$/.test(name))
    .filter((file) => MOCKS.test(readFileSync(file, 'utf8')))
    .map((file) => `testing/${basename(file).replace(/\.tsx?$/, '')}'`);
  const tests = filesUnder(src, (name) => /\.test\.tsx?$/.test(name));
  const mocks = (file: string) => {
    const text = readFileSync(file, 'utf8');
    return MOCKS.test(text) || mockingHelpers.some((helper) => text.includes(helper));
  };
  const mocking = tests.filter(mocks);
  const plain = tests.filter((file) => !mocking.includes(file));
  return { mocking: mocking.map((file) => relative(root, file)), plain: plain.map((file) => relative(root, file)) };
}
