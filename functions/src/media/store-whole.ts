import { errorDetails, type Logger } from '../lib/logger';
import type { ObjectStore } from '../lib/storage/object-store';

// gRPC status of Firestore's create() on an existing document.
const ALREADY_EXISTS = 6;

interface StoredFile {
  path: string;
  data: Buffer;
  contentType: string;
}

/**
 * Writes a photo's files, then creates its document (last, so nothing names files that are not all
 * there). Any failure removes the files this call wrote: nothing is left half-stored. A document
 * already there (a completion that raced another) owns these very paths: they stay.
 */
export async function storeWhole(
  deps: { store: ObjectStore; logger: Logger },
  files: readonly StoredFile[],
  createDocument: () => Promise<unknown>,
  context: Record<string, unknown>,
): Promise<void> {
  const written: string[] = [];
  try {
    for (const file of files) {
      written.push(file.path);
      await deps.store.write(file.path, file.data, file.contentType);
    }
    await createDocument();
  } catch (error) {
    if ((error as { code?: unknown }).code === ALREADY_EXISTS) throw error;
    await deps.store
      .delete(written)
      .catch((cleanup: unknown) =>
        deps.logger.error('Could not remove a failed upload’s files', { ...context, paths: written, ...errorDetails(cleanup) }),
      );
    throw error;
  }
}
