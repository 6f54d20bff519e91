import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { disableNetwork, enableNetwork } from 'firebase/firestore';
import { beforeAll, expect, it } from 'vitest';
import { clientGalleryData } from '@common/client-gallery.test-data';
import { COLLECTIONS, SUBCOLLECTIONS } from '@common/collections';
import { FAVOURITES_NOT_SAVED, favouritesSaved, favouritesSource, toggleFavourite, type LiveFavourite } from '@/data/client-galleries';
import { customerSession } from './support/emulators';

// A heart shows on the page before the server has it, while the server counts a selection from its
// own records. So "Buy", "Pay by bank transfer" and "Send my selection" first wait for the page's
// writes (favouritesSaved): here with the browser's connection cut, then back. Meanwhile the page
// reads the heart as `saving`, which the selection counts after every stamped one.

const GALLERY_ID = `data-favourites-${randomUUID().slice(0, 8)}`;
let session: Awaited<ReturnType<typeof customerSession>>;

beforeAll(async () => {
  session = await customerSession(`ada-${randomUUID().slice(0, 6)}@example.com`);
  const gallery = session.admin.collection(COLLECTIONS.clientGalleries).doc(GALLERY_ID);
  await gallery.set(clientGalleryData(session.uid, Timestamp.now()));
  for (const [order, fileName] of ['vows.jpg', 'rings.jpg'].entries())
    await gallery
      .collection(SUBCOLLECTIONS.galleryPhotos)
      .doc(`p${order + 1}`)
      .set({ fileName, set: 'Ceremony', order, hidden: false });
});

it('waits until the server has the favourite just tapped, and says so when it cannot get there', async () => {
  const { tab, uid, admin } = session;
  const stored = admin.collection(COLLECTIONS.clientGalleries).doc(GALLERY_ID).collection(SUBCOLLECTIONS.galleryFavourites).doc('p1');
  await disableNetwork(tab);
  const written = toggleFavourite(tab, GALLERY_ID, 'p1', uid, true, uid);
  await expect(favouritesSaved(tab, 300)).rejects.toThrow(FAVOURITES_NOT_SAVED);
  expect((await stored.get()).exists).toBe(false);

  await enableNetwork(tab);
  await favouritesSaved(tab);
  expect((await stored.get()).get('userId')).toBe(uid);
  await written;
});

it('reads a heart as saving while it is on its way, and as stamped by the server once there', async () => {
  const { tab, uid } = session;
  const answers: LiveFavourite[][] = [];
  let failed: Error | undefined;
  const stop = favouritesSource(tab, GALLERY_ID).listen!(
    (answer) => answers.push(answer.data),
    (error) => (failed = error),
  );
  // A listener that failed says why, instead of a poll waiting for an answer that never comes.
  const latest = () => {
    if (failed) throw failed;
    return answers.at(-1)?.find((favourite) => favourite.id === 'p2');
  };
  try {
    await disableNetwork(tab);
    const written = toggleFavourite(tab, GALLERY_ID, 'p2', uid, true, uid);
    await expect.poll(latest).toMatchObject({ saving: true });
    const estimate = latest()!.createdAt.getTime();
    await enableNetwork(tab);
    await written;
    await expect.poll(latest, { timeout: 15_000 }).toMatchObject({ saving: false });
    // The server's stamp, not the estimate made while offline.
    expect(latest()!.createdAt.getTime()).toBeGreaterThan(estimate);
  } finally {
    stop();
  }
});
