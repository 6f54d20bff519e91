import type { DocumentData } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { EMAIL_SEND_FAILED, sendOnce, type ReceiptsDb } from '../../src/lib/send-once';
import { recordingLogger, recordingMailer } from '../support/fakes';

/** In memory: create() fails with gRPC code 6 when the receipt exists, like Firestore's. */
function receiptsDb() {
  const receipts = new Map<string, DocumentData>();
  const db: ReceiptsDb = {
    collection: (collection) => ({
      doc: (id) => ({
        async create(data) {
          const path = `${collection}/${id}`;
          if (receipts.has(path)) throw Object.assign(new Error('6 ALREADY_EXISTS'), { code: 6 });
          receipts.set(path, data);
        },
      }),
    }),
  };
  return { db, receipts };
}

const message = { to: 'ada@example.com', from: 'Studio <hello@example.com>', subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' };

describe('sendOnce', () => {
  it('sends once per key and records a receipt first', async () => {
    const { db, receipts } = receiptsDb();
    const mailer = recordingMailer();
    const deps = { db, mailer, logger: recordingLogger() };
    await expect(sendOnce(deps, 'kind-a-1', 'kind-a', message)).resolves.toBe('sent');
    await expect(sendOnce(deps, 'kind-a-1', 'kind-a', message)).resolves.toBe('already-sent');
    await expect(sendOnce(deps, 'kind-a-2', 'kind-a', message)).resolves.toBe('sent');
    expect(mailer.sent).toHaveLength(2);
    expect(receipts.get('mailReceipts/kind-a-1')).toMatchObject({ kind: 'kind-a', to: 'ada@example.com', subject: 'Hello' });
  });

  it('only logs a failed send, and does not send it again', async () => {
    const { db } = receiptsDb();
    const logger = recordingLogger();
    const mailer = recordingMailer(new Error('SendGrid is down'));
    const deps = { db, mailer, logger };
    await expect(sendOnce(deps, 'k', 'kind', message)).resolves.toBe('failed');
    await expect(sendOnce(deps, 'k', 'kind', message)).resolves.toBe('already-sent');
    expect(mailer.sent).toHaveLength(1);
    const errors = logger.entries.filter((e) => e.level === 'error');
    expect(errors).toEqual([
      expect.objectContaining({ message: EMAIL_SEND_FAILED, data: expect.objectContaining({ key: 'k', error: 'SendGrid is down' }) }),
    ]);
  });

  it('lets a database failure through (the trigger is retried, nothing was sent)', async () => {
    const db: ReceiptsDb = { collection: () => ({ doc: () => ({ create: () => Promise.reject(new Error('unavailable')) }) }) };
    const mailer = recordingMailer();
    await expect(sendOnce({ db, mailer, logger: recordingLogger() }, 'k', 'kind', message)).rejects.toThrow('unavailable');
    expect(mailer.sent).toHaveLength(0);
  });
});
