// What a restore is compared by: documents per collection and one checksum over every document.
import { createHash } from 'node:crypto';
import type { Json } from './codec';

export interface BackupDocument {
  /** Full document path, e.g. "bookings/abc" or "customPackages/x/bookings/y". */
  path: string;
  data: { [key: string]: Json };
}

export interface Summary {
  documents: number;
  /** Per collection; a subcollection is named by its chain of collection ids, "customPackages/*\/bookings". */
  collections: Record<string, number>;
  /** SHA-256 over every document's path and data, in path order, keys sorted. */
  checksum: string;
}

/** JSON with every object's keys sorted: the same data always gives the same text. */
export function stableStringify(value: Json): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  const keys = Object.keys(value).sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${stableStringify(value[key])}`).join(',')}}`;
}

export function collectionOf(path: string): string {
  const segments = path.split('/').slice(0, -1);
  return segments.map((segment, index) => (index % 2 === 1 ? '*' : segment)).join('/');
}

export function summarise(documents: BackupDocument[]): Summary {
  const sorted = [...documents].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const hash = createHash('sha256');
  const collections: Record<string, number> = {};
  for (const { path, data } of sorted) {
    hash.update(`${path}\t${stableStringify(data)}\n`);
    const collection = collectionOf(path);
    collections[collection] = (collections[collection] ?? 0) + 1;
  }
  return { documents: sorted.length, collections, checksum: hash.digest('hex') };
}

/** Human-readable differences between two summaries; empty when they match. */
export function compareSummaries(expected: Summary, actual: Summary): string[] {
  const differences: string[] = [];
  const names = [...new Set([...Object.keys(expected.collections), ...Object.keys(actual.collections)])].sort();
  for (const name of names) {
    const want = expected.collections[name] ?? 0;
    const got = actual.collections[name] ?? 0;
    if (want !== got) differences.push(`${name}: ${want} documents expected, ${got} found`);
  }
  if (expected.checksum !== actual.checksum) differences.push(`checksum differs: ${expected.checksum} expected, ${actual.checksum} found`);
  return differences;
}
