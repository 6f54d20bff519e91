import { onRequest } from 'firebase-functions/v2/https';
import { objectStore } from '../lib/storage/object-store-for-env';
import { serveMedia } from './serve-media';

// /media/** (Hosting rewrite): public variants. Light work, many at once.
export const media = onRequest({ memory: '256MiB', concurrency: 80 }, async (req, res) => {
  const answer = await serveMedia(objectStore(), req.method, req.path);
  res.status(answer.status).set(answer.headers);
  if (answer.body) answer.body.on('error', () => res.destroy()).pipe(res);
  else res.end(answer.text);
});
