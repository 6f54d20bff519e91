import type { FrameOrder, FrameOrderStatus } from '../../../common/schemas/orders';
import type { StudioSettingsInput } from '../../../common/schemas/studio';
import { formatMoney } from '../lib/format';
import type { MailMessage } from '../lib/mail';
import { paymentInstructions } from '../lib/payment-instructions';
import { buildStudioEmail } from '../lib/studio-email';

// A frame order's emails: placed (customer and owner), then each step to the customer.

export type FrameOrderContext = { id: string; order: FrameOrder; settings: StudioSettingsInput; from: string };

const hello = (name: string) => `Hello ${name.trim().split(/\s+/)[0] || 'there'},`;

function summary({ id, order, settings }: FrameOrderContext): [string, string][] {
  return [
    ['Reference', id],
    ['Frame', `${order.quantity} × ${order.frameName}, ${order.size}`],
    ['Total', formatMoney(order.unitPrice * order.quantity)],
    ['Photo', order.photoNote || '—'],
    order.fulfilment === 'delivery' ? ['Delivery to', order.deliveryAddress] : ['Collect at', settings.address],
  ];
}

export function frameOrderPlacedEmail(context: FrameOrderContext): MailMessage {
  const { id, order, settings, from } = context;
  return buildStudioEmail({
    to: order.email,
    from,
    subject: `Your frame order: ${order.quantity} × ${order.frameName}`,
    heading: 'Your frame order is in',
    preheader: `${order.frameName}, ${order.size}: we will match the photo and let you know each step.`,
    paragraphs: [
      hello(order.name),
      'Thank you for your order. We match your note to the right photograph before anything is printed, and we email you at each step: printing, ready, and delivered.',
      'Frames are made to order and paid in full before printing starts.',
    ],
    details: summary(context),
    sections: [{ title: 'How to pay', text: paymentInstructions(settings, 'bank-transfer', id) }],
    kind: 'frame-order-placed',
    customArgs: { frameOrderId: id },
  });
}

export function ownerFrameOrderNotice(context: FrameOrderContext & { to: string }): MailMessage {
  const { id, order, from, to } = context;
  return buildStudioEmail({
    to,
    from,
    replyTo: order.email || undefined,
    subject: `New frame order: ${order.name}, ${order.quantity} × ${order.frameName}`,
    heading: 'New frame order',
    preheader: `${order.name} ordered ${order.quantity} × ${order.frameName}.`,
    paragraphs: ['A frame order arrived through the website. Move it through its steps in the admin, under Frame Orders.'],
    details: [
      ...summary(context),
      ['Customer', order.name],
      ['Email', order.email || '—'],
      ['Phone', order.phone],
      ['Notes', order.notes || '—'],
    ],
    kind: 'owner-frame-order',
    customArgs: { frameOrderId: id },
    signed: false,
  });
}

export type FrameStep = Exclude<FrameOrderStatus, 'received'>;

export function frameOrderStepEmail(context: FrameOrderContext & { step: FrameStep }): MailMessage {
  const { id, order, settings, from, step } = context;
  const frame = `${order.frameName} (${order.size})`;
  const pickup = order.fulfilment === 'pickup';
  const copy: Record<FrameStep, { subject: string; heading: string; line: string }> = {
    printing: {
      subject: `Your frame is being printed`,
      heading: 'In the workshop',
      line: `We are printing and framing your ${frame} now.`,
    },
    ready: pickup
      ? {
          subject: 'Your frame is ready to collect',
          heading: 'Ready to collect',
          line: `Your ${frame} is ready. Collect it at ${settings.address}, ${settings.hours}.`,
        }
      : {
          subject: 'Your frame is ready',
          heading: 'Ready for delivery',
          line: `Your ${frame} is finished and wrapped; we will bring it to you shortly.`,
        },
    delivered: pickup
      ? {
          subject: 'Your frame is collected',
          heading: 'Enjoy it',
          line: `Your ${frame} has been collected. We hope it looks wonderful on your wall.`,
        }
      : {
          subject: 'Your frame is delivered',
          heading: 'Delivered',
          line: `Your ${frame} has been delivered. We hope it looks wonderful on your wall.`,
        },
    cancelled: {
      subject: 'Your frame order is cancelled',
      heading: 'Order cancelled',
      line: `Your order for ${frame} is cancelled. If you paid for it, we will be in touch about the refund.`,
    },
  };
  const { subject, heading, line } = copy[step];
  return buildStudioEmail({
    to: order.email,
    from,
    subject,
    heading,
    preheader: line,
    paragraphs: [hello(order.name), line],
    details: summary(context),
    closing: ['Your profile on our website shows each step with its date.'],
    kind: `frame-order-${step}`,
    customArgs: { frameOrderId: id },
  });
}
