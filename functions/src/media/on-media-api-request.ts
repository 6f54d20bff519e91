import { onRequest } from 'firebase-functions/v2/https';
import { handleMediaApi } from './media-api';
import { mediaApiDeps } from './media-deps';

// /api/media/** (Hosting rewrite): uploads and deletions. Decoding a 40 MB photograph takes memory
// and seconds, so few requests share an instance and each may take minutes.
export const mediaApi = onRequest({ memory: '2GiB', timeoutSeconds: 300, concurrency: 4 }, async (req, res) => {
  const answer = await handleMediaApi(mediaApiDeps(), {
    method: req.method,
    path: req.path,
    authorization: req.get('authorization'),
    body: req.is('application/json') ? req.body : undefined,
    rawBody: req.rawBody,
    query: req.query as Record<string, unknown>,
  });
  res.set('Cache-Control', 'no-store');
  if (answer.body === undefined) res.status(answer.status).end();
  else res.status(answer.status).json(answer.body);
});
