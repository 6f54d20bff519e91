import { formatPrice } from '@common/format';
import { SESSION_LOCATION_LABELS, type SessionType } from '@common/schemas/sessions';

/** What a session is: its length, where, what it costs and what is paid when booking. */
export function SessionFacts({
  type,
  stacked = false,
}: {
  type: Pick<SessionType, 'durationMinutes' | 'location' | 'price' | 'deposit'>;
  stacked?: boolean;
}) {
  return (
    <dl
      className={stacked ? 'grid gap-3 text-sm sm:grid-cols-3 lg:grid-cols-1' : 'grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-3'}
    >
      <div>
        <dt className="text-muted">Length</dt>
        <dd className="font-semibold text-ink">{type.durationMinutes} minutes</dd>
      </div>
      <div>
        <dt className="text-muted">Where</dt>
        <dd className="font-semibold text-ink">{SESSION_LOCATION_LABELS[type.location]}</dd>
      </div>
      <div>
        <dt className="text-muted">Price</dt>
        <dd className="font-semibold text-ink">
          {type.price === 0 ? 'Free' : formatPrice(type.price)}
          {type.deposit > 0 && <span className="block font-normal text-muted">{formatPrice(type.deposit)} deposit to book</span>}
        </dd>
      </div>
    </dl>
  );
}
