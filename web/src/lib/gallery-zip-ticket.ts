import { galleryZipApi } from '@common/gallery-zip';
import { UserFacingError } from './user-facing-error';

// "Download all" links carry a short-lived ticket, since the browser's download of a link sends no
// ID token (functions/src/galleries/zip-tickets.ts). The page asks for one with the token first.

export async function requestZipTicket(idToken: string, galleryId: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(galleryZipApi.tickets(galleryId), { method: 'POST', headers: { Authorization: `Bearer ${idToken}` } });
  } catch {
    throw new UserFacingError('The download could not start: check your connection and try again.');
  }
  const body = (await response.json().catch(() => ({}))) as { ticket?: string; error?: string };
  if (response.ok && body.ticket) return body.ticket;
  throw new UserFacingError(body.error || `The download could not start (${response.status}): try again in a moment.`);
}
