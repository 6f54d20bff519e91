import { paths } from '@common/paths';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { pendingLimitMessage } from '@/data/booking-requests';

/** Instead of the form while the customer has as many open requests as the studio holds (the rules refuse one more). */
export function PendingLimitNotice() {
  return (
    <EmptyState title="Your requests are with the studio">
      <p>{pendingLimitMessage()}</p>
      <ButtonLink to={paths.profile} className="mt-6">
        See your requests
      </ButtonLink>
    </EmptyState>
  );
}
