// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, UPLOAD_PART_BYTES, partRange } from '@common/media';
import { deleteLibraryPhoto } from './media-delete';
import { createPhotoUpload, type UploadState } from './media-upload';
import type { TransportAnswer, UploadTransport } from './media-upload-transport';

// A stand-in for the media API that keeps state as the real one does (sessions, parts by index,
// completion, cancel), so the client's behaviour is tested against the protocol, not canned answers.
// The real endpoint is tested in functions/test/integration/media-upload.test.ts.
function fakeApi(options: { dropPartOnce?: number; failPartAlways?: number; completeStatus?: number } = {}) {
  const sessions = new Map<string, { bytes: number; parts: Map<number, number> }>();
  const log: string[] = [];
  let dropped = false;
  const answer = (status: number, body: unknown = null): TransportAnswer => ({ status, body });
  const transport: UploadTransport = {
    async json(method, url, body) {
      log.push(`${method} ${url}`);
      if (method === 'POST' && url === '/api/media/uploads') {
        const { bytes } = body as { bytes: number };
        sessions.set('u1', { bytes, parts: new Map() });
        return answer(201, { id: 'u1', parts: Math.ceil(bytes / UPLOAD_PART_BYTES), received: [] });
      }
      const session = sessions.get('u1');
      if (method === 'GET') return session ? answer(200, { received: [...session.parts.keys()].sort() }) : answer(404, { error: 'gone' });
      if (method === 'DELETE') {
        sessions.delete('u1');
        return answer(204);
      }
      if (method === 'POST' && url.endsWith('/complete')) {
        if (options.completeStatus)
          return answer(options.completeStatus, { error: 'photo.jpg could not be used: it is damaged: its pixels could not be read.' });
        return answer(201, { id: 'u1', media: { filename: 'photo.jpg', variants: [] } });
      }
      return answer(404);
    },
    async sendPart(url, part, _signal, onProgress) {
      const index = Number(url.split('/').at(-1));
      log.push(`PUT part ${index}`);
      if (index === options.failPartAlways || (index === options.dropPartOnce && !dropped)) {
        dropped = true;
        throw new Error('network error');
      }
      onProgress(part.size / 2);
      onProgress(part.size);
      sessions.get('u1')!.parts.set(index, part.size);
      return answer(204);
    },
  };
  return { transport, log, sessions };
}

const fileOf = (bytes: number, name = 'photo.jpg', type = 'image/jpeg') => new File([new Uint8Array(bytes)], name, { type });

function upload(file: File, transport: UploadTransport) {
  const states: UploadState[] = [];
  const controller = createPhotoUpload(file, {
    onChange: (s) => states.push(s),
    transport,
    alt: 'Vows',
  });
  return { controller, states };
}

