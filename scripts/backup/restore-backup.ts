// Writes a backup into a database and checks the result against the backup's own manifest.
import { compareSummaries, summarise } from './checksum';
import { hasUsers, importAllUsers, readAllUsers, summariseUsers } from './auth-users';
import type { Backup } from './backup-folder';
import { isFirestoreEmpty, readDocumentsAt, writeDocuments } from './firestore-data';
import type { Target } from './target';

export interface RestoreOptions {
  /** Write over a database that already holds data (documents at the same path are replaced). */
  force: boolean;
  withAuth: boolean;
}

/** Refuses a non-empty target unless forced; returns the differences found on reading back (empty = verified). */
export async function restoreBackup(target: Target, backup: Backup, { force, withAuth }: RestoreOptions): Promise<string[]> {
  const restoreUsers = withAuth && backup.users !== undefined;
  if (!force) {
    const occupied = [];
    if (!(await isFirestoreEmpty(target.db))) occupied.push('Firestore has documents');
    if (restoreUsers && (await hasUsers(target.auth))) occupied.push('Auth has accounts');
    if (occupied.length > 0) {
      throw new Error(`Refusing to restore into ${target.description}: ${occupied.join(' and ')}. Add --force to write over it.`);
    }
  }
  await target.withTriggersPaused(async () => {
    await writeDocuments(target.db, backup.documents);
    if (restoreUsers) await importAllUsers(target.auth, backup.users!);
  });

  // Read back only what the backup holds, so documents that were already there (--force) do not count.
  const readBack = await readDocumentsAt(
    target.db,
    backup.documents.map(({ path }) => path),
  );
  const differences = compareSummaries(backup.manifest.firestore, summarise(readBack));
  if (restoreUsers) {
    const uids = new Set(backup.users!.map(({ uid }) => uid));
    const users = (await readAllUsers(target.auth)).filter(({ uid }) => uids.has(uid));
    const expected = backup.manifest.auth!;
    const actual = summariseUsers(users);
    if (expected.documents !== actual.documents)
      differences.push(`auth: ${expected.documents} accounts expected, ${actual.documents} found`);
    else if (expected.checksum !== actual.checksum) differences.push(`auth: checksum differs`);
  }
  return differences;
}
