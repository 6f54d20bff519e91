import { deleteApp, initializeApp as initializeAdmin, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { deleteApp as deleteClientApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth as getClientAuth, GoogleAuthProvider, signInWithCredential } from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorGoogleSub } from '../../common/emulator-accounts';
import { DEMO_CUSTOMER, DEMO_CUSTOMER_DOCS, seedDemoCustomer } from '../../scripts/seed/demo-customer';

const projectId = process.env.GCLOUD_PROJECT ?? 'demo-style-and-story';

describe('the demo customer', () => {
  it('owns every demo document, and each passes its schema', () => {
    for (const [path, schema, data] of DEMO_CUSTOMER_DOCS) {
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

    it('is the account the emulator sign-in form reaches with that email', async () => {
      await seedDemoCustomer(getFirestore(admin), getAuth(admin));
      const client = initializeApp({ apiKey: 'demo-api-key', projectId }, `demo-client-${Date.now()}`);
      const auth = getClientAuth(client);
      connectAuthEmulator(auth, `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`, { disableWarnings: true });
      const claims = { sub: emulatorGoogleSub(DEMO_CUSTOMER.email), email: DEMO_CUSTOMER.email, email_verified: true };
      const { user } = await signInWithCredential(auth, GoogleAuthProvider.credential(JSON.stringify(claims)));
      expect(user.uid).toBe(DEMO_CUSTOMER.uid);
      const link = await getFirestore(admin).doc('customPackageLinks/ada-garden-elopement').get();
      expect(link.data()?.userId).toBe(user.uid);
      await deleteClientApp(client);
    });
  });
});
