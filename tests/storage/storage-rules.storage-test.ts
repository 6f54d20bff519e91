import { readFileSync } from 'node:fs';
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { OWNER_EMAIL } from '@common/owner';
import { signedInWith } from '../rules/helpers';

// storage.rules against the Storage emulator: `npm run test:storage` (not part of npm test, because
// the emulator cannot start offline; see docs/photos.md). Public variants are readable by anyone;
// originals, upload parts and anything else by no client; only the owner writes.

const host = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
let env: RulesTestEnvironment;

const roles = {
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
} as const;
type Role = keyof typeof roles;
const ROLES = Object.keys(roles) as Role[];

const bytes = new Uint8Array([1, 2, 3, 4]);
const storageOf = (role: Role) => roles[role]().storage();
const read = (role: Role, path: string) => storageOf(role).ref(path).getMetadata();
const write = (role: Role, path: string) =>
  storageOf(role)
    .ref(path)
    .put(bytes, { contentType: 'image/webp' })
    .then((snapshot) => snapshot);
const remove = (role: Role, path: string) => storageOf(role).ref(path).delete();

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
    for (const path of ['media/m1/320w.webp', 'originals/m1/original.jpg', 'uploads/u1/part-0000', 'private/slip.pdf']) {
      await context.storage().ref(path).put(bytes);
    }
  });
});

afterAll(async () => {
  await env?.cleanup();
});

const rows: Array<[string, (role: Role) => Promise<unknown>, Role[]]> = [
  ['read a public variant', (role) => read(role, 'media/m1/320w.webp'), ROLES],
  ['read a private original', (role) => read(role, 'originals/m1/original.jpg'), []],
  ['read an upload part', (role) => read(role, 'uploads/u1/part-0000'), []],
  ['read anything else', (role) => read(role, 'private/slip.pdf'), []],
  ['read a client gallery photo', (role) => read(role, 'galleries/g1/p1/640w.webp'), []],
  ['write a variant', (role) => write(role, 'media/m2/320w.webp'), ['owner']],
  ['write an original', (role) => write(role, 'originals/m2/original.jpg'), ['owner']],
  ['write a client gallery photo', (role) => write(role, 'galleries/g1/p1/original.jpg'), []],
  ['delete a variant', (role) => remove(role, 'media/m1/320w.webp'), ['owner']],
];

for (const [name, operation, allowed] of rows) {
  describe(name, () => {
    for (const role of ROLES) {
      const allow = allowed.includes(role);
      it(`${role} → ${allow ? 'allow' : 'deny'}`, async () => {
        await (allow ? assertSucceeds(operation(role)) : assertFails(operation(role)));
      });
    }
  });
}
