import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { linkState, type CustomPackageLink } from '@common/schemas';
import { adminPaths, customPackagePath, paths } from '@common/paths';
import { ButtonLink } from '@/components/ui/button';
import { Loaded } from '@/components/ui/loaded';
import { Skeleton } from '@/components/ui/skeleton';
import type { WithId } from '@/data/collection';
import { useCustomPackageLink } from '@/data/custom-package-links';
import { formatDate } from '@common/format';
import type { Customer } from '@/session/session';
import { customPackageContactPath } from './contact-link';
import { LinkClosed } from './link-closed';
import { LinkUnavailable } from './link-unavailable';
import { OwnerBanner } from './owner-banner';
import { PackageOffer } from './package-offer';
import { useRecordFirstView } from './use-record-first-view';

/** Who is looking: the customer the offer is for (or anyone signed in), or the studio's owner. */
type Viewer = { kind: 'customer'; customer: Customer } | { kind: 'owner'; id: string };

/** The booking form for an open offer: the route passes the booking feature's, so the two stay apart. */
export type RenderBooking = (link: WithId<CustomPackageLink>, customer: Customer) => ReactNode;

const BOOK_PARAM = 'book';

/** The package the owner designed for one customer: the offer, its state, and booking it. */
export function CustomPackageView({ slug, viewer, renderBooking }: { slug: string; viewer: Viewer; renderBooking: RenderBooking }) {
  const link = useCustomPackageLink(slug);
  useRecordFirstView(slug, viewer.kind === 'customer' && !!link.data && linkState(link.data) === 'sent');
  // The rules refuse someone else's link and a missing one alike; both mean the same to the visitor.
  const unavailable = viewer.kind === 'owner' ? <NoSuchLink /> : <LinkUnavailable />;
  return (
    <Loaded
      result={link}
      what="this link"
      loading={<Skeleton count={2} className="h-80" layout="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]" />}
      error={unavailable}
      empty={unavailable}
      flag={viewer.kind}
    >
      {(offer) => <Offer offer={offer} viewer={viewer} renderBooking={renderBooking} />}
    </Loaded>
  );
}

function Offer({ offer, viewer, renderBooking }: { offer: WithId<CustomPackageLink>; viewer: Viewer; renderBooking: RenderBooking }) {
  const state = linkState(offer);
  if (viewer.kind === 'owner') {
    return (
      <>
        <OwnerBanner link={offer} state={state} />
        <PackageOffer link={offer} aside={<NextStep link={offer} state={state} preview />} />
      </>
    );
  }
  if (state === 'expired' || state === 'revoked') return <LinkClosed link={offer} state={state} />;
  return <CustomerOffer link={offer} state={state} customer={viewer.customer} renderBooking={renderBooking} />;
}

function CustomerOffer({
  link,
  state,
  customer,
  renderBooking,
}: {
  link: WithId<CustomPackageLink>;
  state: 'sent' | 'viewed' | 'booked';
  customer: Customer;
  renderBooking: RenderBooking;
}) {
  const booking = useSearchParams()[0].has(BOOK_PARAM) && state !== 'booked';
  if (!booking) return <PackageOffer link={link} aside={<NextStep link={link} state={state} />} />;
  return (
    <section aria-labelledby="book-custom-title">
      <div className="mb-8 flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <h2 id="book-custom-title" className="text-3xl font-semibold text-ink sm:text-4xl">
          Book {link.packageName}
        </h2>
        <Link to={customPackagePath(link.slug)} className="text-sm font-semibold text-ink underline underline-offset-4">
          ← Back to the package
        </Link>
      </div>
      {renderBooking(link, customer)}
    </section>
  );
}

/** The dark panel's call to action: book, see the booking, or (for the owner) where it stands. */
function NextStep({
  link,
  state,
  preview = false,
}: {
  link: WithId<CustomPackageLink>;
  state: ReturnType<typeof linkState>;
  preview?: boolean;
}) {
  if (state === 'booked') {
    return (
      <div className="mt-8 rounded-2xl bg-ivory/10 p-5">
        <p className="font-semibold">Booked{link.bookedAt ? ` on ${formatDate(link.bookedAt)}` : ''}</p>
        <p className="mt-1 text-sm text-ivory/80">
          {preview ? 'The booking is in Bookings.' : 'Follow its confirmation, deposit and balance in your profile.'}
        </p>
        {!preview && (
          <ButtonLink to={`${paths.profile}#bookings`} variant="light" className="mt-5 w-full">
            See your booking
          </ButtonLink>
        )}
      </div>
    );
  }
  if (preview) {
    return (
      <p className="mt-8 rounded-2xl bg-ivory/10 p-5 text-sm text-ivory/85">
        {state === 'expired' || state === 'revoked'
          ? 'The customer sees “This offer is no longer available” with a way to contact you.'
          : 'The customer sees “Book this package” here.'}
      </p>
    );
  }
  return (
    <>
      <ButtonLink to={`${customPackagePath(link.slug)}?${BOOK_PARAM}`} variant="light" className="mt-8 w-full">
        Book this package
      </ButtonLink>
      <p className="mt-5 text-sm leading-relaxed text-ivory/80">
        Tell us your date and venue. Nothing is charged online: we confirm within one business day, then the deposit secures your date.{' '}
        <Link to={customPackageContactPath(link.packageName)} className="font-semibold text-ivory underline underline-offset-4">
          Questions first?
        </Link>
      </p>
    </>
  );
}

function NoSuchLink() {
  return (
    <div role="alert" className="mx-auto max-w-2xl rounded-3xl border border-sand bg-white/70 px-6 py-12 text-center shadow-sm sm:px-12">
      <h2 className="text-3xl font-semibold text-ink">No custom package link at this address</h2>
      <p className="mx-auto mt-4 max-w-md leading-relaxed text-ink-soft">
        Check the address, or find the link in the list of every link sent.
      </p>
      <ButtonLink to={adminPaths.allCustomPackageLinks} className="mt-8">
        All custom package links
      </ButtonLink>
    </div>
  );
}
