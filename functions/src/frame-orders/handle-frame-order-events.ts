import { FRAME_ORDER_STATUSES, frameOrderSchema } from '../../../common/schemas/orders';
import type { OrderMailDeps } from '../lib/mail-deps';
import { sendOnce } from '../lib/outbox';
import { readStudioSettings } from '../lib/studio-settings';
import { frameOrderPlacedEmail, frameOrderStepEmail, ownerFrameOrderNotice, type FrameStep } from './frame-order-emails';

// Keyed by the order and the step: a redelivered event sends nothing twice. A walk-in without an
// email address gets no email (the owner has their phone).

function parse(id: string, data: unknown, deps: OrderMailDeps) {
  const parsed = frameOrderSchema.safeParse(data);
  if (!parsed.success)
    deps.logger.error('Frame order could not be read: no email sent', { frameOrderId: id, issues: parsed.error.issues.length });
  return parsed.success ? parsed.data : null;
}

export async function handleFrameOrderCreated(id: string, data: unknown, deps: OrderMailDeps) {
  const order = parse(id, data, deps);
  if (!order) return;
  const context = { id, order, settings: await readStudioSettings(deps.db, deps.logger), from: deps.mailFrom };
  if (order.email) await sendOnce(deps, `frame-order-placed-${id}`, 'frame-order-placed', frameOrderPlacedEmail(context));
  // The owner placed a studio order themself: only the customer's own orders are news to them.
  if (order.placedBy === 'customer') {
    await sendOnce(deps, `owner-frame-order-${id}`, 'owner-frame-order', ownerFrameOrderNotice({ ...context, to: deps.ownerEmail }));
  }
}

const STEPS: readonly string[] = FRAME_ORDER_STATUSES.filter((status) => status !== 'received');

export async function handleFrameOrderUpdated(id: string, before: unknown, after: unknown, deps: OrderMailDeps) {
  const previous = (before as { status?: unknown } | undefined)?.status;
  const next = (after as { status?: unknown } | undefined)?.status;
  if (previous === next || typeof next !== 'string' || !STEPS.includes(next)) return;
  const order = parse(id, after, deps);
  if (!order?.email) return;
  const step = next as FrameStep;
  const settings = await readStudioSettings(deps.db, deps.logger);
  await sendOnce(
    deps,
    `frame-order-${step}-${id}`,
    `frame-order-${step}`,
    frameOrderStepEmail({ id, order, settings, from: deps.mailFrom, step }),
  );
}
