import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { OWNER_EMAIL } from '../../../common/owner';
import type { PaymentSettingsInput } from '../../../common/schemas/settings';
import { DEMO_STUDIO_INPUT } from '../../../common/demo-studio';
import type { MailConfig } from '../../src/lib/email/build-email';
import type { StudioRecord } from '../../src/lib/studio';
import type { Logger } from '../../src/lib/logger';
import type { MailMessage, Mailer } from '../../src/lib/mail';
import type { UsersDb } from '../../src/users/handle-user-created';

/** The studio the unit tests' emails come from (settings/studio in production). */
export { DEMO_STUDIO_INPUT };

/** The bank details of the unit tests' "how to pay" (ownerSettings/payment in production). */
export const TEST_PAYMENT: PaymentSettingsInput = {
  bankDetails: 'Style & Story LLC\nFirst Bay Bank',
  upiId: '',
  paymentNote: 'Quote your booking reference with every payment.',
};

/** The addresses and studio the unit tests build emails with (the params' values and the settings in production). */
export const MAIL_CONFIG: MailConfig = {
  mailFrom: 'Style & Story <hello@styleandstory.studio>',
  ownerEmail: OWNER_EMAIL,
  site: 'https://styleandstory.studio',
  studio: DEMO_STUDIO_INPUT,
};

/** readStudio as a handler gets it, answering with the test studio. */
export const readTestStudio = async (): Promise<StudioRecord> => ({ studio: DEMO_STUDIO_INPUT, payment: TEST_PAYMENT });

export interface LogEntry {
  level: 'info' | 'warn' | 'error';
  message: string;
  data?: Record<string, unknown>;
}

export function recordingLogger(): Logger & { entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  const at = (level: LogEntry['level']) => (message: string, data?: Record<string, unknown>) => {
    entries.push({ level, message, data });
  };
  return { entries, info: at('info'), warn: at('warn'), error: at('error') };
}

export function recordingMailer(failWith?: Error): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
      if (failWith) throw failWith;
    },
  };
}

/** An in-memory stand-in for Firestore's create(): fails with gRPC code 6 when the doc exists. */
export function fakeUsersDb(options: { writeTime?: Date; storedCreatedAt?: Timestamp; existing?: string[]; failWith?: Error } = {}) {
  const docs = new Map<string, DocumentData>();
  for (const path of options.existing ?? []) docs.set(path, { existing: true });
  const writeTime = Timestamp.fromDate(options.writeTime ?? new Date('2026-11-22T10:15:30.123Z'));
  const creates: Array<{ path: string; data: DocumentData }> = [];
  const db: UsersDb = {
    collection: (collection) => ({
      doc: (id) => ({
        async create(data) {
          const path = `${collection}/${id}`;
          if (options.failWith) throw options.failWith;
          if (docs.has(path)) {
            throw Object.assign(new Error(`6 ALREADY_EXISTS: Document already exists: ${path}`), { code: 6 });
          }
          // Like Firestore, the stored createdAt is a concrete time, close to but not the writeTime.
          const stored = { ...data, createdAt: options.storedCreatedAt ?? writeTime };
          docs.set(path, stored);
          creates.push({ path, data });
          return { writeTime };
        },
        async get() {
          const stored = docs.get(`${collection}/${id}`);
          return { get: (field: string) => stored?.[field] };
        },
      }),
    }),
  };
  return { db, docs, creates, writeTime };
}
