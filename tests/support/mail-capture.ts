import { afterAll, beforeAll } from 'vitest';
import { startCaptureServer, type CaptureServer } from '../../functions/test/support/capture-server';

// A setup file of the browser journeys and the data tests. Their emulators run with a SendGrid key
// whose API address is this local capture server (scripts/with-emulators.mjs --capture-mail), so
// every email they cause is really sent, and only here. One server per test file, on the port the
// functions were given (the functions integration tests start their own on it, file by file).
let server: CaptureServer | undefined;

beforeAll(async () => {
  const address = process.env.SENDGRID_API_BASE_URL;
  if (!address)
    throw new Error(
      'SENDGRID_API_BASE_URL is not set: run these tests through npm run test:integration or test:e2e (emulators with --capture-mail)',
    );
  server = await startCaptureServer({ port: Number(new URL(address).port) });
});

afterAll(async () => {
  await server?.close();
});

/** The emails sent while this file runs. */
export function capturedMail(): CaptureServer {
  if (!server) throw new Error('The mail capture server is not running');
  return server;
}
