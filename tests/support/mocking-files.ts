import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// Which test files need a module graph of their own: those that replace a module (vi.mock) or load
// modules afresh (vi.resetModules). Stubbed globals, spies and fake timers are undone after each
// test and need none. Read from the sources when the config loads, so a new mock needs no list.
const REPLACES_MODULES = /\bvi\.(mock|doMock|hoisted|resetModules)\b/;

/** The test files under `root/src`, relative to `root`, split by whether they replace modules. */
export function splitByMocking(root: string): { mocking: string[]; plain: string[] } {
  const tests = readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.test\.tsx?$/.test(name))
    .map((name) => join('src', name));
  const mocking = tests.filter((file) => REPLACES_MODULES.test(readFileSync(join(root, file), 'utf8')));
  return { mocking, plain: tests.filter((file) => !mocking.includes(file)) };
}
