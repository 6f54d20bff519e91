import { afterAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  DOCUMENT_UNREADABLE,
  TRIGGER_SKIPPED,
  runDocumentHandler,
  skip,
  statusChanged,
  type DocumentHandler,
} from '../../src/lib/triggers';
import { recordingLogger } from '../support/fakes';

// The one trigger helper: what every Firestore trigger does before (and after) its handler.

const TIME = '2026-11-22T10:00:00.000Z';
const seen: unknown[] = [];
const handler: DocumentHandler<{ name: string }, { logger: ReturnType<typeof recordingLogger> }> = {
  collection: 'things',
  schema: z.object({ name: z.string().trim().min(1) }),
  when: (before, after) => before?.name !== after.name,
  async handle(doc) {
    seen.push(doc);
    return doc.data.name === 'skip me' ? skip('asked to') : undefined;
  },
};
const run = (event: { before?: Record<string, unknown>; after?: Record<string, unknown> }) => {
  const logger = recordingLogger();
  seen.length = 0;
  return runDocumentHandler(handler, { id: 't-1', time: TIME, ...event }, { logger }).then((outcome) => ({ outcome, logger }));
};

describe('runDocumentHandler', () => {
  it('hands the handler the document as its schema reads it, with its id and the event time', async () => {
    const { outcome, logger } = await run({ after: { name: '  Ada  ', extra: 1 } });
    expect(outcome).toBe('handled');
    expect(seen).toEqual([{ id: 't-1', data: { name: 'Ada' }, time: new Date(TIME) }]);
    expect(logger.entries).toEqual([]);
  });

  it('does nothing for a deleted document, or a change that does not concern the handler', async () => {
    expect((await run({ before: { name: 'Ada' }, after: undefined })).outcome).toBe('no-document');
    const unconcerned = await run({ before: { name: 'Ada' }, after: { name: 'Ada', other: 2 } });
    expect(unconcerned.outcome).toBe('unconcerned');
    expect(unconcerned.logger.entries).toEqual([]);
    expect(seen).toEqual([]);
  });

  it('logs a document its schema cannot read, naming the fields but not their values, and skips it', async () => {
    const { outcome, logger } = await run({ after: { name: '   ' } });
    expect(outcome).toBe('unreadable');
    expect(seen).toEqual([]);
    expect(logger.entries).toEqual([
      { level: 'error', message: DOCUMENT_UNREADABLE, data: { collection: 'things', id: 't-1', issues: 1, fields: ['name'] } },
    ]);
  });

  it('logs why a handler skipped', async () => {
    const { outcome, logger } = await run({ after: { name: 'skip me' } });
    expect(outcome).toBe('skipped');
    expect(logger.entries).toEqual([
      { level: 'info', message: TRIGGER_SKIPPED, data: { collection: 'things', id: 't-1', reason: 'asked to' } },
    ]);
  });
});

describe('statusChanged', () => {
  it('is true only when the status differs', () => {
    expect(statusChanged({ status: 'pending' }, { status: 'confirmed' })).toBe(true);
    expect(statusChanged(undefined, { status: 'pending' })).toBe(true);
    expect(statusChanged({ status: 'pending', paidTotal: 0 }, { status: 'pending', paidTotal: 720 })).toBe(false);
  });
});

