// The same offset scheme as scripts/with-emulators.mjs: one place for the e2e side.
export const offset = Number(process.env.EMULATOR_PORT_OFFSET ?? 0);
export const previewPort = 4173 + offset;
/**
 * The folder of web/ the site the journeys open is built into: one per offset (gitignored), so a
 * run beside another does not rebuild the site that run is serving.
 */
export const siteDir = offset ? `dist-e2e-${offset}` : 'dist-e2e';
export const baseUrl = `http://127.0.0.1:${previewPort}`;
/** The production build (web/dist), served for the content-security-policy check. */
export const productionPort = 4174 + offset;
export const authEmulator = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? `127.0.0.1:${9099 + offset}`;
export const firestoreEmulator = process.env.FIRESTORE_EMULATOR_HOST ?? `127.0.0.1:${8080 + offset}`;
export const projectId = process.env.GCLOUD_PROJECT ?? 'demo-style-and-story';
