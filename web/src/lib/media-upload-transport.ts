// How the upload client talks to the media API: JSON calls through fetch, and parts through
// XMLHttpRequest, the one browser API that reports upload progress. Tests pass their own.

export interface TransportAnswer {
  status: number;
  body: unknown;
}

export interface UploadTransport {
  json: (method: string, url: string, token: string, body: unknown, signal: AbortSignal) => Promise<TransportAnswer>;
  sendPart: (url: string, token: string, part: Blob, signal: AbortSignal, onProgress: (loaded: number) => void) => Promise<TransportAnswer>;
}

const parse = (text: string): unknown => {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
};

export const httpTransport: UploadTransport = {
  async json(method, url, token, body, signal) {
    const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal });
    return { status: response.status, body: parse(await response.text()) };
  },
  sendPart(url, token, part, signal, onProgress) {
    return new Promise((resolve, reject) => {
      const request = new XMLHttpRequest();
      request.open('PUT', url);
      request.setRequestHeader('Authorization', `Bearer ${token}`);
      request.setRequestHeader('Content-Type', 'application/octet-stream');
      request.upload.onprogress = (event) => onProgress(event.loaded);
      request.onload = () => resolve({ status: request.status, body: parse(request.responseText) });
      request.onerror = () => reject(new Error('network error'));
      request.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
      signal.addEventListener('abort', () => request.abort(), { once: true });
      request.send(part);
    });
  },
};
