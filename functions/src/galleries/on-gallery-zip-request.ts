import { getAuth } from 'firebase-admin/auth';
import { onRequest } from 'firebase-functions/v2/https';
import { defaultApp, firestore } from '../lib/admin';
import { logger } from '../lib/logger';
import { objectStore } from '../lib/storage/object-store-for-env';
import { handleGalleryZip } from './zip-request';

// /api/gallery-zip/** (Hosting rewrite): a gallery's "download all", one part (up to 1 GB) per
// request. Streaming holds little memory, but a part takes as long as the customer's connection
// needs to fetch it: the longest timeout an HTTP function may have (an hour).
export const galleryZip = onRequest({ memory: '512MiB', timeoutSeconds: 3600, concurrency: 20 }, async (req, res) => {
  const answer = await handleGalleryZip(
    {
      db: firestore(),
      store: objectStore(),
      logger,
      now: () => Date.now(),
      // checkRevoked: a signed-out or disabled account stops getting tickets at once.
      verifyIdToken: (token) => getAuth(defaultApp()).verifyIdToken(token, true),
    },
    { method: req.method, path: req.path, query: req.query as Record<string, unknown>, authorization: req.get('authorization') },
  );
  res.status(answer.status).set(answer.headers);
  if (answer.stream) await answer.stream(res);
  else if (answer.json !== undefined) res.json(answer.json);
  else res.end(answer.text);
});
