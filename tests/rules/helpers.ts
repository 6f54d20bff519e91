// Shared set-up for the rules tests: the emulator connection, the six roles, seeding, and the
// access-matrix runner (one `it` per collection × operation × role).
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { FieldValue, doc, setLogLevel, writeBatch, type DocumentData, type Firestore } from 'firebase/firestore';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { ZodType } from 'zod';
import { OWNER_EMAIL } from '@common/owner';
import { connected } from '../support/firestore-connected';
import { PROJECT_ID } from './coverage';
import { RULES_PATH, rulesDigest, rulesSource } from './load-rules';

export { PROJECT_ID, RULES_PATH };

// Denied writes are the point of these tests; the SDK would log a warning for each.
setLogLevel('silent');

export function emulatorHost(): { host: string; port: number } {
  const value = process.env.FIRESTORE_EMULATOR_HOST;
  if (!value) {
    throw new Error('FIRESTORE_EMULATOR_HOST is not set: run the rules tests under scripts/with-emulators.mjs');
  }
  const colon = value.lastIndexOf(':');
  return { host: value.slice(0, colon), port: Number(value.slice(colon + 1)) };
}

// ---------------------------------------------------------------- roles

export const ROLES = ['anon', 'customerA', 'customerB', 'owner', 'ownerUnverified', 'forgedAdmin'] as const;
export type Role = (typeof ROLES)[number];
/**
 * Roles beyond the six columns every access matrix has. `ownerPassword` holds the owner's address,
 * verified, from another sign-in provider: a matrix row may give it a seventh outcome.
 */
export const EXTRA_ROLES = ['ownerPassword'] as const;
export type AnyRole = Role | (typeof EXTRA_ROLES)[number];

export const UID = {
  customerA: 'alice-uid',
  customerB: 'bob-uid',
  owner: 'owner-uid',
  ownerUnverified: 'impostor-uid',
  forgedAdmin: 'mallory-uid',
  ownerPassword: 'password-owner-uid',
} as const;

export interface Actor {
  role: AnyRole;
  /** null when signed out. */
  uid: string | null;
  db: Firestore;
}

// The SDK's compat instance is accepted by the modular functions (they unwrap it).
export function firestoreOf(context: RulesTestContext): Firestore {
  return context.firestore() as unknown as Firestore;
}

/** How the Auth service marks the sign-in method in the ID token (firebase.sign_in_provider). */
export const signedInWith = (provider: 'google.com' | 'password') => ({ firebase: { sign_in_provider: provider, identities: {} } });

function contextFor(env: RulesTestEnvironment, role: AnyRole): RulesTestContext {
  switch (role) {
    case 'anon':
      return env.unauthenticatedContext();
    case 'customerA':
      return env.authenticatedContext(UID.customerA, { email: 'alice@example.com', email_verified: true, ...signedInWith('google.com') });
    case 'customerB':
      return env.authenticatedContext(UID.customerB, { email: 'bob@example.com', email_verified: true, ...signedInWith('google.com') });
    case 'owner':
      return env.authenticatedContext(UID.owner, { email: OWNER_EMAIL, email_verified: true, ...signedInWith('google.com') });
    case 'ownerUnverified':
      // Someone who registered the owner's address with a password provider and never verified it.
      return env.authenticatedContext(UID.ownerUnverified, { email: OWNER_EMAIL, email_verified: false, ...signedInWith('password') });
    case 'ownerPassword':
      // The same address, verified, but signed in with a password (if that method is ever turned
      // on): not the owner's Google account, so not the owner. Otherwise an ordinary customer.
      return env.authenticatedContext(UID.ownerPassword, { email: OWNER_EMAIL, email_verified: true, ...signedInWith('password') });
    case 'forgedAdmin':
      // Claims set by a careless function or a compromised admin tool must grant nothing.
      return env.authenticatedContext(UID.forgedAdmin, {
        email: 'mallory@example.com',
        email_verified: true,
        admin: true,
        role: 'admin',
        ...signedInWith('google.com'),
      });
  }
}

// ---------------------------------------------------------------- environment per test file

export type Seed = Record<string, DocumentData>;

