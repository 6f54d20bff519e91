import { mediaApi, partCount, partRange, uploadRefusal } from '@common/media';
import type { Media } from '@common/schemas';
import { UserFacingError } from '@/lib/user-facing-error';
import { serverMessage, SignedOut } from './functions-client';
import { httpTransport, type UploadTransport } from './media-upload-transport';

// One photograph's upload through the media API (docs/photos.md): checked here before a byte is
// sent, then sent in parts with progress, resumable (a retry asks which parts arrived and sends the
// rest), cancellable (the session and its parts are deleted). Every message names the file.

export type UploadState =
  | { status: 'waiting' }
  | { status: 'sending'; sent: number; total: number }
  | { status: 'processing' }
  | { status: 'done'; mediaId: string; media: Omit<Media, 'createdAt'> }
  | { status: 'failed'; message: string; canRetry: boolean }
  | { status: 'cancelled' };

interface UploadOptions {
  onChange: (state: UploadState) => void;
  alt?: string;
  /** Into a set of a client gallery instead of the media library (docs/galleries.md). */
  gallery?: { galleryId: string; set: string };
  transport?: UploadTransport;
}

export interface PhotoUpload {
  readonly file: File;
  /** Starts, or resumes after a failure, sending only the parts the server lacks. */
  start: () => Promise<UploadState>;
  /** Stops sending and deletes the upload on the server; does nothing once processing began. */
  cancel: () => Promise<void>;
}

/** A part that fails this often in a row (dropped connection, server busy) ends the upload as failed, retryable. */
const PART_ATTEMPTS = 3;
const RETRY_DELAY_MS = 1_000;

class UploadFailure extends Error {
  constructor(
    message: string,
    readonly canRetry: boolean,
  ) {
    super(message);
  }
}

export function createPhotoUpload(file: File, options: UploadOptions): PhotoUpload {
  const transport = options.transport ?? httpTransport;
  let uploadId: string | null = null;
  let controller = new AbortController();
  let cancelled = false;
  let state: UploadState = { status: 'waiting' };
  const set = (next: UploadState) => {
    state = next;
    options.onChange(next);
    return next;
  };

  async function call(method: string, url: string, body?: unknown) {
    try {
      return await transport.json(method, url, body, controller.signal);
    } catch (error) {
      if (cancelled || error instanceof SignedOut) throw error;
      throw new UploadFailure(`${file.name}: the connection dropped. Retry to resume where it stopped.`, true);
    }
  }

  function refused(status: number, body: unknown, doing: string): never {
    const message = serverMessage(body) ?? `${file.name} could not be ${doing} (error ${status}).`;
    // Refusals of the file itself (type, size, unreadable) will not change on a retry.
    throw new UploadFailure(message, ![400, 413, 415, 422].includes(status));
  }

  async function sendPart(index: number, before: number, total: number) {
    const { start, end } = partRange(file.size, index);
    for (let attempt = 1; ; attempt++) {
      try {
        const answer = await transport.sendPart(mediaApi.part(uploadId!, index), file.slice(start, end), controller.signal, (loaded) =>
          set({ status: 'sending', sent: before + loaded, total }),
        );
        if (answer.status === 204) return;
        if (answer.status < 500 || attempt >= PART_ATTEMPTS) refused(answer.status, answer.body, 'sent');
      } catch (error) {
        if (cancelled || error instanceof UploadFailure || error instanceof SignedOut) throw error;
        if (attempt >= PART_ATTEMPTS)
          throw new UploadFailure(`${file.name}: the connection dropped. Retry to resume where it stopped.`, true);
      }
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS * attempt));
    }
  }

  async function run(): Promise<UploadState> {
    const refusal = uploadRefusal(file);
    if (refusal) return set({ status: 'failed', message: refusal.message, canRetry: false });
    controller = new AbortController();
    let received = new Set<number>();
    if (uploadId) {
      const status = await call('GET', mediaApi.upload(uploadId));
      if (status.status === 404) uploadId = null;
      else if (status.status !== 200) refused(status.status, status.body, 'resumed');
      else received = new Set((status.body as { received: number[] }).received);
    }
    if (!uploadId) {
      const { gallery } = options;
      const created = await call('POST', mediaApi.uploads, {
        filename: file.name,
        contentType: file.type,
        bytes: file.size,
        ...(gallery ? { gallery } : {}),
      });
      if (created.status !== 201) refused(created.status, created.body, 'uploaded');
      uploadId = (created.body as { id: string }).id;
    }
    const parts = partCount(file.size);
    let sent = [...received].reduce((sum, index) => sum + partRange(file.size, index).end - partRange(file.size, index).start, 0);
    set({ status: 'sending', sent, total: file.size });
    for (let index = 0; index < parts; index++) {
      if (received.has(index)) continue;
      await sendPart(index, sent, file.size);
      sent += partRange(file.size, index).end - partRange(file.size, index).start;
    }
    set({ status: 'processing' });
    const done = await call('POST', mediaApi.complete(uploadId), { alt: options.alt ?? '', galleryId: options.gallery?.galleryId });
    if (done.status !== 200 && done.status !== 201) {
      // The file itself was refused (unreadable): the server removed the upload already.
      if (done.status === 422) uploadId = null;
      refused(done.status, done.body, 'stored');
    }
    const { id, media } = done.body as { id: string; media: Omit<Media, 'createdAt'> };
    return set({ status: 'done', mediaId: id, media });
  }

  return {
    file,
    async start() {
      if (cancelled || state.status === 'done' || state.status === 'sending' || state.status === 'processing') return state;
      try {
        return await run();
      } catch (error) {
        if (cancelled) return state;
        const why = error instanceof UserFacingError ? error.message : String(error);
        const failure = error instanceof UploadFailure ? error : new UploadFailure(`${file.name} could not be uploaded: ${why}`, true);
        return set({ status: 'failed', message: failure.message, canRetry: failure.canRetry });
      }
    },
    async cancel() {
      // Once the parts are all sent the photo is being made: too late to cancel (delete it instead).
      if (cancelled || state.status === 'done' || state.status === 'processing') return;
      cancelled = true;
      controller.abort();
      set({ status: 'cancelled' });
      if (uploadId) {
        // Best effort: an upload nobody finishes is swept after a day anyway.
        await transport.json('DELETE', mediaApi.upload(uploadId), undefined, new AbortController().signal).catch(() => undefined);
      }
    },
  };
}
