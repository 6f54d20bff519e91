import { useParams } from 'react-router-dom';
import { PageIntro } from '@/components/ui/page-intro';
import { SectionBoundary } from '@/components/ui/section-boundary';
import { Skeleton } from '@/components/ui/skeleton';
import { RequireCustomer } from '@/session/require-customer';
import { useSession } from '@/session/session-context';
import type { RenderBooking } from '@/features/custom-package/custom-package-view';
import { LinkUnavailable } from '@/features/custom-package/link-unavailable';
import { usePageMeta } from '@/lib/use-page-meta';
import { signedInPart } from '@/session/signed-in-part';

const CustomPackageBooking = signedInPart(() => import('@/features/booking/custom-package-booking').then((m) => m.CustomPackageBooking));
// The offer shows its booking form: both load together, not one after the other.
const CustomPackageView = signedInPart(() =>
  Promise.all([import('@/features/custom-package/custom-package-view'), CustomPackageBooking.preload()]).then(([m]) => m.CustomPackageView),
);

const renderBooking: RenderBooking = (link, customer) => <CustomPackageBooking link={link} customer={customer} />;

export function CustomPackagePage() {
  usePageMeta('Your custom package', 'A photography and styling package the {studio} studio designed for you.');
  const slug = useParams().slug ?? '';
  const session = useSession();
  return (
    <>
      <PageIntro eyebrow="Made for you" title="Your custom package">
        <p>We've put this together around your plans. Take your time with it — and ask us anything.</p>
      </PageIntro>
      <div className="container-page pb-24">
        {session.loading ? (
          <Skeleton count={1} className="h-80" />
        ) : session.admin ? (
          // The owner sees the customer's page as they would, under a banner.
          <SectionBoundary key={`${session.admin.id}/${slug}`} what="this link">
            <CustomPackageView slug={slug} viewer={{ kind: 'owner', id: session.admin.id }} renderBooking={renderBooking} />
          </SectionBoundary>
        ) : (
          <RequireCustomer reason="This package was shared with one person. Sign in with the Google account the link was sent to and it opens right here.">
            {(customer) => (
              <SectionBoundary key={`${customer.id}/${slug}`} what="this package" fallback={<LinkUnavailable />}>
                <CustomPackageView slug={slug} viewer={{ kind: 'customer', customer }} renderBooking={renderBooking} />
              </SectionBoundary>
            )}
          </RequireCustomer>
        )}
      </div>
    </>
  );
}