export interface RulesSuite {
  actor(role: AnyRole): Actor;
  /** Called by a test that only read: the next test may reuse the seeded data as it is. */
  keepSeed(): void;
  /** Runs `work` on a Firestore with the rules disabled (as the functions' Admin SDK writes). */
  withRulesOff<T>(work: (db: Firestore) => Promise<T>): Promise<T>;
  /** Writes more documents (paths → documents; a later seed's path wins) with the rules disabled. */
  seed(...seeds: Seed[]): Promise<void>;
  /** The Firestore of `uid` signed in with these token claims (a role the six columns do not have). */
  signedIn(uid: string, claims: Record<string, unknown>): Firestore;
}

/** Token claims of someone's own address signed in with a password, the address not verified. */
export const unverifiedEmail = (email: string) => ({ email, email_verified: false, ...signedInWith('password') });

/**
 * Connects to the emulator with the rules under test, and before every test clears Firestore and
 * writes `seed()` (paths → documents) with the rules disabled — unless the previous test
 * passed and declared itself read-only (seeding is most of a test's time).
 */
export function useRulesSuite(seed: () => Seed = () => ({}), { projectId = PROJECT_ID } = {}): RulesSuite {
  let env: RulesTestEnvironment | undefined;
  const actors = new Map<AnyRole, Actor>();
  let seeded = false;
  let kept = false;

  beforeAll(async () => {
    const rules = rulesSource();
    const { host, port } = emulatorHost();
    // The coverage project keeps the rules its global setup loaded (load-rules.ts), and so its
    // report, while they are unchanged (a watch run may have changed them since).
    const unchanged = projectId === PROJECT_ID && inject('loadedRulesDigest') === rulesDigest(rules);
    env = await initializeTestEnvironment({
      projectId,
      firestore: unchanged ? { host, port } : { rules, host, port },
    });
    for (const role of [...ROLES, ...EXTRA_ROLES]) {
      actors.set(role, { role, uid: role === 'anon' ? null : UID[role], db: firestoreOf(contextFor(env, role)) });
    }
    await Promise.all([...actors.values()].map(({ db }) => connected(db)));
  });

  const withRulesOff = <T>(work: (db: Firestore) => Promise<T>): Promise<T> => {
    let result: T;
    return requireEnv(env)
      .withSecurityRulesDisabled(async (context) => {
        result = await work(firestoreOf(context));
      })
      .then(() => result);
  };

  /** Writes the seeds' documents with the rules disabled, a batch per 400 documents. */
  const writeSeed = async (...seeds: Seed[]): Promise<void> => {
    const entries = seeds.flatMap((seed) => Object.entries(seed));
    if (entries.length === 0) return;
    await withRulesOff(async (db) => {
      for (let start = 0; start < entries.length; start += 400) {
        const batch = writeBatch(db);
        for (const [path, data] of entries.slice(start, start + 400)) batch.set(doc(db, path), data);
        await batch.commit();
      }
    });
  };

  beforeEach(async () => {
    if (seeded) return;
    await requireEnv(env).clearFirestore();
    await writeSeed(seed());
  });

  afterEach(() => {
    seeded = kept;
    kept = false;
  });

  afterAll(async () => {
    await env?.cleanup();
  });

  return {
    actor(role) {
      const found = actors.get(role);
      if (!found) throw new Error('The rules test environment is not initialised yet');
      return found;
    },
    keepSeed: () => {
      kept = true;
    },
    withRulesOff,
    seed: writeSeed,
    signedIn: (uid, claims) => firestoreOf(requireEnv(env).authenticatedContext(uid, claims)),
  };
}

function requireEnv(env: RulesTestEnvironment | undefined): RulesTestEnvironment {
  if (!env) throw new Error('The rules test environment is not initialised yet');
  return env;
}

// ---------------------------------------------------------------- assertions

export type Outcome = 'allow' | 'deny';
export const ALLOW: Outcome = 'allow';
export const DENY: Outcome = 'deny';

/**
 * One outcome per role, in ROLES order: anon, customerA, customerB, owner, ownerUnverified,
 * forgedAdmin; optionally a seventh for ownerPassword (EXTRA_ROLES).
 */
