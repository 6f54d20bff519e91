import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@common/collections';
import { SERVICES } from '../../scripts/seed/index';
import { adminAuth, adminDb } from './support/firestore';
import { clearAuth } from './support/auth';
import { firestoreEmulator, projectId } from './support/ports';
import { seedCatalogue } from './support/seed';
import { clearFirestore } from '../../functions/test/support/clear-firestore';

// First of the journeys (the root vitest config's sequencer runs 00-* files first). They share
// the emulator session with the suites before them, and start, as `npm start` does, from the
// studio's catalogue alone: no orders, messages or accounts those suites left behind.
describe('the journeys start from the seeded studio', () => {
  it('with every earlier document and account gone, and the catalogue seeded', async () => {
    await clearFirestore(projectId, firestoreEmulator);
    await clearAuth();
    await seedCatalogue();

    const count = async (collection: string) => (await adminDb().collection(collection).count().get()).data().count;
    for (const collection of [COLLECTIONS.bookings, COLLECTIONS.users, COLLECTIONS.customPackageLinks]) {
      expect(await count(collection), collection).toBe(0);
    }
    expect(await count(COLLECTIONS.services)).toBe(SERVICES.length);
    expect((await adminAuth().listUsers(1)).users).toEqual([]);
  });
});
