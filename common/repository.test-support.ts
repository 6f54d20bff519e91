import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The repository: the folder above `from` that holds firestore.rules. For tests of common/, which
 * the functions' CommonJS build also compiles (no import.meta there).
 */
export function repositoryRoot(from: string = process.cwd()): string {
  for (let dir = from; dir !== dirname(dir); dir = dirname(dir)) if (existsSync(join(dir, 'firestore.rules'))) return dir;
  throw new Error(`No firestore.rules above ${from}`);
}