describe('the deployed triggers', () => {
  vi.stubEnv('GCLOUD_PROJECT', 'demo-trigger-options');
  afterAll(() => vi.unstubAllEnvs());
  const MAIL = [{ key: 'SENDGRID_API_KEY' }];
  const expected: Record<string, [event: string, document: string, secrets: { key: string }[]]> = {
    onContactMessageCreated: ['created', 'contactMessages/{id}', MAIL],
    onSupportRequestCreated: ['created', 'supportRequests/{id}', MAIL],
    onBookingCreated: ['created', 'bookings/{id}', MAIL],
    onBookingUpdated: ['updated', 'bookings/{id}', MAIL],
    onBookingRescheduled: ['updated', 'bookings/{id}', MAIL],
    onBookingSettled: ['written', 'bookings/{id}', []],
    onPaymentCreated: ['created', 'payments/{id}', MAIL],
    onFrameOrderCreated: ['created', 'frameOrders/{id}', MAIL],
    onFrameOrderUpdated: ['updated', 'frameOrders/{id}', MAIL],
    onFramePaymentCreated: ['created', 'framePayments/{id}', MAIL],
    onTransferSlipCreated: ['created', 'transferSlips/{id}', MAIL],
    // Issue 38: a transfer slip for a gallery's extras, to the owner.
    onGallerySlipCreated: ['created', 'gallerySlips/{id}', MAIL],
    onSoftCopyCreated: ['created', 'softCopies/{id}', MAIL],
    onCustomPackageLinkWritten: ['written', 'customPackageLinks/{id}', MAIL],
    // It sends the booking's contract when the studio uses contracts (docs/contracts.md).
    onCustomPackageBooked: ['created', 'bookings/{id}', MAIL],
    onContractWritten: ['written', 'contracts/{id}', MAIL],
    onAddendumWritten: ['written', 'contracts/{id}/addenda/{number}', MAIL],
    // The studio's settings alone: the other settings documents change far more often.
    onSalesTaxChanged: ['written', 'settings/studio', []],
  };

  it.each(Object.entries(expected))(
    '%s: its document, retried, with the secrets it needs and no others',
    async (name, [event, document, secrets]) => {
      const triggers: Record<string, unknown> = await import('../../src/index.js');
      const endpoint = (triggers[name] as { __endpoint: Record<string, unknown> }).__endpoint;
      expect(endpoint).toMatchObject({
        secretEnvironmentVariables: secrets,
        eventTrigger: {
          eventType: `google.cloud.firestore.document.v1.${event}`,
          // A path with a wildcard is a pattern; one document's path is an exact filter.
          ...(document.includes('{') ? { eventFilterPathPatterns: { document } } : { eventFilters: { document } }),
          retry: true,
        },
      });
    },
  );

  it('the schedule and the sign-up trigger send mail, so they hold the SendGrid key', async () => {
    const { sendOwnerDigests, onUserCreated } = await import('../../src/index.js');
    expect(sendOwnerDigests.__endpoint).toMatchObject({
      secretEnvironmentVariables: MAIL,
      scheduleTrigger: { schedule: 'every 15 minutes' },
    });
    expect(onUserCreated.__endpoint).toMatchObject({ secretEnvironmentVariables: MAIL });
  });

  it('the contracts sweep and callable send mail too', async () => {
    const { sweepContractHolds, contracts } = await import('../../src/index.js');
    expect(sweepContractHolds.__endpoint).toMatchObject({
      secretEnvironmentVariables: MAIL,
      scheduleTrigger: { schedule: 'every 15 minutes' },
    });
    expect(contracts.__endpoint).toMatchObject({ secretEnvironmentVariables: MAIL, callableTrigger: {} });
  });
});

describe('an unreadable document: the owner hears of it once, in the digest', () => {
  const handler: DocumentHandler<{ name: string }, { logger: ReturnType<typeof recordingLogger> }> = {
    collection: 'things',
    schema: z.object({ name: z.string().trim().min(1) }),
    handle: async () => undefined,
  };
  function noticeStore() {
    const created = new Map<string, Record<string, unknown>>();
    const db = {
      collection: (name: string) => ({
        doc: (id: string) => ({
          create: async (data: Record<string, unknown>) => {
            const path = `${name}/${id}`;
            if (created.has(path)) throw Object.assign(new Error('exists'), { code: 6 });
            created.set(path, data);
          },
        }),
      }),
    };
    return { created, db: db as unknown as import('firebase-admin/firestore').Firestore };
  }

  it('records one attention notice per document, naming the fields, however often it is delivered', async () => {
    const { created, db } = noticeStore();
    const event = { id: 't-1', time: TIME, after: { name: ' ', extra: 1 } };
    expect(await runDocumentHandler(handler, event, { logger: recordingLogger(), db })).toBe('unreadable');
    expect(await runDocumentHandler(handler, event, { logger: recordingLogger(), db })).toBe('unreadable');
    expect([...created.keys()]).toEqual(['ownerNotices/attention-things-t-1']);
    expect(created.get('ownerNotices/attention-things-t-1')).toMatchObject({
      kind: 'attention',
      path: 'things/t-1',
      fields: ['name'],
      status: 'pending',
    });
  });

  it('a readable document records nothing', async () => {
    const { created, db } = noticeStore();
    await runDocumentHandler(handler, { id: 't-2', time: TIME, after: { name: 'Ada' } }, { logger: recordingLogger(), db });
    expect(created.size).toBe(0);
  });
});
