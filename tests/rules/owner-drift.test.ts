import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS, SUBCOLLECTIONS } from '@common/collections';
import { OWNER_EMAIL, OWNER_SIGN_IN_PROVIDER } from '@common/owner';
import { STUDIO_SETTINGS_ID } from '@common/schemas/settings';

// No emulator: checks the committed firestore.rules against the shared constants, so that
// `npm run set-owner` or a new collection cannot leave the rules behind.
const rules = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');
// Whole-line comments only: a `//` inside a string (an https:// pattern) is code.
const code = rules
  .split('\n')
  .filter((line) => !line.trim().startsWith('//'))
  .join('\n');

describe('firestore.rules agrees with common/', () => {
  it('names the owner once, in isOwner(), as OWNER_EMAIL', () => {
    const literals = [...code.matchAll(/'([^'\s^]+@[^'\s]+)'/g)].map((m) => m[1]);
    expect(literals).toEqual([OWNER_EMAIL]);
    const isOwner = code.match(/function isOwner\(\) \{[^}]*\}/)?.[0] ?? '';
    expect(isOwner).toMatch(new RegExp(`^\\s*&& request\\.auth\\.token\\.email == '${OWNER_EMAIL.replace(/\./g, '\\.')}'$`, 'm'));
    expect(isOwner).toContain('request.auth.token.email_verified == true');
    expect(isOwner).toContain(`request.auth.token.firebase.sign_in_provider == '${OWNER_SIGN_IN_PROVIDER}'`);
  });

  it('trusts no custom claim: the token is read only for email, email_verified and the sign-in provider', () => {
    // A method called on a claim (`email.lower()`) is not a claim of its own.
    const tokenFields = new Set([...code.matchAll(/request\.auth\.token\.([\w.]+?)(?:\.\w+\()?(?![\w.])/g)].map((m) => m[1]));
    expect([...tokenFields].sort()).toEqual(['email', 'email_verified', 'firebase.sign_in_provider']);
  });

  it('has a match block for every collection (and nested collection), and for nothing else', () => {
    const matched = [...code.matchAll(/^\s*match \/(\w+)\/\{\w+\}\s*\{/gm)].map((m) => m[1]);
    expect(new Set(matched).size, 'a collection matched twice').toBe(matched.length);
    expect([...matched].sort()).toEqual([...Object.values(COLLECTIONS), ...Object.values(SUBCOLLECTIONS)].sort());
  });

  it("reads a catalogue booking's deposit percentage from settings/studio, once, in isCataloguePackage()", () => {
    // depositSplit (common/payments.ts) rounds down so that this integer division agrees with it.
    const percentages = [...code.matchAll(/(\S+) \* (\S+) \/ 100\b(?!\.)/g)].map((m) => [m[1], m[2]]);
    expect(percentages).toEqual([['d.packagePrice', 'studio.depositPercent']]);
    const isCatalogue = code.match(/function isCataloguePackage\(d\) \{[^}]*\}/)?.[0] ?? '';
    expect(isCatalogue).toContain(`let studio = get(/databases/$(database)/documents/${COLLECTIONS.settings}/${STUDIO_SETTINGS_ID}).data;`);
    expect(isCatalogue).toContain('d.packageDeposit == d.packagePrice * studio.depositPercent / 100;');
  });

  it('has no wildcard or recursive match that could open unlisted paths', () => {
    expect(code).not.toMatch(/match \/\{[^}]*\}/);
    expect(code).not.toMatch(/=\*\*\}/);
  });
});