describe('the photo upload client', () => {
  it('sends a photo in parts with rising progress, then completes it', async () => {
    const api = fakeApi();
    const file = fileOf(2 * UPLOAD_PART_BYTES + 100);
    const { controller, states } = upload(file, api.transport);
    const end = await controller.start();
    expect(end).toMatchObject({ status: 'done', mediaId: 'u1' });
    expect(api.log).toEqual(['POST /api/media/uploads', 'PUT part 0', 'PUT part 1', 'PUT part 2', 'POST /api/media/uploads/u1/complete']);
    expect([...api.sessions.get('u1')!.parts.entries()]).toEqual(
      [0, 1, 2].map((i) => [i, partRange(file.size, i).end - partRange(file.size, i).start]),
    );
    const sent = states.flatMap((s) => (s.status === 'sending' ? [s.sent] : []));
    expect(sent).toEqual([...sent].sort((a, b) => a - b));
    expect(sent.at(-1)).toBe(file.size);
    expect(states.at(-2)).toEqual({ status: 'processing' });
  });

  it('retries a dropped part by itself', async () => {
    const api = fakeApi({ dropPartOnce: 1 });
    const { controller } = upload(fileOf(2 * UPLOAD_PART_BYTES), api.transport);
    expect((await controller.start()).status).toBe('done');
    expect(api.log.filter((l) => l === 'PUT part 1')).toHaveLength(2);
  });

  it('after a failure, a retry resumes: it asks which parts arrived and sends only the rest', async () => {
    const api = fakeApi({ failPartAlways: 1 });
    const file = fileOf(3 * UPLOAD_PART_BYTES);
    const { controller, states } = upload(file, api.transport);
    const failed = await controller.start();
    expect(failed).toEqual({
      status: 'failed',
      message: 'photo.jpg: the connection dropped. Retry to resume where it stopped.',
      canRetry: true,
    });
    // The connection comes back: the same upload carries on.
    api.log.length = 0;
    const healed = fakeApi();
    Object.assign(api.transport, { sendPart: healed.transport.sendPart });
    healed.sessions.set('u1', api.sessions.get('u1')!);
    expect((await controller.start()).status).toBe('done');
    expect(api.log).toEqual(['GET /api/media/uploads/u1', 'POST /api/media/uploads/u1/complete']);
    expect(healed.log).toEqual(['PUT part 1', 'PUT part 2']);
    expect(states.find((s) => s.status === 'sending' && s.sent === UPLOAD_PART_BYTES)).toBeDefined();
  });

  it('refuses a file over the limit or of another type before sending anything, naming it', async () => {
    const api = fakeApi();
    const big = await upload(fileOf(MAX_UPLOAD_BYTES + 1, 'huge.jpg'), api.transport).controller.start();
    expect(big).toEqual({ status: 'failed', message: 'huge.jpg is just over 40 MB: photos can be at most 40 MB.', canRetry: false });
    const pdf = await upload(fileOf(10, 'menu.pdf', 'application/pdf'), api.transport).controller.start();
    expect(pdf).toMatchObject({ status: 'failed', canRetry: false });
    expect((pdf as { message: string }).message).toMatch(/^menu\.pdf is not a photo/);
    expect(api.log).toEqual([]);
  });

  it('shows the server’s refusal of an unreadable file, and does not offer a retry', async () => {
    const api = fakeApi({ completeStatus: 422 });
    const end = await upload(fileOf(1000), api.transport).controller.start();
    expect(end).toEqual({
      status: 'failed',
      message: 'photo.jpg could not be used: it is damaged: its pixels could not be read.',
      canRetry: false,
    });
  });

  it('cancel stops sending and deletes the upload on the server', async () => {
    const api = fakeApi();
    const { controller, states } = upload(fileOf(2 * UPLOAD_PART_BYTES), api.transport);
    api.transport.sendPart = async (url) => {
      api.log.push(`PUT ${url}`);
      await controller.cancel();
      throw new DOMException('Aborted', 'AbortError');
    };
    const end = await controller.start();
    expect(end).toEqual({ status: 'cancelled' });
    expect(states.at(-1)).toEqual({ status: 'cancelled' });
    expect(api.log).toContain('DELETE /api/media/uploads/u1');
    expect(api.sessions.has('u1')).toBe(false);
  });
});

describe('deleting a library photo', () => {
  const answering = (status: number, body: unknown): UploadTransport => ({
    json: async (method, url) => {
      expect(method).toBe('DELETE');
      return { status, body: { ...(body as object), url } };
    },
    sendPart: async () => ({ status: 500, body: null }),
  });

  it('names the pages that still use it, and deletes with force once the owner agrees', async () => {
    const inUse = await deleteLibraryPhoto('m1', {
      transport: answering(409, { error: 'a.jpg is still used by a page.', usedBy: ['gallery/g1'] }),
    });
    expect(inUse).toEqual({ status: 'in-use', usedBy: ['gallery/g1'], message: 'a.jpg is still used by a page.' });
    let asked = '';
    const forced = await deleteLibraryPhoto('m1', {
      force: true,
      transport: { ...answering(204, {}), json: async (_m, url) => ((asked = url), { status: 204, body: null }) },
    });
    expect(forced).toEqual({ status: 'deleted' });
    expect(asked).toBe('/api/media/items/m1?force=true');
  });
});
