import type { FrameOrder } from '@common/schemas';
import { Link } from 'react-router-dom';
import { formatPrice } from '@common/format';
import { frameReceiptPath } from '@common/paths';
import { useOwnFramePayments } from '@/data/online-payments';
import { useFrameOrderOwed } from '@/lib/owed';
import { PayOnlineButton } from './pay-online-button';

/**
 * A frame order's online payment: "Pay online" while something is owed, "Paid online" once the
 * webhook has recorded it (live, so the return from Checkout updates by itself).
 */
export function FrameOrderPayment({ order, uid, className = '' }: { order: FrameOrder & { id: string }; uid: string; className?: string }) {
  const entries = (useOwnFramePayments(uid).data ?? []).filter((e) => e.orderId === order.id);
  const paid = entries.reduce((sum, e) => sum + e.amount, 0);
  const owed = useFrameOrderOwed(order).price - paid;
  if (order.status === 'cancelled' && paid <= 0) return null;
  if (paid > 0 && owed <= 0) {
    return (
      <p role="status" className={`text-sm font-medium text-sage-deep ${className}`}>
        Paid online: {formatPrice(paid)}. Thank you!{' '}
        {entries.map((entry, i) => (
          <Link key={entry.id} to={frameReceiptPath(entry.id)} className="ml-2 text-xs font-semibold text-ink underline underline-offset-4">
            {entries.length > 1 ? `Receipt ${i + 1}` : 'Receipt'}
          </Link>
        ))}
      </p>
    );
  }
  if (order.status === 'cancelled') return null;
  return (
    <PayOnlineButton request={{ kind: 'frame-order', orderId: order.id }} label={`Pay ${formatPrice(owed)} online`} className={className} />
  );
}
