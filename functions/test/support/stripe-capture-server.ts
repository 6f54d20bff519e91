import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deliver, paidSession, stripeEvent } from './stripe-events';

// A local HTTP server standing in for Stripe: the functions' real `stripe` client is pointed at it
// (STRIPE_API_BASE_URL, emulator only). It answers Checkout Session creation as Stripe does (an
// Idempotency-Key seen before gets the same session back) and records each request. At the
// session's address it serves a stand-in of the hosted payment page: its "Pay" button sends the
// webhook Stripe would send, signed, and returns to the session's success_url.

export interface CreatedSession {
  id: string;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  /** The form fields as the client sent them, e.g. `line_items[0][price_data][unit_amount]`. */
  form: Record<string, string>;
  /** True when the key was seen before and the earlier session was returned. */
  replayed: boolean;
}

export interface StripeCaptureServer {
  url: string;
  sessions: CreatedSession[];
  /** The webhook deliveries the stand-in page made, with the function's answer. */
  deliveries: Array<{ sessionId: string; status: number }>;
  /** Refunds asked for (POST /v1/refunds), by payment intent, with their idempotency key. */
  refunds: Array<{ paymentIntent: string; idempotencyKey: string | undefined }>;
  close(): Promise<void>;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

const json = (res: ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

function payPage(session: CreatedSession): string {
  const amount = Number(session.form['line_items[0][price_data][unit_amount]']) / 100;
  const name = session.form['line_items[0][price_data][product_data][name]'] ?? '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Checkout stand-in</title><link rel="icon" href="data:,"></head>
<body style="font-family:sans-serif;max-width:28rem;margin:4rem auto">
<h1>Checkout stand-in</h1><p>${escapeHtml(name)}</p><p>Amount: ${amount.toFixed(2)} ${escapeHtml((session.form['line_items[0][price_data][currency]'] ?? '').toUpperCase())}</p>
<form method="post"><button type="submit">Pay</button></form>
<p><a href="${escapeHtml(session.form.cancel_url ?? '/')}">Back</a></p></body></html>`;
}

export async function startStripeCaptureServer(options: {
  port?: number;
  webhookUrl: string;
  webhookSecret: string;
}): Promise<StripeCaptureServer> {
  const sessions: CreatedSession[] = [];
  const deliveries: StripeCaptureServer['deliveries'] = [];
  const refunds: StripeCaptureServer['refunds'] = [];
  let base = '';
  const server = createServer(async (req, res) => {
    const raw = await readBody(req);
    const path = (req.url ?? '').split('?')[0];
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      const key = req.headers['idempotency-key'] as string | undefined;
      const earlier = key ? sessions.find((s) => s.idempotencyKey === key && !s.replayed) : undefined;
      const session: CreatedSession = {
        id: earlier?.id ?? `cs_test_${sessions.length + 1}_${Date.now().toString(36)}`,
        idempotencyKey: key,
        authorization: req.headers.authorization,
        form: Object.fromEntries(new URLSearchParams(raw)),
        replayed: Boolean(earlier),
      };
      sessions.push(session);
      const form = (earlier ?? session).form;
      return json(res, 200, {
        id: session.id,
        object: 'checkout.session',
        mode: form.mode,
        status: 'open',
        payment_status: 'unpaid',
        url: `${base}/pay/${session.id}`,
        success_url: form.success_url,
        cancel_url: form.cancel_url,
      });
    }
    if (req.method === 'POST' && path === '/v1/refunds') {
      const paymentIntent = new URLSearchParams(raw).get('payment_intent') ?? '';
      refunds.push({ paymentIntent, idempotencyKey: req.headers['idempotency-key'] as string | undefined });
      return json(res, 200, { id: `re_test_${refunds.length}`, object: 'refund', payment_intent: paymentIntent, status: 'succeeded' });
    }
    const pay = /^\/pay\/([\w]+)$/.exec(path);
    const session = pay && sessions.find((s) => s.id === pay[1] && !s.replayed);
    if (session && req.method === 'GET') return res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(payPage(session));
    if (session && req.method === 'POST') {
      const metadata = Object.fromEntries(
        Object.entries(session.form)
          .filter(([name]) => name.startsWith('metadata['))
          .map(([name, value]) => [name.slice('metadata['.length, -1), value]),
      );
      const amount = Number(session.form['line_items[0][price_data][unit_amount]']);
      const object = paidSession(metadata, amount, session.form['line_items[0][price_data][currency]'], { id: session.id });
      const answer = await deliver(options.webhookUrl, stripeEvent('checkout.session.completed', object), options.webhookSecret);
      deliveries.push({ sessionId: session.id, status: answer.status });
      const success = (session.form.success_url ?? '/').replace('{CHECKOUT_SESSION_ID}', session.id);
      return res.writeHead(303, { Location: success }).end();
    }
    return json(res, 404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path})` } });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    sessions,
    deliveries,
    refunds,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
