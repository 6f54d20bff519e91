import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { DocumentReference, FieldValue, GeoPoint, getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionOf, compareSummaries, stableStringify, summarise, type BackupDocument } from '../../scripts/backup/checksum';
import { decodeValue, encodeValue, type Json } from '../../scripts/backup/codec';

// The backup format without a database: a Firestore instance is needed only to build references.
let app: App;
let db: Firestore;
beforeAll(() => {
  app = initializeApp({ projectId: 'demo-backup-format' }, `backup-format-${Date.now()}`);
  db = getFirestore(app);
});
afterAll(() => deleteApp(app));

describe('the typed JSON of a backup', () => {
  it('keeps every Firestore type through JSON text', () => {
    const value = {
      at: new Timestamp(1_790_000_000, 123_456_789),
      where: new GeoPoint(51.5, -0.12),
      ref: db.doc('packages/gold'),
      bytes: Buffer.from([0, 1, 254, 255]),
      vector: FieldValue.vector([0.5, 1]),
      notANumber: Number.NaN,
      infinite: Number.POSITIVE_INFINITY,
      nested: { list: [1, 'two', null, { deep: true }], $price: 5 },
    };
    const text = JSON.stringify(encodeValue(value));
    const back = decodeValue(JSON.parse(text) as Json, db) as typeof value;
    expect(back.at).toBeInstanceOf(Timestamp);
    expect(back.at.isEqual(value.at)).toBe(true);
    expect(back.where).toBeInstanceOf(GeoPoint);
    expect(back.where.isEqual(value.where)).toBe(true);
    expect(back.ref).toBeInstanceOf(DocumentReference);
    expect(back.ref.path).toBe('packages/gold');
    expect(Buffer.from(back.bytes).equals(value.bytes)).toBe(true);
    expect(back.vector.isEqual(value.vector)).toBe(true);
    expect(back.notANumber).toBeNaN();
    expect(back.infinite).toBe(Number.POSITIVE_INFINITY);
    // A map whose own key looks like a tag stays a map.
    expect(back.nested).toEqual({ list: [1, 'two', null, { deep: true }], $price: 5 });
  });

  it('refuses a value it cannot represent instead of dropping it', () => {
    expect(() => encodeValue({ fn: () => 1 })).toThrow(/Cannot back up a value of type function/);
  });
});

describe('the checksum a restore is compared by', () => {
  const documents: BackupDocument[] = [
    { path: 'bookings/b1', data: { status: 'pending', total: 1200 } },
    { path: 'customPackages/c1/recipients/r1', data: { email: 'ada@example.com' } },
    { path: 'bookings/b2', data: { status: 'confirmed', total: 800 } },
  ];

  it('counts subcollections under their chain of collection ids', () => {
    expect(collectionOf('customPackages/c1/recipients/r1')).toBe('customPackages/*/recipients');
    expect(summarise(documents).collections).toEqual({ bookings: 2, 'customPackages/*/recipients': 1 });
  });

  it('does not depend on document order or key order', () => {
    const reordered = [...documents]
      .reverse()
      .map(({ path, data }) => ({ path, data: Object.fromEntries(Object.entries(data).reverse()) }));
    expect(stableStringify({ b: 1, a: [{ d: 2, c: 3 }] })).toBe('{"a":[{"c":3,"d":2}],"b":1}');
    expect(compareSummaries(summarise(documents), summarise(reordered))).toEqual([]);
  });

  it('fails on one altered field', () => {
    const altered = documents.map((document) =>
      document.path === 'bookings/b2' ? { ...document, data: { ...document.data, total: 801 } } : document,
    );
    const differences = compareSummaries(summarise(documents), summarise(altered));
    expect(differences).toHaveLength(1);
    expect(differences[0]).toMatch(/^checksum differs/);
  });

  it('fails on a lost document, naming its collection', () => {
    const lost = documents.filter((document) => document.path !== 'customPackages/c1/recipients/r1');
    const differences = compareSummaries(summarise(documents), summarise(lost));
    expect(differences[0]).toBe('customPackages/*/recipients: 1 documents expected, 0 found');
    expect(differences[1]).toMatch(/^checksum differs/);
  });

  it('fails on a document moved to another path', () => {
    const moved = documents.map((document) => (document.path === 'bookings/b1' ? { ...document, path: 'bookings/b9' } : document));
    expect(compareSummaries(summarise(documents), summarise(moved))).toEqual([expect.stringMatching(/^checksum differs/)]);
  });
});
