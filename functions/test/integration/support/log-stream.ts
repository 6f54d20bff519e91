import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import type { Socket } from 'node:net';

// The emulator suite's logging emulator streams every log line (the functions' structured logs
// included) over a WebSocket, replaying its history to each new client. Node 20 has no WebSocket
// client without a flag, so this reads the stream with a minimal RFC 6455 client: text frames only,
// which is all that server sends.

export interface LogBundle {
  level: string;
  message: string;
  timestamp: number;
  data: Record<string, unknown> & { user?: Record<string, unknown> };
}

export interface LogStream {
  bundles: LogBundle[];
  waitFor(match: (bundle: LogBundle) => boolean, timeoutMs?: number): Promise<LogBundle>;
  close(): void;
}

function parseFrames(state: { buffer: Buffer; partial: Buffer[] }, onText: (text: string) => void): void {
  for (;;) {
    const { buffer } = state;
    if (buffer.length < 2) return;
    const fin = (buffer[0] & 0x80) !== 0;
    const opcode = buffer[0] & 0x0f;
    let length = buffer[1] & 0x7f;
    let offset = 2;
    if (length === 126) {
      if (buffer.length < 4) return;
      length = buffer.readUInt16BE(2);
      offset = 4;
    } else if (length === 127) {
      if (buffer.length < 10) return;
      length = Number(buffer.readBigUInt64BE(2));
      offset = 10;
    }
    if (buffer[1] & 0x80) offset += 4; // a server never masks, but skip a mask key if present
    if (buffer.length < offset + length) return;
    const payload = buffer.subarray(offset, offset + length);
    state.buffer = buffer.subarray(offset + length);
    if (opcode === 1 || opcode === 0) {
      state.partial.push(payload);
      if (fin) {
        onText(Buffer.concat(state.partial).toString('utf8'));
        state.partial = [];
      }
    }
  }
}

export function openLogStream(host: string): Promise<LogStream> {
  const [hostname, port] = host.split(':');
  return new Promise((resolve, reject) => {
    const bundles: LogBundle[] = [];
    const waiters = new Set<() => void>();
    const req = request({
      hostname,
      port: Number(port),
      path: '/',
      headers: {
        Connection: 'Upgrade',
        Upgrade: 'websocket',
        'Sec-WebSocket-Version': '13',
        'Sec-WebSocket-Key': randomBytes(16).toString('base64'),
      },
    });
    req.on('response', (res) => reject(new Error(`Logging emulator at ${host} refused the WebSocket (${res.statusCode})`)));
    req.on('error', reject);
    req.on('upgrade', (_res, socket: Socket, head: Buffer) => {
      const state = { buffer: head, partial: [] as Buffer[] };
      const onText = (text: string) => {
        try {
          bundles.push(JSON.parse(text) as LogBundle);
        } catch {
          return;
        }
        for (const wake of waiters) wake();
      };
      socket.on('data', (chunk: Buffer) => {
        state.buffer = Buffer.concat([state.buffer, chunk]);
        parseFrames(state, onText);
      });
      parseFrames(state, onText);
      resolve({
        bundles,
        waitFor(match, timeoutMs = 45_000) {
          return new Promise((found, fail) => {
            const check = () => {
              const bundle = bundles.find(match);
              if (!bundle) return;
              cleanup();
              found(bundle);
            };
            const timer = setTimeout(() => {
              cleanup();
              fail(new Error(`No matching emulator log line within ${timeoutMs} ms (${bundles.length} lines seen)`));
            }, timeoutMs);
            const cleanup = () => {
              clearTimeout(timer);
              waiters.delete(check);
            };
            waiters.add(check);
            check();
          });
        },
        close: () => socket.destroy(),
      });
    });
    req.end();
  });
}
