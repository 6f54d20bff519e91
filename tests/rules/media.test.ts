import { collection, deleteDoc, doc, getDoc, getDocs, orderBy, query, setDoc, updateDoc, where, type Firestore } from 'firebase/firestore';
import { describe } from 'vitest';
import { mediaKeywords } from '@common/schemas';
import { ALLOW, NOBODY, OWNER_ONLY, accessMatrix, text, useRulesSuite, validationCases } from './helpers';
import { mediaDoc } from './fixtures';

// The media library: the upload function (Admin SDK) creates and deletes; the owner reads and edits
// alt text; nobody else sees it (pages carry what they show in their image refs).
const suite = useRulesSuite(() => ({ 'media/m1abc': mediaDoc() }));
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
      ['where it is used', { usedBy: [] }],
      ['the variants', { variants: [] }],
      ['the private original', { originalPath: 'originals/other/original.jpg' }],
    ]);
  });
});
