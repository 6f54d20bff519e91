import { mediaApi } from '@common/media';
import { httpTransport, type UploadTransport } from './media-upload-transport';

export type DeleteOutcome =
  | { status: 'deleted' }
  /** Still shown by these documents ("gallery/<id>"): ask the owner, then delete with force. */
  | { status: 'in-use'; usedBy: string[]; message: string }
  | { status: 'failed'; message: string };

/** Deletes a library photo and its files through the media API (no client may delete it in Firestore). */
export async function deleteLibraryPhoto(
  mediaId: string,
  options: { getIdToken: () => Promise<string>; force?: boolean; transport?: UploadTransport },
): Promise<DeleteOutcome> {
  const transport = options.transport ?? httpTransport;
  const url = `${mediaApi.media(mediaId)}${options.force ? '?force=true' : ''}`;
  try {
    const answer = await transport.json('DELETE', url, await options.getIdToken(), undefined, new AbortController().signal);
    const body = (answer.body ?? {}) as { error?: string; usedBy?: string[] };
    if (answer.status === 204) return { status: 'deleted' };
    if (answer.status === 409 && body.usedBy)
      return { status: 'in-use', usedBy: body.usedBy, message: body.error ?? 'This photo is still used.' };
    return { status: 'failed', message: body.error ?? `The photo could not be deleted (error ${answer.status}).` };
  } catch {
    return { status: 'failed', message: 'The photo could not be deleted: the connection dropped. Try again.' };
  }
}
