// Auth accounts in a backup: what importUsers() can write back. Password hashes are left out: the
// studio signs in with Google only, and importing a hash needs the project's hash parameters.
import { createHash } from 'node:crypto';
import type { Auth, UserImportRecord, UserRecord } from 'firebase-admin/auth';
import { stableStringify, type Summary } from './checksum';
import type { Json } from './codec';

export type BackupUser = UserImportRecord & { metadata?: { creationTime?: string; lastSignInTime?: string } };

const IMPORT_BATCH = 1000; // importUsers() takes at most 1,000 accounts per call.

/** The fields importUsers() accepts, without empty ones, so a restored account reads back the same. */
export function toBackupUser(user: UserRecord): BackupUser {
  const record: BackupUser = { uid: user.uid, emailVerified: user.emailVerified, disabled: user.disabled };
  if (user.email) record.email = user.email;
  if (user.displayName) record.displayName = user.displayName;
  if (user.phoneNumber) record.phoneNumber = user.phoneNumber;
  if (user.photoURL) record.photoURL = user.photoURL;
  if (user.customClaims && Object.keys(user.customClaims).length > 0) record.customClaims = user.customClaims;
  record.metadata = { creationTime: user.metadata.creationTime, lastSignInTime: user.metadata.lastSignInTime ?? undefined };
  record.providerData = user.providerData
    .filter((provider) => provider.providerId !== 'password')
    .map((provider) => ({
      uid: provider.uid,
      providerId: provider.providerId,
      ...(provider.email ? { email: provider.email } : {}),
      ...(provider.displayName ? { displayName: provider.displayName } : {}),
      ...(provider.photoURL ? { photoURL: provider.photoURL } : {}),
    }));
  return record;
}

export async function readAllUsers(auth: Auth): Promise<BackupUser[]> {
  const users: BackupUser[] = [];
  let pageToken: string | undefined;
  do {
    const page = await auth.listUsers(1000, pageToken);
    users.push(...page.users.map(toBackupUser));
    pageToken = page.pageToken;
  } while (pageToken);
  return users.sort((a, b) => (a.uid < b.uid ? -1 : 1));
}

export async function hasUsers(auth: Auth): Promise<boolean> {
  return (await auth.listUsers(1)).users.length > 0;
}

/** Writes the accounts; an existing account with the same uid is replaced (importUsers alone refuses it in the emulator). */
export async function importAllUsers(auth: Auth, users: BackupUser[]): Promise<void> {
  for (let start = 0; start < users.length; start += IMPORT_BATCH) {
    await auth.deleteUsers(users.slice(start, start + IMPORT_BATCH).map(({ uid }) => uid));
  }
  for (let start = 0; start < users.length; start += IMPORT_BATCH) {
    const result = await auth.importUsers(users.slice(start, start + IMPORT_BATCH));
    if (result.failureCount > 0) {
      const reasons = result.errors.map(({ index, error }) => `${users[start + index].uid}: ${error.message}`);
      throw new Error(`${result.failureCount} accounts were not restored:\n  ${reasons.slice(0, 10).join('\n  ')}`);
    }
  }
}

/** Count and checksum of the accounts, compared like the documents' (checksum.ts). */
export function summariseUsers(users: BackupUser[]): Pick<Summary, 'documents' | 'checksum'> {
  const hash = createHash('sha256');
  for (const user of [...users].sort((a, b) => (a.uid < b.uid ? -1 : 1)))
    hash.update(`${stableStringify(JSON.parse(JSON.stringify(user)) as Json)}\n`);
  return { documents: users.length, checksum: hash.digest('hex') };
}
