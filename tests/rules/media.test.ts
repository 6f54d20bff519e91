import { collection, deleteDoc, doc, getDoc, getDocs, orderBy, query, setDoc, updateDoc, where, type Firestore } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { mediaKeywords } from '@common/schemas';
import { ALLOW, NOBODY, OWNER_ONLY, accessMatrix, text, useRulesSuite, validationCases } from './helpers';
import { blog, galleryItem, mediaDoc, mediaImage } from './fixtures';
import { mediaUsage } from '../../web/src/data/media-usage';

// The media library: the upload function (Admin SDK) creates and deletes; the owner reads and edits
// alt text; nobody else sees it (pages carry what they show in their image refs).
const suite = useRulesSuite(() => ({
  'media/m1abc': mediaDoc(),
  // Pages showing the photo: the library's usage query finds these.
  'gallery/uses-photo': galleryItem({ image: mediaImage }),
  'blogs/uses-photo': blog({ cover: mediaImage }),
  'gallery/other': galleryItem(),
}));
const ref = (db: Firestore, id = 'm1abc') => doc(db, 'media', id);
const newAlt = (alt: string) => ({ alt, keywords: mediaKeywords({ filename: 'vows-at-dusk.jpg', alt }) });

describe('media', () => {
  accessMatrix(suite, {
    'get a photo': [(a) => getDoc(ref(a.db)), OWNER_ONLY],
    'list the library': [(a) => getDocs(collection(a.db, 'media')), OWNER_ONLY],
    'list the library as the owner searches it': [
      (a) => getDocs(query(collection(a.db, 'media'), where('keywords', 'array-contains', 'vows'), orderBy('createdAt', 'desc'))),
      OWNER_ONLY,
    ],
    // Where a photo is used (web/src/data/media.ts mediaUsage): only the owner may ask.
    'list the gallery items showing a photo': [
      (a) => getDocs(query(collection(a.db, 'gallery'), where('image.mediaId', 'in', ['m1abc']))),
      OWNER_ONLY,
    ],
    'list the posts whose cover is a photo': [
      (a) => getDocs(query(collection(a.db, 'blogs'), where('cover.mediaId', 'in', ['m1abc']))),
      OWNER_ONLY,
    ],
    'create a photo (only the upload function does)': [(a) => setDoc(ref(a.db, 'new'), mediaDoc()), NOBODY],
    'change the alt text': [(a) => updateDoc(ref(a.db), newAlt('Vows under the arch')), OWNER_ONLY],
    'delete a photo (only the function does, with its files)': [(a) => deleteDoc(ref(a.db)), NOBODY],
  });

  describe('the owner edits the alt text and its keywords, nothing else', () => {
    validationCases(suite, 'owner', (a, data) => updateDoc(ref(a.db), data), null, [
      ['alt and keywords', newAlt('Vows at dusk on the cliff'), ALLOW],
      ['an empty alt (a decorative photo)', newAlt(''), ALLOW],
      ['alt over 200 characters', { alt: text(201) }],
      ['alt as a number', { alt: 7 }],
      ['keywords as a string', { alt: 'x', keywords: 'vows' }],
      ['the file name', { filename: 'renamed.jpg' }],
      ['the size', { bytes: 1 }],
      ['the variants', { variants: [] }],
      ['the private original', { originalPath: 'originals/other/original.jpg' }],
    ]);
  });
});

describe('where photos are used (the query of the media library, web/src/data/media-usage.ts)', () => {
  it('finds, for each photo, the pages whose image field shows it', async () => {
    const uses = await mediaUsage(suite.actor('owner').db, ['m1abc', 'unused']);
    expect(Object.fromEntries(uses)).toEqual({ m1abc: ['blogs/uses-photo', 'gallery/uses-photo'], unused: [] });
    suite.keepSeed();
  });

  it('is for the owner only', async () => {
    await expect(mediaUsage(suite.actor('customerA').db, ['m1abc'])).rejects.toThrow(/permission/i);
    suite.keepSeed();
  });
});
