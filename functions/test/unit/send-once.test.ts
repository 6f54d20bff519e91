import { describe, expect, it } from 'vitest';
import type { Firestore } from 'firebase-admin/firestore';
import { EMAIL_SEND_FAILED, sendOnce } from '../../src/lib/send-once';
import type { MailMessage } from '../../src/lib/mail';
import { recordingLogger, recordingMailer } from '../support/fakes';

/** An in-memory collection with Firestore's create() semantics (code 6 when the document exists). */
function fakeDb() {
  const docs = new Map<string, Record<string, unknown>>();
  const db = {
    collection: (name: string) => ({
      doc: (id: string) => ({
        async create(data: Record<string, unknown>) {
          const path = `${name}/${id}`;
          if (docs.has(path)) throw Object.assign(new Error('ALREADY_EXISTS'), { code: 6 });
          docs.set(path, { ...data });
        },
        async update(data: Record<string, unknown>) {
          docs.set(`${name}/${id}`, { ...docs.get(`${name}/${id}`), ...data });
        },
      }),
    }),
  } as unknown as Firestore;
  return { db, docs };
}

const message: MailMessage = { to: 'ada@example.com', from: 'studio@example.com', subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' };

describe('sendOnce', () => {
  it('sends the first time and nothing for the same key again', async () => {
    const { db, docs } = fakeDb();
    const mailer = recordingMailer();
    const deps = { db, mailer, logger: recordingLogger(), now: () => 0 };
    await expect(sendOnce(deps, 'booking-confirmed-b1', 'booking-confirmed', message)).resolves.toBe('sent');
    await expect(sendOnce(deps, 'booking-confirmed-b1', 'booking-confirmed', message)).resolves.toBe('already-sent');
    expect(mailer.sent).toHaveLength(1);
    expect(docs.get('sentEmails/booking-confirmed-b1')).toMatchObject({ status: 'sent', to: 'ada@example.com' });
  });

  it('logs a failed send, marks it, and never throws', async () => {
    const { db, docs } = fakeDb();
    const logger = recordingLogger();
    const deps = { db, mailer: recordingMailer(new Error('SendGrid 500')), logger, now: () => 0 };
    await expect(sendOnce(deps, 'k', 'booking-requested', message)).resolves.toBe('failed');
    expect(logger.entries.filter((e) => e.level === 'error').map((e) => e.message)).toEqual([EMAIL_SEND_FAILED]);
    expect(docs.get('sentEmails/k')).toMatchObject({ status: 'failed' });
  });
});
