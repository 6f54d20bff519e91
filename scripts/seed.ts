// Loads the studio's demo content into the Firestore emulator.
//   npx tsx scripts/seed.ts             seed (idempotent: stable ids, documents replaced)
//   npx tsx scripts/seed.ts --if-empty  seed only when the services collection is empty
// Refuses to run unless FIRESTORE_EMULATOR_HOST is set, so it can never write to a real project.
import { pathToFileURL } from 'node:url';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { DEMO_CUSTOMER, seedDemoCustomer } from './seed/demo-customer';
import { isSeeded, seed } from './seed/index';

export * from './seed/index';

export const DEFAULT_PROJECT_ID = 'demo-style-and-story';

async function main(argv: string[]): Promise<void> {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  if (!host) {
    console.error(
      'Refusing to seed: FIRESTORE_EMULATOR_HOST is not set, so this would write to a real Firebase project.\n' +
        'Start the emulators first (npm start) and run: FIRESTORE_EMULATOR_HOST=127.0.0.1:8080 npm run seed',
    );
    process.exitCode = 1;
    return;
  }
  const projectId = process.env.GCLOUD_PROJECT || DEFAULT_PROJECT_ID;
  const app = initializeApp({ projectId }, `seed-${Date.now()}`);
  try {
    const db = getFirestore(app);
    if (argv.includes('--if-empty') && (await isSeeded(db))) {
      console.log(`Firestore emulator ${host} (${projectId}) already has content; not seeding.`);
      return;
    }
    const summary = await seed(db);
    const total = Object.values(summary).reduce((sum, count) => sum + (count ?? 0), 0);
    console.log(`Seeded ${total} documents into the Firestore emulator ${host} (${projectId}):`);
    for (const [collection, count] of Object.entries(summary)) console.log(`  ${collection.padEnd(14)} ${count}`);
    // The demo customer needs an account, so only when the Auth emulator is there too (npm start).
    if (process.env.FIREBASE_AUTH_EMULATOR_HOST) {
      const { count, linkSlug } = await seedDemoCustomer(db, getAuth(app));
      console.log(`  demo customer  ${DEMO_CUSTOMER.email} with ${count} documents (sign in with the emulator form)`);
      console.log(`                 her custom package: /custom-package-users/${linkSlug}`);
    }
  } finally {
    await deleteApp(app);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
