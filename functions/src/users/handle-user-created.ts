import { FieldValue, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../../common/collections';
import { isOwnerEmail } from '../../../common/owner';
import { USER_ROLE_CUSTOMER, type WelcomeEmailPayload } from '../../../common/schemas/users';
import { errorDetails } from '../lib/logger';
import { mailConfig, type MailDeps } from '../lib/mail-deps';
import { buildWelcomeEmail } from './welcome-email';

/** The fields of an Auth user record this handler reads (v1 `auth.UserRecord` has them all). */
export interface AuthUser {
  uid: string;
  email?: string | null;
  emailVerified: boolean;
  displayName?: string | null;
  phoneNumber?: string | null;
  photoURL?: string | null;
  /** Linked sign-in methods; the owner is the owner only through Google (common/owner.ts). */
  providerData?: ReadonlyArray<{ providerId: string }>;
}

/**
 * Just what the handler needs of Firestore: `create`, which fails when the document exists, and `get`.
 * @internal Exported for its tests only.
 */
export interface UsersDb {
  collection(path: string): {
    doc(id: string): {
      create(data: DocumentData): Promise<{ writeTime: Timestamp }>;
      get(): Promise<{ get(field: string): unknown }>;
    };
  };
}

interface UserCreatedDeps extends Pick<MailDeps, 'mailer' | 'logger' | 'mailFrom' | 'ownerEmail' | 'site' | 'readStudio'> {
  db: UsersDb;
}

type UserCreatedOutcome = 'owner-skipped' | 'already-exists' | 'created';

/** @internal Exported for its tests only. */
export const WELCOME_EMAIL_FAILED = 'Failed to send welcome email';

// gRPC status 6, as firebase-admin reports it for create() on an existing document.
const ALREADY_EXISTS = 6;

function isAlreadyExists(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === ALREADY_EXISTS;
}

interface CustomerProfile {
  email: string;
  name: string;
  phone: string;
  avatar: string;
}

/**
 * The spec's welcome-email payload, from the stored record.
 * @internal Exported for its tests only.
 */
export function toWelcomePayload(uid: string, record: CustomerProfile, createdAt: Date): WelcomeEmailPayload {
  return {
    id: uid,
    name: record.name,
    email: record.email,
    phone: record.phone,
    avatarUrl: record.avatar,
    role: USER_ROLE_CUSTOMER,
    createdAt: createdAt.toISOString(),
  };
}

export async function handleUserCreated(user: AuthUser, deps: UserCreatedDeps): Promise<UserCreatedOutcome> {
  const { db, mailer, logger } = deps;
  if (
    isOwnerEmail(
      user.email,
      user.emailVerified,
      (user.providerData ?? []).map((p) => p.providerId),
    )
  ) {
    logger.info('Owner account created: no customer record', { uid: user.uid });
    return 'owner-skipped';
  }

  const record = {
    email: user.email ?? '',
    name: user.displayName ?? '',
    phone: user.phoneNumber ?? '',
    avatar: user.photoURL ?? '',
    role: USER_ROLE_CUSTOMER,
    createdAt: FieldValue.serverTimestamp(),
  };

  // create() is the "only when absent" guard: a redelivered event finds the document and stops
  // here, so it can neither overwrite the record (maybe edited since) nor send a second email.
  const ref = db.collection(COLLECTIONS.users).doc(user.uid);
  let writeTime: Timestamp;
  try {
    ({ writeTime } = await ref.create(record));
  } catch (error) {
    if (!isAlreadyExists(error)) throw error;
    logger.info('User record already exists: event already handled', { uid: user.uid });
    return 'already-exists';
  }
  logger.info('Customer record created', { uid: user.uid });

  try {
    // The payload's createdAt is the stored one: the server timestamp may differ from writeTime.
    const stored = (await ref.get()).get('createdAt');
    const createdAt = stored instanceof Timestamp ? stored : writeTime;
    const payload = toWelcomePayload(user.uid, record, createdAt.toDate());
    if (!payload.email) throw new Error('The account has no email address');
    await mailer.send(buildWelcomeEmail(payload, (await mailConfig(deps)).config));
    logger.info('Welcome email sent', { uid: user.uid });
  } catch (error) {
    // The spec's error catalogue: only logged, nothing else changes (the record stays).
    logger.error(WELCOME_EMAIL_FAILED, { uid: user.uid, ...errorDetails(error) });
  }
  return 'created';
}
