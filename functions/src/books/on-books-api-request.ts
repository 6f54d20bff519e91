import { getAuth } from 'firebase-admin/auth';
import { onRequest } from 'firebase-functions/v2/https';
import { defaultApp, firestore } from '../lib/admin';
import { logger } from '../lib/logger';
import { objectStore } from '../lib/storage/object-store-for-env';
import { handleBooksApi } from './books-api';

// /api/books/** (Hosting rewrite): the owner's Reports figures and CSV exports, and transfer slips.
export const booksApi = onRequest({ memory: '512MiB', timeoutSeconds: 120 }, async (req, res) => {
  const answer = await handleBooksApi(
    {
      db: firestore(),
      store: objectStore(),
      logger,
      now: () => new Date(),
      verifyIdToken: (token) => getAuth(defaultApp()).verifyIdToken(token, true),
    },
    {
      method: req.method,
      path: req.path,
      authorization: req.get('authorization'),
      query: req.query as Record<string, unknown>,
      body: req.is('application/json') ? req.body : undefined,
    },
  );
  res.set('Cache-Control', 'no-store');
  if ('file' in answer) {
    const { data, contentType, fileName, download } = answer.file;
    res.set('Content-Type', contentType);
    res.set('Content-Disposition', `${download ? 'attachment' : 'inline'}; filename="${fileName}"`);
    // A slip is a customer's upload: the browser must never read it as anything but its type.
    res.set('X-Content-Type-Options', 'nosniff');
    res.status(200).send(data);
  } else res.status(answer.status).json(answer.json);
});
