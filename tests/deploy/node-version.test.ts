import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Production runs the functions on the Node of firebase.json's runtime; a newcomer's version manager
// reads .nvmrc; npm reads engines. They must name the same Node, while the Node 20 of these
// machines keeps working until they move (engines allows both).
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const text = (path: string) => readFileSync(`${ROOT}${path}`, 'utf8');
const runtime = (JSON.parse(text('firebase.json')) as { functions: { runtime: string }[] }).functions[0].runtime;
const productionMajor = Number(/^nodejs(\d+)$/.exec(runtime)?.[1]);

describe('the Node version', () => {
  it('of .nvmrc is the functions’ production runtime', () => {
    expect(productionMajor).toBeGreaterThanOrEqual(22);
    expect(text('.nvmrc').trim()).toBe(String(productionMajor));
  });

  it('allowed by engines includes production’s and the Node running this test', () => {
    const engines = (JSON.parse(text('package.json')) as { engines: { node: string } }).engines.node;
    const minimum = /^>=(\d+)\.(\d+)$/.exec(engines);
    expect(minimum, engines).not.toBeNull();
    const [major, minor] = process.versions.node.split('.').map(Number);
    expect(major > Number(minimum![1]) || (major === Number(minimum![1]) && minor >= Number(minimum![2]))).toBe(true);
    expect(productionMajor).toBeGreaterThanOrEqual(Number(minimum![1]));
  });
});
