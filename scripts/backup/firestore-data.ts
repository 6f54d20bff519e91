// Reads every document of a database (subcollections included) and writes documents back.
import type { CollectionReference, DocumentReference, DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import type { BackupDocument } from './checksum';
import { decodeValue, encodeValue, type Json } from './codec';

const READ_BATCH = 300;

const toBackupDocument = (snapshot: DocumentSnapshot): BackupDocument => ({
  path: snapshot.ref.path,
  data: encodeValue(snapshot.data()) as { [key: string]: Json },
});

/**
 * Every document, depth first. listDocuments() also returns documents that do not exist but have
 * subcollections, so data under a deleted parent is found too (the parent itself is not stored).
 */
export async function readAllDocuments(db: Firestore): Promise<BackupDocument[]> {
  const out: BackupDocument[] = [];
  const visit = async (collections: CollectionReference[]): Promise<void> => {
    for (const collection of collections) {
      const refs = await collection.listDocuments();
      for (let start = 0; start < refs.length; start += READ_BATCH) {
        const snapshots = await db.getAll(...refs.slice(start, start + READ_BATCH));
        for (const snapshot of snapshots) {
          if (snapshot.exists) out.push(toBackupDocument(snapshot));
        }
      }
      for (const ref of refs) await visit(await ref.listCollections());
    }
  };
  await visit(await db.listCollections());
  return out;
}

export async function isFirestoreEmpty(db: Firestore): Promise<boolean> {
  return (await db.listCollections()).length === 0;
}

/** Writes each document as backed up, replacing a document at the same path. */
export async function writeDocuments(db: Firestore, documents: BackupDocument[]): Promise<void> {
  const writer = db.bulkWriter();
  const failures: string[] = [];
  writer.onWriteError((error) => {
    if (error.failedAttempts < 5) return true;
    failures.push(`${(error.documentRef as DocumentReference).path}: ${error.message}`);
    return false;
  });
  for (const { path, data } of documents) {
    // The promise's failure is reported through onWriteError; catching it here keeps it from going unhandled.
    writer.set(db.doc(path), decodeValue(data, db) as Record<string, unknown>).catch(() => undefined);
  }
  await writer.close();
  if (failures.length > 0) throw new Error(`${failures.length} documents were not restored:\n  ${failures.slice(0, 10).join('\n  ')}`);
}

/** The documents at these paths that exist, read as a backup reads them. */
export async function readDocumentsAt(db: Firestore, paths: string[]): Promise<BackupDocument[]> {
  const out: BackupDocument[] = [];
  for (let start = 0; start < paths.length; start += READ_BATCH) {
    const snapshots = await db.getAll(...paths.slice(start, start + READ_BATCH).map((path) => db.doc(path)));
    for (const snapshot of snapshots) if (snapshot.exists) out.push(toBackupDocument(snapshot));
  }
  return out;
}
