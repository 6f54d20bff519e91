import { stringify } from 'csv-stringify/sync';
import { DocumentReference, GeoPoint, Timestamp } from 'firebase-admin/firestore';
import type { ExportedDocument, PrivacyExport } from '../../../common/schemas/privacy';
import type { Person } from './person-documents';

// The copy of a person's data the policy promises: every document about them, grouped by
// collection with their paths (ids kept) and times as ISO strings, and the same as CSV with one
// row per field, for a reader without a JSON viewer.

/** A stored value as plain JSON: times ISO, references by path, bytes base64. */
function plain(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (value instanceof Date) return value.toISOString();
  if (value instanceof DocumentReference) return value.path;
  if (value instanceof GeoPoint) return { latitude: value.latitude, longitude: value.longitude };
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) return Buffer.from(value).toString('base64');
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, plain(inner)]));
  return value;
}

/** [field path, value] for every leaf: "statusAt.pending", "history.0.links.1"; an empty list or map is a leaf. */
function leaves(value: unknown, prefix = ''): [string, string][] {
  const nested = Array.isArray(value)
    ? value.map((inner, i) => [String(i), inner] as const)
    : value && typeof value === 'object'
      ? Object.entries(value)
      : null;
  if (nested && nested.length > 0) return nested.flatMap(([key, inner]) => leaves(inner, prefix ? `${prefix}.${key}` : key));
  const text = value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  return [[prefix, text]];
}

function accountDocument(person: Person): ExportedDocument[] {
  const account = person.account;
  if (!account) return [];
  return [
    {
      path: `auth/${account.uid}`,
      data: {
        uid: account.uid,
        email: account.email ?? '',
        emailVerified: account.emailVerified,
        displayName: account.displayName ?? '',
        photoURL: account.photoURL ?? '',
        phoneNumber: account.phoneNumber ?? '',
        providers: account.providerData.map((provider) => provider.providerId),
        createdAt: new Date(account.metadata.creationTime).toISOString(),
        lastSignInAt: account.metadata.lastSignInTime ? new Date(account.metadata.lastSignInTime).toISOString() : '',
      },
    },
  ];
}

export function exportPerson(person: Person, now: Date): PrivacyExport {
  const collections: Record<string, ExportedDocument[]> = {};
  const account = accountDocument(person);
  if (account.length) collections.auth = account;
  for (const doc of person.documents) {
    (collections[doc.collection] ??= []).push({ path: doc.ref.path, data: plain(doc.data) as Record<string, unknown> });
  }
  const rows = Object.entries(collections).flatMap(([collection, docs]) =>
    docs.flatMap((doc) => leaves(doc.data).map(([field, value]) => [collection, doc.path, field, value])),
  );
  const csv = stringify([['collection', 'document', 'field', 'value'], ...rows]);
  return { exportedAt: now.toISOString(), uid: person.uid, collections, csv };
}
