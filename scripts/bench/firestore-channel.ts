// What Firestore's Listen channel carried during one page load, as the browser saw it (CDP), so a
// gallery load that never shows its photos can say where it stopped: the targets the SDK added, the
// numbered messages each answer carried (the handshake's and the back channel's) and the target
// changes among them. Read only when a load stalls; it costs nothing otherwise.
import type { CDPSession } from 'playwright-core';

const CHANNEL = '/Listen/channel';

/** "messages 1–310" for a WebChannel frame's numbered messages ([[1,[…]],[2,[…]],…]). */
function messageRange(text: string): string {
  const ids = [...text.matchAll(/\[(\d+),\[/g)].map((match) => Number(match[1]));
  return ids.length ? `messages ${Math.min(...ids)}–${Math.max(...ids)}` : 'no messages';
}

/** The first numbered message in a frame, if any. */
const firstMessage = (text: string) => Number(text.match(/\[(\d+),\[/)?.[1] ?? Number.NaN);

/**
 * Starts recording on `cdp` (Network enabled); `lines()` is the record so far, one event a line.
 * `lostAtStart()` is how many messages the session's first back channel (AID=0) never carried:
 * the Firestore emulator closes the handshake's connection just after answering it, Chromium sends
 * the back channel on that connection, the emulator takes it, and when Chromium sends it again on
 * a new connection, the emulator does not send again what it wrote (docs/speed.md, issue 41).
 */
export function watchFirestoreChannel(cdp: CDPSession): { lines: () => string[]; lostAtStart: () => number } {
  const startedAt = Date.now();
  const lines: string[] = [];
  const say = (line: string) => lines.push(`${Date.now() - startedAt} ms ${line}`);
  const backChannels = new Set<string>();
  const forwardChannels = new Set<string>();
  // The back channel asking from AID=0, and the first message it carried.
  let firstBackChannel: string | undefined;
  let firstCarried = Number.POSITIVE_INFINITY;
  const carried = (requestId: string, text: string) => {
    const first = firstMessage(text);
    if (requestId === firstBackChannel && first < firstCarried) firstCarried = first;
  };
  cdp.on('Network.requestWillBeSent', ({ request, requestId }) => {
    if (!request.url.includes(CHANNEL)) return;
    if (request.method === 'GET') {
      backChannels.add(requestId);
      if (/[?&]AID=0(&|$)/.test(request.url)) firstBackChannel ??= requestId;
      say(`GET (back channel) ${request.url.match(/AID=\d+/)?.[0] ?? ''}`);
      return;
    }
    forwardChannels.add(requestId);
    const body = decodeURIComponent(request.postData ?? '');
    const added = [...body.matchAll(/"targetId":(\d+)/g)].map((match) => match[1]);
    const removed = [...body.matchAll(/"removeTarget":(\d+)/g)].map((match) => match[1]);
    say(`POST: targets added ${added.join(', ') || 'none'}, removed ${removed.join(', ') || 'none'}`);
  });
  // The back channel streams: its bytes are read as they arrive, not at the end.
  cdp.on('Network.responseReceived', ({ requestId }) => {
    if (!backChannels.has(requestId)) return;
    cdp.send('Network.streamResourceContent', { requestId }).then(
      ({ bufferedData }) => {
        const text = Buffer.from(bufferedData, 'base64').toString();
        carried(requestId, text);
        say(`back channel opened, ${messageRange(text)} already there`);
      },
      (error: Error) => say(`back channel not readable: ${error.message}`),
    );
  });
  cdp.on('Network.dataReceived', ({ requestId, data }) => {
    if (!backChannels.has(requestId) || !data) return;
    const frame = Buffer.from(data, 'base64').toString();
    carried(requestId, frame);
    const changes = (frame.match(/"targetChange":\{"targetChangeType":"\w+","targetIds":\[[\d,]*\]/g) ?? []).map((change) =>
      change.replace(/"targetChange":\{"targetChangeType":"(\w+)","targetIds":\[([\d,]*)\]/, '$1 $2'),
    );
    const documents = (frame.match(/"documentChange"/g) ?? []).length;
    say(`back channel: ${messageRange(frame)}, ${documents} documents${changes.length ? `, ${changes.join('; ')}` : ''}`);
  });
  cdp.on('Network.loadingFinished', ({ requestId }) => {
    if (backChannels.has(requestId)) say('back channel closed');
    if (!forwardChannels.has(requestId)) return;
    cdp.send('Network.getResponseBody', { requestId }).then(
      ({ body }) => say(`POST answered: ${messageRange(body)}, ${body.length} characters`),
      (error: Error) => say(`POST answer not readable: ${error.message}`),
    );
  });
  return { lines: () => [...lines], lostAtStart: () => (Number.isFinite(firstCarried) ? firstCarried - 1 : 0) };
}
