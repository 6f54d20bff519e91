// A backup on disk: manifest.json (what and how much), firestore.ndjson (one document per line,
// codec.ts's typed JSON) and auth-users.json (the accounts, when backed up).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { summarise, type BackupDocument, type Summary } from './checksum';
import { readAllUsers, summariseUsers, type BackupUser } from './auth-users';
import { readAllDocuments } from './firestore-data';
import type { Target } from './target';

export const FORMAT = 'style-and-story-backup/1';

export interface Manifest {
  format: typeof FORMAT;
  createdAt: string;
  source: string;
  firestore: Summary;
  /** Absent when the backup was made with --skip-auth. */
  auth?: Pick<Summary, 'documents' | 'checksum'>;
}

export interface Backup {
  manifest: Manifest;
  documents: BackupDocument[];
  users?: BackupUser[];
}

/** `backups/2026-11-24T124501Z`: sorts by time. */
export function defaultBackupDir(root: string, at: Date): string {
  return join(root, 'backups', `${at.toISOString().slice(0, 19).replace(/:/g, '')}Z`);
}

export async function takeBackup(target: Target, { withAuth }: { withAuth: boolean }): Promise<Backup> {
  const documents = await readAllDocuments(target.db);
  const users = withAuth ? await readAllUsers(target.auth) : undefined;
  const manifest: Manifest = {
    format: FORMAT,
    createdAt: new Date().toISOString(),
    source: target.description,
    firestore: summarise(documents),
    ...(users ? { auth: summariseUsers(users) } : {}),
  };
  return { manifest, documents, users };
}

export function writeBackupFolder(dir: string, { manifest, documents, users }: Backup): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'firestore.ndjson'), documents.map((document) => `${JSON.stringify(document)}\n`).join(''));
  if (users) writeFileSync(join(dir, 'auth-users.json'), `${JSON.stringify(users, null, 1)}\n`);
  // Last: a folder with a manifest is complete.
  writeFileSync(join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}

export function readBackupFolder(dir: string): Backup {
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as Manifest;
  if (manifest.format !== FORMAT) throw new Error(`${dir} is not a backup of this format (${FORMAT}): ${String(manifest.format)}`);
  const lines = readFileSync(join(dir, 'firestore.ndjson'), 'utf8').split('\n').filter(Boolean);
  const documents = lines.map((line) => JSON.parse(line) as BackupDocument);
  const users = manifest.auth ? (JSON.parse(readFileSync(join(dir, 'auth-users.json'), 'utf8')) as BackupUser[]) : undefined;
  return { manifest, documents, users };
}
