import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { COLLECTIONS } from '../../../../common/collections';
import { createSendGridMailer } from '../../../src/lib/mail';
import type { MailDeps } from '../../../src/lib/mail-deps';
import { startCaptureServer, type CaptureServer } from '../../support/capture-server';
import { clearFirestore } from '../../support/clear-firestore';
import { MAIL_CONFIG, readTestStudio, recordingLogger } from '../../support/fakes';

/**
 * A file that runs the mail handlers itself, as the scheduled jobs and triggers would: against the
 * Firestore emulator in a project of its own (`demo-<name>-test`: no trigger fires, and it is empty
 * at the start of each test), with the real @sendgrid client posting to a capture server (its
 * requests cleared and every request accepted again before each test), and with a clock the test
 * moves (back at `start` before each test).
 */
export interface MailProject {
  readonly app: App;
  readonly db: Firestore;
  readonly capture: CaptureServer;
  /** What the handlers logged during this test. */
  readonly logger: ReturnType<typeof recordingLogger>;
  /** The moment the handlers take for now. */
  clock: number;
  /** The handlers' dependencies on all of these, with the test studio unless `readStudio` is given. */
  deps(readStudio?: MailDeps['readStudio']): MailDeps;
  /** A customer's account as sign-up leaves it (users/uid-<id>, named Ada), under a new id that starts with `prefix`. */
  customer(prefix: string): Promise<{ id: string; uid: string; email: string }>;
}

/** The project, its capture server and its hooks (call once, at the top of the file). */
export function mailProject(name: string, start: number, options: { mailTimeoutMs?: number } = {}): MailProject {
  const projectId = `demo-${name}-test`;
  const app = initializeApp({ projectId }, `${name}-${randomUUID()}`);
  let capture: CaptureServer | undefined;
  let logger = recordingLogger();
  const project: MailProject = {
    app,
    db: getFirestore(app),
    get capture() {
      if (!capture) throw new Error('The capture server starts in beforeAll: use it inside a test or hook');
      return capture;
    },
    get logger() {
      return logger;
    },
    clock: start,
    deps: (readStudio = readTestStudio) => ({
      db: project.db,
      mailer: createSendGridMailer({ apiKey: `SG.${name}-test`, baseUrl: project.capture.url, timeoutMs: options.mailTimeoutMs }),
      logger,
      now: () => project.clock,
      mailFrom: MAIL_CONFIG.mailFrom,
      ownerEmail: MAIL_CONFIG.ownerEmail,
      site: MAIL_CONFIG.site,
      readStudio,
    }),
    async customer(prefix) {
      const id = `${prefix}${randomUUID().slice(0, 8)}`;
      const email = `${id}@example.com`;
      await project.db.collection(COLLECTIONS.users).doc(`uid-${id}`).set({ email, name: 'Ada', phone: '', avatar: '', role: 'customer' });
      return { id, uid: `uid-${id}`, email };
    },
  };
  beforeAll(async () => {
    capture = await startCaptureServer();
  });
  afterAll(async () => {
    await capture?.close();
    await deleteApp(app);
  });
  beforeEach(async () => {
    await clearFirestore(projectId);
    project.capture.requests.length = 0;
    project.capture.setAnswer(() => 'accept');
    project.clock = start;
    logger = recordingLogger();
  });
  return project;
}
