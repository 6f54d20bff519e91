import { deleteApp, initializeApp as initializeAdmin, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { deleteApp as deleteClientApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth as getClientAuth, GoogleAuthProvider, signInWithCredential } from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorGoogleSub } from '@common/emulator-accounts';
import { LINK_SLUG_PATTERN, newLinkSlug } from '@common/link-slug';
import { isLinkOpen, customPackageLinkSchema } from '@common/schemas';
import { DEMO_CUSTOMER, demoCustomerDocs, seedDemoCustomer } from '../../scripts/seed/demo-customer';

const projectId = process.env.GCLOUD_PROJECT ?? 'demo-style-and-story';

describe('the demo customer', () => {
  it('owns every demo document, and each passes its schema', () => {
    for (const [path, schema, data] of demoCustomerDocs(newLinkSlug())) {
      expect(schema.safeParse(data).success, path).toBe(true);
      const owner = 'userId' in data ? data.userId : path.startsWith('users/') ? path.split('/')[1] : DEMO_CUSTOMER.uid;
      expect(owner, path).toBe(DEMO_CUSTOMER.uid);
    }
  });

  describe('in the emulators', () => {
    let admin: App;
    beforeAll(() => {
      admin = initializeAdmin({ projectId }, `demo-customer-${Date.now()}`);
    });
    afterAll(async () => {
      await getAuth(admin)
        .deleteUser(DEMO_CUSTOMER.uid)
        .catch(() => {});
      await deleteApp(admin);
    });

    it('is the account the emulator sign-in form reaches with that email, with an open custom package at an unguessable address', async () => {
      const { linkSlug } = await seedDemoCustomer(getFirestore(admin), getAuth(admin));
      expect(linkSlug).toMatch(LINK_SLUG_PATTERN);
      const client = initializeApp({ apiKey: 'demo-api-key', projectId }, `demo-client-${Date.now()}`);
      const auth = getClientAuth(client);
      connectAuthEmulator(auth, `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`, { disableWarnings: true });
      const claims = { sub: emulatorGoogleSub(DEMO_CUSTOMER.email), email: DEMO_CUSTOMER.email, email_verified: true };
      const { user } = await signInWithCredential(auth, GoogleAuthProvider.credential(JSON.stringify(claims)));
      expect(user.uid).toBe(DEMO_CUSTOMER.uid);
      const stored = await getFirestore(admin).doc(`customPackageLinks/${linkSlug}`).get();
      const link = customPackageLinkSchema.parse(stored.data());
      expect(link.userId).toBe(user.uid);
      expect(isLinkOpen(link)).toBe(true);
      await deleteClientApp(client);
    });

    it('keeps the same link when seeded again (one link per package and customer)', async () => {
      const db = getFirestore(admin);
      const first = await seedDemoCustomer(db, getAuth(admin));
      const second = await seedDemoCustomer(db, getAuth(admin));
      expect(second.linkSlug).toBe(first.linkSlug);
      const links = await db.collection('customPackageLinks').where('userId', '==', DEMO_CUSTOMER.uid).get();
      expect(links.docs.map((d) => d.id)).toEqual([first.linkSlug]);
    });
  });
});
