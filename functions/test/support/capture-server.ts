import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local HTTP server standing in for SendGrid's v3 API: the real @sendgrid client is pointed at
// it and every request is recorded. Answers 202 like SendGrid; or, to play an outage, a 5xx, or
// nothing at all (the request hangs until the client's timeout) when `answer` says so.

/** How to answer one request: SendGrid's 202, an HTTP error status, or never ('hang'). */
export type Answer = 'accept' | 'hang' | number;

export interface SendGridAddress {
  email: string;
  name?: string;
}

export interface SendGridMailBody {
  personalizations: Array<{ to: SendGridAddress[] }>;
  from: SendGridAddress;
  reply_to?: SendGridAddress;
  subject: string;
  content: Array<{ type: string; value: string }>;
  categories?: string[];
  custom_args?: Record<string, string>;
  attachments?: Array<{ filename: string; type?: string; content: string; disposition?: string }>;
}

export interface CapturedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: SendGridMailBody;
  /** The status the server answered with (0: it never answered). */
  status: number;
}

export interface CaptureServer {
  url: string;
  port: number;
  requests: CapturedRequest[];
  /** Changes how later requests are answered (e.g. an outage, then recovery). */
  setAnswer(answer: (body: SendGridMailBody) => Answer): void;
  /** Resolves with the matching requests once there are at least `count` of them. */
  waitFor(match: (request: CapturedRequest) => boolean, options?: { count?: number; timeoutMs?: number }): Promise<CapturedRequest[]>;
  /**
   * Resolves once no request has come for `quietMs` (at most `timeoutMs` in all): a suite whose
   * triggers a busy emulator runs late lets them finish before it closes, so the next suite's
   * emails are not queued behind its own.
   */
  quiet(options?: { quietMs?: number; timeoutMs?: number }): Promise<void>;
  close(): Promise<void>;
}

export function recipients(request: CapturedRequest): string[] {
  return request.body.personalizations.flatMap((p) => p.to.map((to) => to.email));
}

export function content(request: CapturedRequest, type: 'text/plain' | 'text/html'): string {
  const part = request.body.content.find((c) => c.type === type);
  if (!part) throw new Error(`The captured email has no ${type} part`);
  return part.value;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export async function startCaptureServer(
  options: { port?: number; failFor?: (body: SendGridMailBody) => boolean; answer?: (body: SendGridMailBody) => Answer } = {},
): Promise<CaptureServer> {
  const requests: CapturedRequest[] = [];
  let answer = options.answer ?? ((body: SendGridMailBody): Answer => (options.failFor?.(body) ? 500 : 'accept'));
  const waiters = new Set<() => void>();
  let lastRequestAt = Date.now();
  const server = createServer(async (req, res) => {
    const raw = await readBody(req);
    let body: SendGridMailBody;
    try {
      body = JSON.parse(raw) as SendGridMailBody;
    } catch {
      res.writeHead(400, { 'Content-Type': 'application/json' }).end('{"errors":[{"message":"not JSON"}]}');
      return;
    }
    const known = req.method === 'POST' && req.url === '/v3/mail/send';
    const chosen = known ? answer(body) : 404;
    const status = chosen === 'accept' ? 202 : chosen === 'hang' ? 0 : chosen;
    requests.push({ method: req.method ?? '', path: req.url ?? '', authorization: req.headers.authorization, body, status });
    lastRequestAt = Date.now();
    if (status === 202) res.writeHead(202).end();
    else if (status !== 0)
      res
        .writeHead(status, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ errors: [{ message: known ? 'Simulated SendGrid failure' : 'Unknown path' }] }));
    for (const wake of waiters) wake();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    setAnswer(next) {
      answer = next;
    },
    waitFor(match, { count = 1, timeoutMs = 45_000 } = {}) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = requests.filter(match);
          if (found.length < count) return false;
          cleanup();
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(
            new Error(`Capture server: expected ${count} matching request(s) within ${timeoutMs} ms, got ${requests.filter(match).length}`),
          );
        }, timeoutMs);
        const wake = () => void check();
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(wake);
        };
        waiters.add(wake);
        check();
      });
    },
    async quiet({ quietMs = 5_000, timeoutMs = 90_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() - lastRequestAt < quietMs && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
