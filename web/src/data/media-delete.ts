import { mediaApi } from '@common/media';
import { serverMessage, SignedOut } from './functions-client';
import { httpTransport, type UploadTransport } from './media-upload-transport';

type DeleteOutcome =
  | { status: 'deleted' }
  /** Still shown by these documents ("gallery/<id>"): ask the owner, then delete with force. */
  | { status: 'in-use'; usedBy: string[]; message: string }
  | { status: 'failed'; message: string };

/** Deletes a library photo and its files through the media API (no client may delete it in Firestore). */
export async function deleteLibraryPhoto(
  mediaId: string,
  options: { force?: boolean; transport?: UploadTransport } = {},
): Promise<DeleteOutcome> {
  const transport = options.transport ?? httpTransport;
  const url = `${mediaApi.media(mediaId)}${options.force ? '?force=true' : ''}`;
  try {
    const answer = await transport.json('DELETE', url, undefined, new AbortController().signal);
    const { usedBy } = (answer.body ?? {}) as { usedBy?: string[] };
    const said = serverMessage(answer.body);
    if (answer.status === 204) return { status: 'deleted' };
    if (answer.status === 409 && usedBy) return { status: 'in-use', usedBy, message: said ?? 'This photo is still used.' };
    return { status: 'failed', message: said ?? `The photo could not be deleted (error ${answer.status}).` };
  } catch (error) {
    if (error instanceof SignedOut) return { status: 'failed', message: error.message };
    return { status: 'failed', message: 'The photo could not be deleted: the connection dropped. Try again.' };
  }
}