export type Row =
  | readonly [Outcome, Outcome, Outcome, Outcome, Outcome, Outcome]
  | readonly [Outcome, Outcome, Outcome, Outcome, Outcome, Outcome, Outcome];

/** Common rows. */
export const EVERYONE: Row = [ALLOW, ALLOW, ALLOW, ALLOW, ALLOW, ALLOW, ALLOW];
export const NOBODY: Row = [DENY, DENY, DENY, DENY, DENY, DENY, DENY];
export const OWNER_ONLY: Row = [DENY, DENY, DENY, ALLOW, DENY, DENY, DENY];
export const CUSTOMER_A_AND_OWNER: Row = [DENY, ALLOW, DENY, ALLOW, DENY, DENY, DENY];
export const CUSTOMER_A_ONLY: Row = [DENY, ALLOW, DENY, DENY, DENY, DENY, DENY];
/** Everyone signed in: each asking for their own documents ("list own"). */
export const SIGNED_IN: Row = [DENY, ALLOW, ALLOW, ALLOW, ALLOW, ALLOW];

export async function expectOutcome(outcome: Outcome, operation: Promise<unknown>): Promise<void> {
  if (outcome === ALLOW) await assertSucceeds(operation);
  else await assertFails(operation);
}

export type Operation = (actor: Actor) => Promise<unknown>;

/** [name, the write (made when its test runs), outcome] */
export type WriteCase = readonly [string, () => Promise<unknown>, Outcome];

/** One test per case, named "name → outcome". */
export function writeCases(cases: readonly WriteCase[]): void {
  for (const [name, write, outcome] of cases) it(`${name} → ${outcome}`, () => expectOutcome(outcome, write()));
}

/**
 * The access matrix: for each named operation, one test per role asserting allow or deny.
 * Operation names read as sentences: "get A's booking", "list, unfiltered", "cancel A's booking".
 * Rows named "get …" or "list …" must only read: they leave the seeded data for the next test.
 */
export function accessMatrix(suite: RulesSuite, rows: Record<string, [Operation, Row]>): void {
  describe('access matrix', () => {
    for (const [name, [operation, row]] of Object.entries(rows)) {
      const readOnly = /^(get|list)\b/.test(name);
      describe(name, () => {
        [...ROLES, ...EXTRA_ROLES].slice(0, row.length).forEach((role, i) => {
          it(`${role} → ${row[i]}`, async () => {
            await expectOutcome(row[i], operation(suite.actor(role)));
            if (readOnly) suite.keepSeed();
          });
        });
      });
    }
  });
}

export type Write = (actor: Actor, data: DocumentData) => Promise<unknown>;
/** [name, data, outcome (deny unless given)] */
export type Case = readonly [string, DocumentData, Outcome?];

/**
 * Validation cases, each one write by `role`. With a zod `schema`, the schema's verdict on the
 * same document must match the rules' (shape checks in the rules and common/schemas agree);
 * without one, the case is about authority (uid, timestamps, status, prices), not shape.
 */
export function validationCases(suite: RulesSuite, role: AnyRole, write: Write, schema: ZodType | null, cases: Case[]): void {
  for (const [name, data, outcome = DENY] of cases) {
    it(`${name} → ${outcome}`, async () => {
      if (schema) {
        expect(schema.safeParse(asRead(data)).success, `zod verdict on "${name}"`).toBe(outcome === ALLOW);
      }
      await expectOutcome(outcome, write(suite.actor(role), data));
    });
  }
}

/** The document as the app's converter reads it: server timestamps (in maps too) become Dates. */
export function asRead(data: DocumentData): DocumentData {
  const plain = (value: unknown): unknown =>
    value instanceof FieldValue
      ? new Date()
      : value && typeof value === 'object' && value.constructor === Object
        ? asRead(value as DocumentData)
        : value;
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, plain(value)]));
}

// ---------------------------------------------------------------- small data helpers

export const text = (length: number, char = 'x'): string => char.repeat(length);

/** A copy of `data` without `key`. */
export function without(data: DocumentData, key: string): DocumentData {
  const copy = { ...data };
  delete copy[key];
  return copy;
}
