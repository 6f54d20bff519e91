import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PAYMENT_KIND_LABELS, paymentMethodLabel } from '@common/payments';
import { adminPaths, bookingDetailPath, customPackagePath, frameOrderDetailPath } from '@common/paths';
import { DetailHeader, DetailScreen } from '@/components/admin/detail-screen';
import { Loaded } from '@/components/ui/loaded';
import { PaymentBadge, StatusBadge } from '@/components/ui/status-badge';
import { useOwnBookings } from '@/data/bookings';
import type { WithId } from '@/data/collection';
import { useOwnCustomPackageLinks } from '@/data/custom-package-links';
import { useOwnFrameOrders } from '@/data/frame-orders';
import { useCustomerPayments } from '@/data/payments';
import { useOwnSoftCopies } from '@/data/soft-copies';
import type { ListResult } from '@/data/result';
import { useOwnUserRecord } from '@/data/users';
import { formatDate, formatIsoDay, formatPrice } from '@common/format';
import { Panel } from '@/components/admin/panel';
import { PrivacyPanel } from './privacy-panel';

/** One customer and everything the studio has with them, each list live. */
export function CustomerDetail({ uid }: { uid: string }) {
  const customer = useOwnUserRecord(uid);
  const bookings = useOwnBookings(uid);
  const orders = useOwnFrameOrders(uid);
  const payments = useCustomerPayments(uid);
  const softCopies = useOwnSoftCopies(uid);
  const links = useOwnCustomPackageLinks(uid);
  return (
    <DetailScreen
      back={{ to: adminPaths.allUsers, label: 'All customers' }}
      live={customer}
      what="this customer"
      missing={`a customer record for ${uid}`}
      // What the studio has with them reads on its own, even if their record does not.
      sections={
        <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
          <Section title="Bookings" live={bookings} empty="No bookings.">
            {(rows) =>
              rows.map((b) => (
                <Item
                  key={b.id}
                  to={bookingDetailPath(b.id)}
                  title={`${b.packageName} · ${formatIsoDay(b.eventDate)}`}
                  detail={`${formatPrice(b.paidTotal)} paid of ${formatPrice(b.packagePrice)}`}
                >
                  <StatusBadge status={b.status} />
                  <PaymentBadge status={b.paymentStatus} />
                </Item>
              ))
            }
          </Section>
          <Section title="Payments" live={payments} empty="No payments recorded.">
            {(rows) =>
              rows.map((p) => (
                <Item
                  key={p.id}
                  to={bookingDetailPath(p.bookingId)}
                  title={`${PAYMENT_KIND_LABELS[p.kind]} · ${paymentMethodLabel(p)}`}
                  detail={`${formatIsoDay(p.receivedOn)}${p.note ? ` · “${p.note}”` : ''}`}
                >
                  <span className={`tabular-nums font-semibold ${p.amount < 0 ? 'text-danger' : 'text-ink'}`}>
                    {p.amount < 0 ? `−${formatPrice(-p.amount)}` : formatPrice(p.amount)}
                  </span>
                </Item>
              ))
            }
          </Section>
          <Section title="Frame orders" live={orders} empty="No frame orders.">
            {(rows) =>
              rows.map((o) => (
                <Item
                  key={o.id}
                  to={frameOrderDetailPath(o.id)}
                  title={`${o.quantity} × ${o.frameName}`}
                  detail={`${o.size} · ${formatDate(o.createdAt)}`}
                >
                  <StatusBadge status={o.status} />
                </Item>
              ))
            }
          </Section>
          <Section title="Soft copies" live={softCopies} empty="No soft copies sent.">
            {(rows) =>
              rows.map((s) => (
                <Item key={s.id} href={s.links[0]} title={s.title} detail={`Sent ${formatDate(s.createdAt)}`}>
                  <span className="text-xs text-muted">{s.status === 'withdrawn' ? 'Withdrawn' : 'Link ↗'}</span>
                </Item>
              ))
            }
          </Section>
          <Section title="Custom package links" live={links} empty="No custom packages shared.">
            {(rows) =>
              rows.map((l) => (
                <Item
                  key={l.id}
                  href={customPackagePath(l.slug)}
                  title={l.packageName}
                  detail={`/custom-package-users/${l.slug} · ${formatDate(l.createdAt)}`}
                >
                  <span className="tabular-nums text-ink">{formatPrice(l.price)}</span>
                </Item>
              ))
            }
          </Section>
          <PrivacyPanel uid={uid} customer={customer.data ?? null} loading={customer.status === 'loading'} />
        </div>
      }
    >
      {(c) => (
        <DetailHeader
          media={
            <span
              aria-hidden="true"
              className="flex size-16 shrink-0 items-center justify-center rounded-full bg-linen font-display text-3xl text-champagne-deep"
            >
              {(c.name || c.email).slice(0, 1).toUpperCase()}
            </span>
          }
          title={c.name || 'No name given'}
          detail={
            <>
              <a href={`mailto:${c.email}`} className="break-all text-ink-soft underline underline-offset-4">
                {c.email}
              </a>
              {c.phone && <> · {c.phone}</>} · joined {formatDate(c.createdAt)}
            </>
          }
        />
      )}
    </DetailScreen>
  );
}

function Section<T>({
  title,
  live,
  empty,
  children,
}: {
  title: string;
  live: ListResult<T>;
  empty: string;
  children: (rows: WithId<T>[]) => ReactNode;
}) {
  return (
    <Panel title={title}>
      <Loaded
        result={live}
        what={title.toLowerCase()}
        loading={<div aria-hidden="true" className="h-20 animate-pulse rounded-2xl bg-linen" />}
        flag="owner"
        empty={<p className="text-sm text-muted">{empty}</p>}
      >
        {(rows) => <ul className="divide-y divide-sand/70">{children(rows)}</ul>}
      </Loaded>
    </Panel>
  );
}

function Item({ title, detail, to, href, children }: { title: string; detail: string; to?: string; href?: string; children: ReactNode }) {
  const name = to ? (
    <Link to={to} className="font-medium text-ink hover:underline">
      {title}
    </Link>
  ) : (
    <a href={href} target="_blank" rel="noopener" className="font-medium text-ink hover:underline">
      {title}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
      <div className="min-w-0">
        {name}
        <p className="truncate text-xs text-muted">{detail}</p>
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-1.5">{children}</div>
    </li>
  );
}
