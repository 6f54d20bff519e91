import { getAuth } from 'firebase-admin/auth';
import { onRequest } from 'firebase-functions/v2/https';
import { defaultApp, firestore } from '../lib/admin';
import { logger } from '../lib/logger';
import { handleBooksApi } from './books-api';

// /api/books/** (Hosting rewrite): the owner's Reports figures and CSV exports.
export const booksApi = onRequest({ memory: '512MiB', timeoutSeconds: 120 }, async (req, res) => {
  const answer = await handleBooksApi(
    { db: firestore(), logger, now: () => new Date(), verifyIdToken: (token) => getAuth(defaultApp()).verifyIdToken(token, true) },
    { method: req.method, path: req.path, authorization: req.get('authorization'), query: req.query as Record<string, unknown> },
  );
  res.set('Cache-Control', 'no-store');
  if ('csv' in answer) {
    res.set('Content-Type', 'text/csv; charset=utf-8');
    res.set('Content-Disposition', `attachment; filename="${answer.fileName}"`);
    res.status(200).send(answer.csv);
  } else res.status(answer.status).json(answer.json);
});
