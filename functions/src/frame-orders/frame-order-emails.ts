import { formatPrice } from '../../../common/format';
import { frameOrderDetailPath } from '../../../common/paths';
import { frameOrderOwed } from '../../../common/payments';
import type { FrameOrder, FrameOrderStatus } from '../../../common/schemas/orders';
import type { PaymentSettingsInput } from '../../../common/schemas/settings';
import { buildEmail, type MailConfig } from '../lib/email/build-email';
import { greeting, profileShows } from '../lib/email/description';
import { withTaxRow } from '../lib/email/tax-row';
import type { MailMessage } from '../lib/mail';
import { paymentInstructions } from '../lib/payment-instructions';

// A frame order's emails: placed (customer and owner), then each step to the customer.

type FrameOrderContext = {
  id: string;
  order: FrameOrder;
  payment: PaymentSettingsInput;
  config: MailConfig;
  /** The file name of the gallery photo the order frames, when it frames one (handle-frame-order-events reads it). */
  photoFileName?: string;
};

/** Which photo: the gallery photo's file name and the customer's note, whichever there are. */
const photoLine = ({ order, photoFileName }: FrameOrderContext) =>
  [order.galleryPhoto ? `${photoFileName ?? 'a photo'} from the client gallery` : '', order.photoNote].filter(Boolean).join(' — ') || '—';

function summary(context: FrameOrderContext): [string, string][] {
  const { id, order, config } = context;
  return [
    ['Reference', id],
    ['Frame', `${order.quantity} × ${order.frameName}, ${order.size}`],
    ['Total', formatPrice(order.unitPrice * order.quantity)],
    // What the order owes: with the sales tax when the studio adds it to its prices.
    ...withTaxRow(frameOrderOwed(order, config.studio.salesTax), order.unitPrice * order.quantity),
    ['Photo', photoLine(context)],
    order.fulfilment === 'delivery' ? ['Delivery to', order.deliveryAddress] : ['Collect at', config.studio.address],
  ];
}

/** A photo chosen in the client gallery needs no matching; a described one does. */
const photoPromise = ({ order }: FrameOrderContext) =>
  order.galleryPhoto
    ? 'We print the photograph you chose in your gallery, checked at full resolution before anything is printed'
    : 'We match your note to the right photograph before anything is printed';

export function frameOrderPlacedEmail(context: FrameOrderContext): MailMessage {
  const { id, order, payment, config } = context;
  return buildEmail(
    {
      audience: 'customer',
      to: order.email,
      subject: `Your frame order: ${order.quantity} × ${order.frameName}`,
      heading: 'Your frame order is in',
      preheader: `${order.frameName}, ${order.size}: we will ${order.galleryPhoto ? 'check' : 'match'} the photo and let you know each step.`,
      blocks: [
        { paragraph: greeting(order.name) },
        {
          paragraph: `Thank you for your order. ${photoPromise(context)}, and we email you at each step: printing, ready, and delivered.`,
        },
        { paragraph: 'Frames are made to order and paid in full before printing starts.' },
        { details: summary(context) },
        { heading: 'How to pay' },
        { box: paymentInstructions(config.studio, payment, 'bank-transfer', id) },
      ],
      kind: 'frame-order-placed',
      ids: { frameOrderId: id },
    },
    config,
  );
}

export function ownerFrameOrderNotice(context: FrameOrderContext): MailMessage {
  const { id, order, config } = context;
  return buildEmail(
    {
      audience: 'owner',
      to: config.ownerEmail,
      replyTo: order.email || undefined,
      subject: `New frame order: ${order.name}, ${order.quantity} × ${order.frameName}`,
      heading: 'New frame order',
      preheader: `${order.name} ordered ${order.quantity} × ${order.frameName}.`,
      blocks: [
        { paragraph: 'A frame order arrived through the website. Move it through its steps in the admin.' },
        {
          details: [
            ...summary(context),
            ['Customer', order.name],
            ['Email', order.email || '—'],
            ['Phone', order.phone],
            ['Notes', order.notes || '—'],
          ],
        },
        { button: 'Open the order', link: { path: frameOrderDetailPath(id) } },
      ],
      kind: 'owner-frame-order',
      ids: { frameOrderId: id },
    },
    config,
  );
}

export type FrameStep = Exclude<FrameOrderStatus, 'received'>;

export function frameOrderStepEmail(context: FrameOrderContext & { step: FrameStep }): MailMessage {
  const { id, order, config, step } = context;
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
          line: `Your ${frame} is ready. Collect it at ${config.studio.address}, ${config.studio.hours}.`,
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
  return buildEmail(
    {
      audience: 'customer',
      to: order.email,
      subject,
      heading,
      preheader: line,
      blocks: [
        { paragraph: greeting(order.name) },
        { paragraph: line },
        { details: summary(context) },
        profileShows('each step with its date.'),
      ],
      kind: `frame-order-${step}`,
      ids: { frameOrderId: id },
    },
    config,
  );
}
