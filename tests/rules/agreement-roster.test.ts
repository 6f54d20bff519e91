import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// No emulator: which collections a client writes (a match block of firestore.rules with an
// `allow create` or `allow update`), and which of them an agreement table of tests/rules/agreement/
// writes through zod and the rules (each table's name starts with the collection's path and a
// colon: "bookings/{id}/delivery: the owner's promised day"). Every collection a client writes has
// a table (issue 39); a new one without one fails here.

const rules = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');

/** Each match block's path below /documents (`bookings/{id}/delivery`), with whether a client writes in it. */
function clientWritten(): string[] {
  const stack: { path: string; depth: number }[] = [];
  const written = new Set<string>();
  let depth = 0;
  for (const line of rules.split('\n')) {
    const code = line.replace(/\/\/.*$/, '');
    const match = code.match(/match \/([^ ]+) \{/);
    if (match && match[1] !== 'databases/{database}/documents') {
      const name = match[1].replace(/\/\{[^}]+\}$/, '');
      const parent = stack.at(-1)?.path;
      stack.push({ path: parent ? `${parent}/{id}/${name}` : name, depth });
    }
    if (stack.length && /allow [^:]*\b(create|update|write)\b/.test(code)) written.add(stack.at(-1)!.path);
    depth += (code.match(/\{/g) ?? []).length - (code.match(/\}/g) ?? []).length;
    while (stack.length && depth <= stack.at(-1)!.depth) stack.pop();
  }
  return [...written].sort();
}

/** The collections the tables name: "name: '<path>: …'" and the lists of [collection, schema] the loops go through. */
function tabled(): string[] {
  const folder = new URL('./agreement/', import.meta.url);
  const names = new Set<string>();
  for (const file of readdirSync(folder).filter((f) => f.endsWith('.test.ts'))) {
    const source = readFileSync(new URL(file, folder), 'utf8');
    for (const m of source.matchAll(/name: ["'`]([\w/{}]+): /g)) names.add(m[1]);
    for (const m of source.matchAll(/\['(\w+)', \w+Schema\b/g)) names.add(m[1]);
  }
  return [...names].sort();
}

describe('every collection a client writes has an agreement table', () => {
  it('lists them, and leaves none out', () => {
    const written = clientWritten();
    const covered = tabled();
    const missing = written.filter((path) => !covered.includes(path));
    console.log(`Agreement tables: ${written.length - missing.length} of the ${written.length} collections clients write`);
    expect(written.length).toBeGreaterThan(30);
    expect(missing).toEqual([]);
  });
});
