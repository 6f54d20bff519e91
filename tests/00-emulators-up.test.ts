import { describe, expect, it } from 'vitest';

// Sentinel: emulators:exec sets these hosts. Without them every other emulator test would time out.
const hosts = {
  FIRESTORE_EMULATOR_HOST: process.env.FIRESTORE_EMULATOR_HOST,
  FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST,
};

describe('emulators are up', () => {
  it.each(Object.entries(hosts))('%s answers', async (name, host) => {
    expect(host, `${name} is not set: run emulator tests through "npm run test:integration" (firebase emulators:exec)`).toBeTruthy();
    const response = await fetch(`http://${host}/`).catch((error: Error) => {
      throw new Error(`${name}=${host} does not answer (${error.message}); are the emulators running?`);
    });
    expect(response.status).toBeLessThan(500);
  });
});
