import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import type { SecretParam } from 'firebase-functions/params';
import { onDocumentCreated, onDocumentUpdated, onDocumentWritten } from 'firebase-functions/v2/firestore';
import { z, type ZodType } from 'zod';
import { firestore } from './admin';
import { noteUnreadableDocument } from '../messages/owner-attention';
import { errorDetails, logger, type Logger } from './logger';
import { mailDeps, type MailDeps } from './mail-deps';
import { SENDGRID_API_KEY } from './params';

// Every Firestore trigger is a declaration: the collection, the schema its documents are read with,
// and the handler. The options, the read, and the "skipped, and why" log live here, once.

/** A document as its handler gets it: read by the schema, with its id and the event's time. */
export interface StoredDocument<T> {
  id: string;
  data: T;
  time: Date;
}

/** A handler's answer when it does nothing on purpose; the reason is logged here. */
export interface Skip {
  skipped: string;
}
export const skip = (reason: string): Skip => ({ skipped: reason });
const isSkip = (value: unknown): value is Skip => typeof (value as Skip | undefined)?.skipped === 'string';

export interface DocumentHandler<T, D> {
  collection: string;
  /** One document of the collection (settings/studio): the trigger is not called for the others. */
  onlyId?: string;
  schema: ZodType<T>;
  /** Updates and writes: whether the change concerns the handler, judged before the read (an unrelated edit logs nothing). */
  when?: (before: DocumentData | undefined, after: DocumentData) => boolean;
  handle: (doc: StoredDocument<T>, deps: D) => Promise<unknown>;
}

/** The production dependencies of a handler, and the secrets its function must be deployed with. */
interface Wiring<D> {
  deps: () => D;
  secrets: SecretParam[];
}
export const withMail: Wiring<MailDeps> = { deps: mailDeps, secrets: [SENDGRID_API_KEY] };
/** Firestore and the clock (tests hold it): handlers that derive from "today" and send nothing. */
export const withClock: Wiring<{ db: Firestore; logger: Logger; now: () => number }> = {
  deps: () => ({ db: firestore(), logger, now: Date.now }),
  secrets: [],
};

/** For handlers that read fields defensively themselves (a notice must go out even if a field is odd). */
export const anyDocument: ZodType<Record<string, unknown>> = z.record(z.string(), z.unknown());

/** An update that changes the status: the step emails. */
export const statusChanged = (before: DocumentData | undefined, after: DocumentData) => before?.status !== after.status;

/** @internal Exported for its tests only. */
export const DOCUMENT_UNREADABLE = 'Document does not match its schema: trigger skipped';
/** @internal Exported for its tests only. */
export const TRIGGER_SKIPPED = 'Trigger skipped';

type TriggerOutcome = 'no-document' | 'unconcerned' | 'unreadable' | 'skipped' | 'handled';

export interface DocumentEvent {
  id: string;
  time: string;
  before?: DocumentData;
  /** Absent when the document was deleted. */
  after?: DocumentData;
}

/**
 * What each trigger does with its event; also how tests deliver an event again.
 */
export async function runDocumentHandler<T, D extends { logger: Logger; db?: Firestore }>(
  handler: DocumentHandler<T, D>,
  event: DocumentEvent,
  deps: D,
): Promise<TriggerOutcome> {
  const { id, before, after } = event;
  if (!after) return 'no-document';
  if (handler.when && !handler.when(before, after)) return 'unconcerned';
  const where = { collection: handler.collection, id };
  const parsed = handler.schema.safeParse(after);
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((issue) => issue.path.join('.') || '(document)'))];
    deps.logger.error(DOCUMENT_UNREADABLE, { ...where, issues: parsed.error.issues.length, fields });
    // The owner hears of it once, in the next digest; a failure to say so must not retry the event forever.
    if (deps.db) {
      await noteUnreadableDocument(deps.db, handler.collection, id, fields).catch((error: unknown) =>
        deps.logger.warn('Could not record the unreadable document for the owner', { ...where, ...errorDetails(error) }),
      );
    }
    return 'unreadable';
  }
  const result = await handler.handle({ id, data: parsed.data, time: new Date(event.time) }, deps);
  if (!isSkip(result)) return 'handled';
  deps.logger.info(TRIGGER_SKIPPED, { ...where, reason: result.skipped });
  return 'skipped';
}

// retry: every handler may run twice without effect (outbox keys, transactions that recompute),
// so a Firestore error fails the invocation and the platform delivers the event again.
// (A path with an id in place of {id} has no id parameter: the handler's onlyId is the id.)
type Target = Pick<DocumentHandler<unknown, unknown>, 'collection' | 'onlyId'>;
const options = (handler: Target, wiring: Wiring<unknown>) => ({
  document: `${handler.collection}/${handler.onlyId ?? '{id}'}` as `${string}/{id}`,
  secrets: wiring.secrets,
  retry: true,
});
const idOf = (handler: Target, event: { params: { id?: string } }) => event.params.id ?? handler.onlyId ?? '';

type Snapshot = { data(): DocumentData | undefined };
/** An update's or a write's event as runDocumentHandler reads it. */
const change = (id: string, event: { time: string; data?: { before: Snapshot; after: Snapshot } }): DocumentEvent => ({
  id,
  time: event.time,
  before: event.data?.before.data(),
  after: event.data?.after.data(),
});

export const onCreated = <T, D extends { logger: Logger }>(handler: DocumentHandler<T, D>, wiring: Wiring<D>) =>
  onDocumentCreated(options(handler, wiring), (event) =>
    runDocumentHandler(handler, { id: idOf(handler, event), time: event.time, after: event.data?.data() }, wiring.deps()),
  );

export const onUpdated = <T, D extends { logger: Logger }>(handler: DocumentHandler<T, D>, wiring: Wiring<D>) =>
  onDocumentUpdated(options(handler, wiring), (event) => runDocumentHandler(handler, change(idOf(handler, event), event), wiring.deps()));

export const onWritten = <T, D extends { logger: Logger }>(handler: DocumentHandler<T, D>, wiring: Wiring<D>) =>
  onDocumentWritten(options(handler, wiring), (event) => runDocumentHandler(handler, change(idOf(handler, event), event), wiring.deps()));
