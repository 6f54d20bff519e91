import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OWNER_EMAIL, OWNER_SIGN_IN_PROVIDER } from '@common/owner';

// No emulator: storage.rules against the shared constants and firestore.rules, so `npm run
// set-owner` cannot leave it behind. Its behaviour is tested against the Storage emulator by
// `npm run test:storage` (tests/storage), wherever that emulator can start.
const read = (file: string) =>
  readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => !line.trim().startsWith('//'))
    .join('\n');
const storage = read('storage.rules');
const isOwnerOf = (rules: string) => rules.match(/function isOwner\(\) \{[^}]*\}/)?.[0].replace(/\s+/g, ' ');

describe('storage.rules', () => {
  it('is the file firebase.json deploys', () => {
    const config = JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8')) as { storage?: { rules?: string } };
    expect(config.storage?.rules).toBe('storage.rules');
  });

  it('tests the owner exactly as firestore.rules does, with OWNER_EMAIL, once', () => {
    expect([...storage.matchAll(/'([^'\s^]+@[^'\s]+)'/g)].map((m) => m[1])).toEqual([OWNER_EMAIL]);
    expect(isOwnerOf(storage)).toBe(isOwnerOf(read('firestore.rules')));
    expect(isOwnerOf(storage)).toContain(`request.auth.token.firebase.sign_in_provider == '${OWNER_SIGN_IN_PROVIDER}'`);
  });

  it('lets anyone read only the public variants, and only the owner write, never into galleries/', () => {
    const allows = [...storage.matchAll(/allow ([\w, ]+): if ([^;]+);/g)].map((m) => `${m[1]}: ${m[2]}`);
    expect(allows).toEqual(['read: true', "write: isOwner() && folder != 'galleries'"]);
    expect(storage).toMatch(/match \/\{folder\}\/\{path=\*\*\} \{/);
    expect(storage).toMatch(/match \/media\/\{mediaId\}\/\{variant\} \{\s*allow read: if true;\s*\}/);
  });
});
