import type { Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS, SUBCOLLECTIONS } from '../../../../common/collections';
import type { ClientGallery } from '../../../../common/schemas/client-galleries';
import { OWNER_EMAIL } from '../../../../common/owner';
import { payersGallery, type Payer } from '../../../src/galleries/gallery-extras';

// Who may pay for a gallery's extras or its extension (gallery-extras.ts payersGallery, on the one
// gallery access rule personAccess): its customer and an invited person, once published, with a
// verified address; never the owner as such, a stranger, or a person whose invitation was withdrawn.

const NOT_YOURS = 'This gallery is not available for your account.';
const GALLERY = 'g1';
const INVITED = 'aunt@example.com';

/** A Firestore holding one gallery (of `ada`) and the invitations in `invites`. */
function standIn(gallery: Partial<ClientGallery> | null, invites: string[]) {
  const path = (...parts: string[]) => parts.join('/');
  const docs = new Map<string, unknown>();
  if (gallery) docs.set(path(COLLECTIONS.clientGalleries, GALLERY), { userId: 'ada', status: 'published', ...gallery });
  for (const email of invites) docs.set(path(COLLECTIONS.clientGalleries, GALLERY, SUBCOLLECTIONS.galleryInvites, email), { email });
  const doc = (at: string) => ({
    get: async () => ({ exists: docs.has(at), data: () => docs.get(at) }),
    collection: (name: string) => ({ doc: (id: string) => doc(path(at, name, id)) }),
  });
  return { collection: (name: string) => ({ doc: (id: string) => doc(path(name, id)) }) } as unknown as Firestore;
}

const ask = (payer: Payer, gallery: Partial<ClientGallery> | null = {}, invites = [INVITED]) =>
  payersGallery(standIn(gallery, invites), payer, GALLERY);
const refusal = (payer: Payer, gallery?: Partial<ClientGallery> | null, invites?: string[]) =>
  ask(payer, gallery, invites).then(
    () => 'allowed',
    (error: { code: string; message: string }) => `${error.code}: ${error.message}`,
  );

describe('payersGallery', () => {
  it("lets the gallery's customer and an invited person (any case) pay, once published and verified", async () => {
    await expect(ask({ uid: 'ada', email: 'ada@example.com', email_verified: true })).resolves.toMatchObject({ userId: 'ada' });
    await expect(ask({ uid: 'aunt', email: INVITED.toUpperCase(), email_verified: true })).resolves.toMatchObject({ userId: 'ada' });
  });

  it('refuses the owner, a stranger, a withdrawn invitation and a draft, in the words of every gallery call', async () => {
    expect(await refusal({ uid: 'owner', email: OWNER_EMAIL, email_verified: true })).toBe(`permission-denied: ${NOT_YOURS}`);
    expect(await refusal({ uid: 'eve', email: 'eve@example.com', email_verified: true })).toBe(`permission-denied: ${NOT_YOURS}`);
    expect(await refusal({ uid: 'aunt', email: INVITED, email_verified: true }, {}, [])).toBe(`permission-denied: ${NOT_YOURS}`);
    expect(await refusal({ uid: 'ada', email: 'ada@example.com', email_verified: true }, { status: 'draft' })).toBe(
      `permission-denied: ${NOT_YOURS}`,
    );
    expect(await refusal({ uid: 'ada', email: 'ada@example.com', email_verified: true }, null)).toBe(`permission-denied: ${NOT_YOURS}`);
  });

  it('tells an unverified customer to verify, and refuses an unverified invited address', async () => {
    expect(await refusal({ uid: 'ada', email: 'ada@example.com', email_verified: false })).toMatch(/^permission-denied: Verify your email/);
    expect(await refusal({ uid: 'aunt', email: INVITED })).toBe(`permission-denied: ${NOT_YOURS}`);
  });
});
