// Global setup of every emulator project: one clear message when the emulators are not there,
// instead of a timeout in every test. `firebase emulators:exec` sets these hosts.
const HINT = 'run the emulator tests through `npm run test:integration` or `npm test` (firebase emulators:exec)';

export async function setup() {
  for (const name of ['FIRESTORE_EMULATOR_HOST', 'FIREBASE_AUTH_EMULATOR_HOST', 'GCLOUD_PROJECT']) {
    if (!process.env[name]) throw new Error(`${name} is not set: ${HINT}`);
  }
  for (const name of ['FIRESTORE_EMULATOR_HOST', 'FIREBASE_AUTH_EMULATOR_HOST']) {
    const host = process.env[name];
    const response = await fetch(`http://${host}/`).catch((error: Error) => {
      throw new Error(`${name}=${host} does not answer (${error.message}): ${HINT}`);
    });
    if (response.status >= 500) throw new Error(`${name}=${host} answers ${response.status}`);
  }
}
