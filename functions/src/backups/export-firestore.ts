import type { Logger } from '../lib/logger';

/**
 * The one call of Firestore's Admin API the daily backup makes (v1.FirestoreAdminClient).
 * @internal Exported for its tests only.
 */
export interface ExportClient {
  databasePath(project: string, database: string): string;
  exportDocuments(request: ExportRequest): Promise<[{ name?: string | null }, ...unknown[]]>;
}

/** @internal Exported for its tests only. */
export interface ExportRequest {
  name: string;
  outputUriPrefix: string;
  /** Empty: every collection, subcollections included. */
  collectionIds: string[];
}

interface ExportDeps {
  client: ExportClient;
  projectId: string;
  /** The bucket's name, without gs:// (the BACKUP_BUCKET param). */
  bucket: string;
  logger: Logger;
  now: () => Date;
}

/**
 * `firestore/2026-11-24T030000Z`: one folder per run, sorted by date, never reused by a retry on the same day.
 * @internal Exported for its tests only.
 */
export function exportFolder(at: Date): string {
  return `firestore/${at.toISOString().slice(0, 19).replace(/:/g, '')}Z`;
}

/**
 * Starts a managed export of the whole database into the backup bucket and returns the
 * operation's name. It does not wait: an export runs for minutes and is tracked by Firestore
 * (`gcloud firestore operations list`), not by this function's timeout.
 */
export async function exportFirestore(deps: ExportDeps): Promise<string> {
  const bucket = deps.bucket
    .trim()
    .replace(/^gs:\/\//, '')
    .replace(/\/+$/, '');
  if (!bucket) {
    // Thrown, not only logged: Cloud Scheduler then records the run as failed.
    throw new Error('No backup made: the BACKUP_BUCKET parameter is empty (functions/.env.<project>, docs/backups.md)');
  }
  if (!deps.projectId) throw new Error('No backup made: the project id is unknown (GCLOUD_PROJECT is not set)');
  const request: ExportRequest = {
    name: deps.client.databasePath(deps.projectId, '(default)'),
    outputUriPrefix: `gs://${bucket}/${exportFolder(deps.now())}`,
    collectionIds: [],
  };
  const [operation] = await deps.client.exportDocuments(request);
  const operationName = operation.name ?? '';
  deps.logger.info('Firestore export started', { operation: operationName, outputUriPrefix: request.outputUriPrefix });
  return operationName;
}
