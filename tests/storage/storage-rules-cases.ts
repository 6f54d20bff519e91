import { UPLOAD_PART_BYTES } from '@common/media';

// What storage.rules must allow and refuse, by role: one table, run two ways. `npm test` runs it
// through tests/tooling/storage-rules-evaluator.ts (tests/rules/storage-rules.test.ts), which reads
// storage.rules itself; `npm run test:storage` runs it against the Storage emulator wherever that
// can start (tests/storage/storage-rules.storage-test.ts).

export const STORAGE_ROLES = ['anon', 'customer', 'owner', 'ownerPassword', 'forgedAdmin'] as const;
export type StorageRole = (typeof STORAGE_ROLES)[number];

/** Objects in the bucket before each case (the emulator test writes them with the rules off). */
export const EXISTING_OBJECTS = [
  'media/m1/320w.webp',
  'originals/m1/original.jpg',
  'uploads/u1/part-0000',
  'slips/s1/slip.pdf',
  'contracts/b1/contract.pdf',
  'galleries/g1/p1/640w.webp',
] as const;

export type StorageOperation =
  { kind: 'read'; path: string } | { kind: 'write'; path: string; bytes: number; contentType: string } | { kind: 'delete'; path: string };

export interface StorageCase {
  name: string;
  operation: StorageOperation;
  allowed: readonly StorageRole[];
}

const PART = 'application/octet-stream';
const read = (path: string): StorageOperation => ({ kind: 'read', path });
const write = (path: string, contentType: string, bytes = 4): StorageOperation => ({ kind: 'write', path, bytes, contentType });
const remove = (path: string): StorageOperation => ({ kind: 'delete', path });

export const STORAGE_CASES: readonly StorageCase[] = [
  { name: 'read a public variant', operation: read('media/m1/320w.webp'), allowed: STORAGE_ROLES },
  { name: 'read a private original', operation: read('originals/m1/original.jpg'), allowed: [] },
  { name: 'read an upload part', operation: read('uploads/u1/part-0000'), allowed: [] },
  { name: 'read a transfer slip', operation: read('slips/s1/slip.pdf'), allowed: [] },
  { name: 'read a signed contract', operation: read('contracts/b1/contract.pdf'), allowed: [] },
  { name: 'read a client gallery photo', operation: read('galleries/g1/p1/640w.webp'), allowed: [] },
  // Variants are the media function's: a browser must not skip its decoding and location removal.
  { name: 'write a new variant', operation: write('media/m2/320w.webp', 'image/webp'), allowed: [] },
  { name: 'overwrite a public variant', operation: write('media/m1/320w.webp', 'image/webp'), allowed: [] },
  { name: 'delete a public variant', operation: remove('media/m1/320w.webp'), allowed: [] },
  { name: 'write an original', operation: write('originals/m2/original.jpg', 'image/jpeg'), allowed: [] },
  // A slip is the ledger's evidence; a contract PDF is what was signed.
  { name: 'overwrite a transfer slip', operation: write('slips/s1/slip.pdf', 'application/pdf'), allowed: [] },
  { name: 'delete a transfer slip', operation: remove('slips/s1/slip.pdf'), allowed: [] },
  { name: 'write a new slip', operation: write('slips/s2/slip.pdf', 'application/pdf'), allowed: [] },
  { name: 'overwrite a signed contract', operation: write('contracts/b1/contract.pdf', 'application/pdf'), allowed: [] },
  { name: 'write a client gallery photo', operation: write('galleries/g1/p2/original.jpg', 'image/jpeg'), allowed: [] },
  { name: 'write a new upload part', operation: write('uploads/u2/part-0000', PART), allowed: ['owner'] },
  {
    name: 'write an upload part of the largest size',
    operation: write('uploads/u2/part-0001', PART, UPLOAD_PART_BYTES),
    allowed: ['owner'],
  },
  { name: 'write an upload part over the size', operation: write('uploads/u2/part-0002', PART, UPLOAD_PART_BYTES + 1), allowed: [] },
  { name: 'write an empty upload part', operation: write('uploads/u2/part-0003', PART, 0), allowed: [] },
  { name: 'write an upload part as an image', operation: write('uploads/u2/part-0004', 'image/jpeg'), allowed: [] },
  { name: 'write a file of another name in uploads', operation: write('uploads/u2/original.jpg', PART), allowed: [] },
  { name: 'write an upload part one folder deeper', operation: write('uploads/u2/x/part-0000', PART), allowed: [] },
  { name: 'replace an upload part', operation: write('uploads/u1/part-0000', PART), allowed: [] },
  { name: 'delete an upload part', operation: remove('uploads/u1/part-0000'), allowed: [] },
];
