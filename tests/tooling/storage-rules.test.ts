import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { UPLOAD_PART_BYTES } from '@common/media';
import { OWNER_EMAIL, OWNER_SIGN_IN_PROVIDER } from '@common/owner';
import { EXISTING_OBJECTS, STORAGE_CASES, STORAGE_ROLES, type StorageOperation, type StorageRole } from '../storage/storage-rules-cases';
import { storageRulesAllow, type StorageRequest } from './storage-rules-evaluator';

// No emulator: storage.rules against the shared constants and firestore.rules, so `npm run
// set-owner` cannot leave it behind, and its behaviour case by case through a reader of the file
// (below). The same cases run against the Storage emulator with `npm run test:storage`
// (tests/storage), wherever that emulator can start.
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

  it('bounds an upload part by UPLOAD_PART_BYTES, the size the media API cuts files into', () => {
    expect(storage).toContain(`request.resource.size <= ${UPLOAD_PART_BYTES}`);
  });
});

// The table of tests/storage/storage-rules-cases.ts, evaluated from the file itself (the Storage
// emulator cannot start here; npm run test:storage runs the same table against it where it can).
const tokens: Record<StorageRole, StorageRequest['auth']> = {
  anon: null,
  customer: { uid: 'alice-uid', token: { email: 'alice@example.com', email_verified: true, firebase: { sign_in_provider: 'google.com' } } },
  owner: { uid: 'owner-uid', token: { email: OWNER_EMAIL, email_verified: true, firebase: { sign_in_provider: OWNER_SIGN_IN_PROVIDER } } },
  ownerPassword: { uid: 'pw-uid', token: { email: OWNER_EMAIL, email_verified: true, firebase: { sign_in_provider: 'password' } } },
  forgedAdmin: {
    uid: 'mallory-uid',
    token: { email: 'mallory@example.com', email_verified: true, admin: true, firebase: { sign_in_provider: 'google.com' } },
  },
};

const rawRules = readFileSync(new URL('../../storage.rules', import.meta.url), 'utf8');
const exists = (path: string) => (EXISTING_OBJECTS as readonly string[]).includes(path);

function requestOf(role: StorageRole, operation: StorageOperation): StorageRequest {
  const auth = tokens[role];
  if (operation.kind === 'read') return { auth, method: 'get', path: operation.path };
  if (operation.kind === 'delete') return { auth, method: 'delete', path: operation.path };
  return {
    auth,
    method: exists(operation.path) ? 'update' : 'create',
    path: operation.path,
    resource: { size: operation.bytes, contentType: operation.contentType },
  };
}

describe('storage.rules, evaluated case by case', () => {
  for (const { name, operation, allowed } of STORAGE_CASES) {
    describe(name, () => {
      for (const role of STORAGE_ROLES) {
        const allow = allowed.includes(role);
        it(`${role} → ${allow ? 'allow' : 'deny'}`, () => {
          expect(storageRulesAllow(rawRules, requestOf(role, operation))).toBe(allow);
        });
      }
    });
  }

  it('would catch a looser file: without the size bound, an oversized part is allowed', () => {
    const loose = rawRules.replace(/\n\s*&& request\.resource\.size <= \d+/, '');
    expect(loose).not.toBe(rawRules);
    const oversized = STORAGE_CASES.find((c) => c.name === 'write an upload part over the size')!;
    expect(storageRulesAllow(loose, requestOf('owner', oversized.operation))).toBe(true);
    expect(storageRulesAllow(rawRules, requestOf('owner', oversized.operation))).toBe(false);
  });

  it('would catch a write opened to the owner everywhere', () => {
    const open = rawRules.replace(/(match \/b\/\{bucket\}\/o \{)/, '$1\n match /{path=**} { allow write: if isOwner(); }');
    const slip = STORAGE_CASES.find((c) => c.name === 'overwrite a transfer slip')!;
    expect(storageRulesAllow(open, requestOf('owner', slip.operation))).toBe(true);
  });

  it('refuses to judge what it cannot read, rather than pass it', () => {
    const grouped = rawRules.replace('allow read: if true;', 'allow read: if (request.auth != null || true);');
    expect(() => storageRulesAllow(grouped, requestOf('anon', { kind: 'read', path: 'media/m1/320w.webp' }))).toThrow(/cannot read/);
    const listed = rawRules.replace('allow read: if true;', "allow read: if request.auth.token.email in ['a@b.c'];");
    expect(() => storageRulesAllow(listed, requestOf('owner', { kind: 'read', path: 'media/m1/320w.webp' }))).toThrow(/cannot read/);
  });
});
