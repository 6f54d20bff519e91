// Firestore values as plain JSON that keeps their types, so a backup restores exactly what was
// read: {"$timestamp": {...}}, {"$geopoint": {...}}, {"$reference": "path"}, {"$bytes": "base64"},
// {"$vector": [...]}, {"$double": "NaN"}. A map whose own keys start with "$" is wrapped in
// {"$map": {...}} so it cannot be mistaken for one of these. Integers and doubles both read as
// JavaScript numbers, so a whole-number double comes back as an integer (Firestore compares them
// as equal, and no schema here tells them apart).
import { DocumentReference, FieldValue, GeoPoint, Timestamp, type Firestore } from 'firebase-admin/firestore';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

// firebase-admin does not re-export the vector class; a vector value leads to it.
const VectorValue = FieldValue.vector([]).constructor as new (...args: never[]) => { toArray(): number[] };

const TAGS = ['$timestamp', '$geopoint', '$reference', '$bytes', '$vector', '$double', '$map'] as const;

export function encodeValue(value: unknown): Json {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : { $double: String(value) };
  if (value instanceof Timestamp) return { $timestamp: { seconds: value.seconds, nanoseconds: value.nanoseconds } };
  if (value instanceof GeoPoint) return { $geopoint: { latitude: value.latitude, longitude: value.longitude } };
  if (value instanceof DocumentReference) return { $reference: value.path };
  if (value instanceof Uint8Array) return { $bytes: Buffer.from(value).toString('base64') };
  if (value instanceof VectorValue) return { $vector: value.toArray() };
  if (Array.isArray(value)) return value.map(encodeValue);
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).map(([key, field]) => [key, encodeValue(field)] as const);
    const map = Object.fromEntries(entries) as { [key: string]: Json };
    return Object.keys(map).some((key) => key.startsWith('$')) ? { $map: map } : map;
  }
  throw new Error(`Cannot back up a value of type ${typeof value}`);
}

export function decodeValue(value: Json, db: Firestore): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => decodeValue(item, db));
  const keys = Object.keys(value);
  const tag = keys.length === 1 ? TAGS.find((name) => name === keys[0]) : undefined;
  const inner = tag ? value[tag] : undefined;
  switch (tag) {
    case '$timestamp': {
      const { seconds, nanoseconds } = inner as { seconds: number; nanoseconds: number };
      return new Timestamp(seconds, nanoseconds);
    }
    case '$geopoint': {
      const { latitude, longitude } = inner as { latitude: number; longitude: number };
      return new GeoPoint(latitude, longitude);
    }
    case '$reference':
      return db.doc(inner as string);
    case '$bytes':
      return Buffer.from(inner as string, 'base64');
    case '$vector':
      return FieldValue.vector(inner as number[]);
    case '$double':
      return Number(inner);
    case '$map':
      return decodeMap(inner as { [key: string]: Json }, db);
    default:
      return decodeMap(value, db);
  }
}

function decodeMap(map: { [key: string]: Json }, db: Firestore): Record<string, unknown> {
  return Object.fromEntries(Object.entries(map).map(([key, field]) => [key, decodeValue(field, db)]));
}
