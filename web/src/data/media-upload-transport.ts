import { exchange, idToken, jsonOf, type CallCopy } from './functions-client';

// How the upload client talks to the media API (/api/media, as the signed-in owner): JSON calls
// through the functions' client, and parts through XMLHttpRequest, the one browser API that reports
// upload progress. Tests pass their own.

/** @internal Exported for its tests only. */
export interface TransportAnswer {
  status: number;
  body: unknown;
}

export interface UploadTransport {
  json: (method: string, url: string, body: unknown, signal: AbortSignal) => Promise<TransportAnswer>;
  sendPart: (url: string, part: Blob, signal: AbortSignal, onProgress: (loaded: number) => void) => Promise<TransportAnswer>;
}

/** The upload and delete name the file in their own messages; these say who must sign in. */
const MEDIA_CALLS: Pick<CallCopy, 'signedOut' | 'unreachable'> = {
  signedOut: 'You were signed out: sign in again to upload or delete photos.',
  unreachable: 'The connection dropped.',
};

export const httpTransport: UploadTransport = {
  json: (method, url, body, signal) => exchange(method, url, MEDIA_CALLS, { body, signal }),
  async sendPart(url, part, signal, onProgress) {
    const token = await idToken(MEDIA_CALLS.signedOut);
    return new Promise((resolve, reject) => {
      const request = new XMLHttpRequest();
      request.open('PUT', url);
      request.setRequestHeader('Authorization', `Bearer ${token}`);
      request.setRequestHeader('Content-Type', 'application/octet-stream');
      request.upload.onprogress = (event) => onProgress(event.loaded);
      request.onload = () => resolve({ status: request.status, body: jsonOf(request.responseText) });
      request.onerror = () => reject(new Error('network error'));
      request.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
      signal.addEventListener('abort', () => request.abort(), { once: true });
      request.send(part);
    });
  },
};
