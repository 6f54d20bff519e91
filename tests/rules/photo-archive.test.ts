import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type DocumentData,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { watermarkSettingsSchema } from '@common/schemas';
import { aWhileAgo } from './fixtures';
import { ALLOW, EVERYONE, NOBODY, OWNER_ONLY, accessMatrix, useRulesSuite, validationCases, type Actor } from './helpers';

// Issue 38: archive/{id}, the records of the photo archive (owner reads; only the functions write),
// and settings/watermark, the proofs' watermark (public like every settings document; the owner
// writes its look, the upload function alone its image).

const SHA = 'a'.repeat(64);
const record = (over: DocumentData = {}) => ({
  kind: 'gallery',
  galleryId: 'g1',
  photoId: 'p1',
  fileName: 'DSC_0001.jpg',
  contentType: 'image/jpeg',
  path: 'galleries/g1/p1/original.jpg',
  bytes: 123456,
  sha256: SHA,
  set: 'Ceremony',
  order: 1,
  alt: null,
  archivedAt: aWhileAgo,
  retainUntil: aWhileAgo,
  restoredAt: null,
  ...over,
});
const IMAGE = { path: `watermarks/${'b'.repeat(64)}.png`, width: 800, height: 200, sha256: 'b'.repeat(64) };
const watermark = (over: DocumentData = {}) => ({
  mark: 'name',
  text: 'Style & Story',
  position: 'tiled',
  opacity: 35,
  image: null,
  updatedAt: serverTimestamp(),
  ...over,
});

const suite = useRulesSuite(() => ({
  'archive/gallery_g1_p1': record(),
  'archive/media_m1': record({
    kind: 'media',
    galleryId: null,
    photoId: 'm1',
    path: 'originals/m1/original.jpg',
    set: null,
    order: null,
    alt: 'A lake',
  }),
}));

const archived = (a: Actor, id: string) => doc(a.db, 'archive', id);
const settings = (a: Actor) => doc(a.db, 'settings', 'watermark');
/** The stored settings as the upload function leaves them: an image mark. */
const withImage = () =>
  suite.withRulesOff((db) => setDoc(doc(db, 'settings', 'watermark'), watermark({ mark: 'image', image: IMAGE, updatedAt: aWhileAgo })));

describe('archive records', () => {
  accessMatrix(suite, {
    'get a record': [(a) => getDoc(archived(a, 'gallery_g1_p1')), OWNER_ONLY],
    'list them': [(a) => getDocs(collection(a.db, 'archive')), OWNER_ONLY],
    "list a gallery's (where galleryId ==)": [
      (a) => getDocs(query(collection(a.db, 'archive'), where('galleryId', '==', 'g1'))),
      OWNER_ONLY,
    ],
    'create one': [(a) => setDoc(archived(a, 'gallery_g1_p2'), record({ photoId: 'p2' })), NOBODY],
    'change its checksum': [(a) => updateDoc(archived(a, 'gallery_g1_p1'), { sha256: 'c'.repeat(64) }), NOBODY],
    'mark it restored': [(a) => updateDoc(archived(a, 'media_m1'), { restoredAt: serverTimestamp() }), NOBODY],
    'delete one (the copy’s record goes only with its retention)': [(a) => deleteDoc(archived(a, 'media_m1')), NOBODY],
  });
});

describe('settings/watermark', () => {
  accessMatrix(suite, {
    'get it': [(a) => getDoc(settings(a)), EVERYONE],
    'write the studio’s name as the mark': [(a) => setDoc(settings(a), watermark()), OWNER_ONLY],
    'write an image of its own': [(a) => setDoc(settings(a), watermark({ mark: 'image', image: IMAGE })), NOBODY],
    delete: [(a) => deleteDoc(settings(a)), NOBODY],
  });

  describe("the owner's form", () => {
    validationCases(suite, 'owner', (a, data) => setDoc(settings(a), data), watermarkSettingsSchema, [
      ['the studio’s name, repeated, 35 %', watermark(), ALLOW],
      ['bottom right at 90 %', watermark({ position: 'bottom-right', opacity: 90 }), ALLOW],
      ['an image mark with no image uploaded', watermark({ mark: 'image' })],
      ['a mark of another kind', watermark({ mark: 'logo' })],
      ['empty words', watermark({ text: '' })],
      ['61 characters', watermark({ text: 'x'.repeat(61) })],
      ['a position off the photo', watermark({ position: 'outside' })],
      ['opacity 5 %', watermark({ opacity: 5 })],
      ['opacity 95 %', watermark({ opacity: 95 })],
      ['opacity 35.5 %', watermark({ opacity: 35.5 })],
    ]);
  });

  describe('authority: the server’s time, and only the known fields', () => {
    validationCases(suite, 'owner', (a, data) => setDoc(settings(a), data), null, [
      ['a time of its own', watermark({ updatedAt: aWhileAgo })],
      ['an extra field', watermark({ tiles: 4 })],
    ]);
  });

  it('keeps the uploaded image: the owner moves the mark, and cannot swap or drop the image', async () => {
    await withImage();
    const owner = suite.actor('owner');
    await assertSucceeds(setDoc(settings(owner), watermark({ mark: 'image', image: IMAGE, position: 'center', opacity: 50 })));
    await assertSucceeds(setDoc(settings(owner), watermark({ mark: 'name', image: IMAGE })));
    await assertFails(setDoc(settings(owner), watermark({ mark: 'image', image: { ...IMAGE, sha256: 'c'.repeat(64) } })));
    await assertFails(setDoc(settings(owner), watermark({ mark: 'image', image: null })));
    await assertFails(setDoc(settings(suite.actor('customerA')), watermark({ mark: 'image', image: IMAGE })));
  });
});
