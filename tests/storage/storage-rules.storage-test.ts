import { readFileSync } from 'node:fs';
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { OWNER_EMAIL } from '@common/owner';
import { signedInWith } from '../rules/helpers';
import { EXISTING_OBJECTS, STORAGE_CASES, STORAGE_ROLES, type StorageOperation, type StorageRole } from './storage-rules-cases';

// storage.rules against the Storage emulator: `npm run test:storage` (not part of npm test, because
// the emulator cannot start offline; see docs/photos.md). The cases are storage-rules-cases.ts's,
// which npm test evaluates from the file itself (tests/tooling/storage-rules.test.ts).

const host = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
let env: RulesTestEnvironment;

const roles: Record<StorageRole, () => ReturnType<RulesTestEnvironment['unauthenticatedContext']>> = {
  anon: () => env.unauthenticatedContext(),
  customer: () =>
    env.authenticatedContext('alice-uid', { email: 'alice@example.com', email_verified: true, ...signedInWith('google.com') }),
  owner: () => env.authenticatedContext('owner-uid', { email: OWNER_EMAIL, email_verified: true, ...signedInWith('google.com') }),
  ownerPassword: () => env.authenticatedContext('pw-uid', { email: OWNER_EMAIL, email_verified: true, ...signedInWith('password') }),
  forgedAdmin: () =>
    env.authenticatedContext('mallory-uid', {
      email: 'mallory@example.com',
      email_verified: true,
      admin: true,
      ...signedInWith('google.com'),
    }),
};
type Role = StorageRole;
const ROLES = STORAGE_ROLES;

const storageOf = (role: Role) => roles[role]().storage();
const run = (role: Role, operation: StorageOperation): Promise<unknown> => {
  const ref = storageOf(role).ref(operation.path);
  if (operation.kind === 'read') return ref.getMetadata();
  if (operation.kind === 'delete') return ref.delete();
  return ref.put(new Uint8Array(operation.bytes), { contentType: operation.contentType }).then((snapshot) => snapshot);
};

beforeAll(async () => {
  if (!host) throw new Error('FIREBASE_STORAGE_EMULATOR_HOST is not set: run npm run test:storage');
  const [hostname, port] = host.split(':');
  env = await initializeTestEnvironment({
    projectId: process.env.GCLOUD_PROJECT ?? 'demo-storage-rules',
    storage: { rules: readFileSync(new URL('../../storage.rules', import.meta.url), 'utf8'), host: hostname, port: Number(port) },
  });
});

beforeEach(async () => {
  await env.clearStorage();
  await env.withSecurityRulesDisabled(async (context) => {
    for (const path of EXISTING_OBJECTS)
      await context
        .storage()
        .ref(path)
        .put(new Uint8Array([1, 2, 3, 4]));
  });
});

afterAll(async () => {
  await env?.cleanup();
});

for (const { name, operation, allowed } of STORAGE_CASES) {
  describe(name, () => {
    for (const role of ROLES) {
      const allow = allowed.includes(role);
      it(`${role} → ${allow ? 'allow' : 'deny'}`, async () => {
        await (allow ? assertSucceeds(run(role, operation)) : assertFails(run(role, operation)));
      });
    }
  });
}
