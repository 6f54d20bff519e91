import { useNavigate } from 'react-router-dom';
import type { CustomPackageLink } from '@common/schemas';
import { paths } from '@common/paths';
import { Skeleton } from '@/components/ui/skeleton';
import type { WithId } from '@/data/collection';
import type { Customer } from '@/session/session';
import type { BookablePackage } from './bookable-package';
import { BookingForm } from './booking-form';
import { PendingLimitNotice } from './pending-limit-notice';
import { useBookingStart } from './use-booking-start';

// Custom packages have no picture of their own; the booking summary shows the studio's styling one.
const CUSTOM_PACKAGE_IMAGE = {
  src: '/images/services/event-styling.svg',
  width: 1200,
  height: 800,
  alt: 'Champagne roses in an ivory vase in window light',
};

/**
 * The booking form of the catalogue, with this offer as its one package. The booking names the
 * link, so the rules check the link is the customer's own and still open, at its own price.
 */
export function CustomPackageBooking({ link, customer }: { link: WithId<CustomPackageLink>; customer: Customer }) {
  const navigate = useNavigate();
  const start = useBookingStart(customer);
  if (start.loading) {
    return <Skeleton count={2} className="h-96" layout="grid gap-6 lg:grid-cols-[1fr_22rem]" />;
  }
  if (start.pendingFull) return <PendingLimitNotice />;
  const offer: BookablePackage = {
    id: link.customPackageId,
    name: link.packageName,
    price: link.price,
    deposit: link.deposit,
    category: 'Designed for you',
    duration: 'Your custom package',
    summary: link.description,
    image: CUSTOM_PACKAGE_IMAGE,
  };
  return (
    <BookingForm
      packages={[offer]}
      defaultValues={start.defaultsFor(offer.id)}
      takenDays={start.takenDays}
      onSubmit={async (input) => {
        await start.createBooking(start.bookingId, customer.id, { ...input, customPackageLink: link.slug });
        return start.bookingId;
      }}
      onDone={(id) => navigate(`${paths.thankYou}?booking=${encodeURIComponent(id)}`)}
    />
  );
}
