import { describe, expect, it } from 'vitest';
import { exportFirestore, exportFolder, type ExportClient, type ExportRequest } from '../../../src/backups/export-firestore';
import type { Logger } from '../../../src/lib/logger';

// A stand-in for v1.FirestoreAdminClient: the real databasePath format, and the request recorded.
function standInClient(operationName = 'projects/p/databases/(default)/operations/op-1') {
  const requests: ExportRequest[] = [];
  const client: ExportClient = {
    databasePath: (project, database) => `projects/${project}/databases/${database}`,
    exportDocuments: async (request) => {
      requests.push(request);
      return [{ name: operationName }];
    },
  };
  return { client, requests };
}

function recordingLogger() {
  const entries: { severity: string; message: string; data?: Record<string, unknown> }[] = [];
  const at = (severity: string) => (message: string, data?: Record<string, unknown>) => entries.push({ severity, message, data });
  const logger: Logger = { info: at('INFO'), warn: at('WARNING'), error: at('ERROR') };
  return { logger, entries };
}

const at = new Date('2026-11-24T03:00:07.123Z');

describe('exportFirestore (the daily backup)', () => {
  it('exports every collection of the default database into a dated folder of the bucket', async () => {
    const { client, requests } = standInClient();
    const { logger, entries } = recordingLogger();
    const operation = await exportFirestore({ client, projectId: 'studio-prod', bucket: 'studio-prod-backups', logger, now: () => at });
    expect(requests).toEqual([
      {
        name: 'projects/studio-prod/databases/(default)',
        outputUriPrefix: 'gs://studio-prod-backups/firestore/2026-11-24T030007Z',
        collectionIds: [],
      },
    ]);
    expect(operation).toBe('projects/p/databases/(default)/operations/op-1');
    expect(entries).toEqual([
      {
        severity: 'INFO',
        message: 'Firestore export started',
        data: { operation, outputUriPrefix: 'gs://studio-prod-backups/firestore/2026-11-24T030007Z' },
      },
    ]);
  });

  it('accepts the bucket written as a gs:// address', async () => {
    const { client, requests } = standInClient();
    await exportFirestore({ client, projectId: 'p', bucket: ' gs://b/ ', logger: recordingLogger().logger, now: () => at });
    expect(requests[0].outputUriPrefix).toBe('gs://b/firestore/2026-11-24T030007Z');
  });

  it('refuses, without calling the API, when no bucket or no project is known', async () => {
    const { client, requests } = standInClient();
    await expect(exportFirestore({ client, projectId: 'p', bucket: '', logger: recordingLogger().logger, now: () => at })).rejects.toThrow(
      /BACKUP_BUCKET parameter is empty/,
    );
    expect(requests).toEqual([]);
    await expect(exportFirestore({ client, projectId: '', bucket: 'b', logger: recordingLogger().logger, now: () => at })).rejects.toThrow(
      /project id is unknown/,
    );
    expect(requests).toEqual([]);
  });

  it('passes on a failure of the API, so the scheduled run shows as failed', async () => {
    const client: ExportClient = {
      databasePath: (project, database) => `projects/${project}/databases/${database}`,
      exportDocuments: async () => {
        throw new Error('7 PERMISSION_DENIED: missing datastore.databases.export');
      },
    };
    await expect(exportFirestore({ client, projectId: 'p', bucket: 'b', logger: recordingLogger().logger, now: () => at })).rejects.toThrow(
      /PERMISSION_DENIED/,
    );
  });

  it('names one folder per run, in date order', () => {
    expect(exportFolder(new Date('2026-01-02T00:00:00Z'))).toBe('firestore/2026-01-02T000000Z');
    expect(exportFolder(new Date('2026-01-02T00:00:01Z')) > exportFolder(new Date('2026-01-02T00:00:00Z'))).toBe(true);
  });
});
