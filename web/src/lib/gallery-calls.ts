import type { GalleryUrlsAnswer } from '@common/schemas';
import { UserFacingError } from './user-facing-error';

// The gallery functions are callables (onCall) reached through Hosting rewrites: the callable
// protocol is a POST of {data} with the ID token, answered {result} or {error: {status, message}}.
// A plain fetch speaks it, so the app does not bundle the Functions SDK (firebase/unused-sdks.ts).

const GALLERY_CALLS = { photoUrls: '/api/galleries/photo-urls', events: '/api/galleries/events' } as const;

export type GalleryEventRequest = { kind: 'opened' | 'selection' | 'reopen' } | { kind: 'download'; photoId: string; size: 'web' | 'full' };

interface GalleryEventAnswer {
  recorded: boolean;
  url?: string;
  count?: number;
}

async function callGallery<T>(path: string, idToken: string, data: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${idToken}` },
      body: JSON.stringify({ data }),
    });
  } catch {
    throw new UserFacingError('The gallery could not be reached: check your connection and try again.');
  }
  const body = (await response.json().catch(() => ({}))) as { result?: T; error?: { message?: string } };
  if (response.ok && body.result !== undefined) return body.result;
  throw new UserFacingError(body.error?.message || `The gallery answered with an error (${response.status}): try again in a moment.`);
}

export const fetchPhotoUrls = (idToken: string, galleryId: string, photoIds?: readonly string[]) =>
  callGallery<GalleryUrlsAnswer>(GALLERY_CALLS.photoUrls, idToken, { galleryId, photoIds });

export const sendGalleryEvent = (idToken: string, galleryId: string, event: GalleryEventRequest) =>
  callGallery<GalleryEventAnswer>(GALLERY_CALLS.events, idToken, { galleryId, ...event });
