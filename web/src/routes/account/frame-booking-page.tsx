import { PageIntro } from '@/components/ui/page-intro';
import { RequireCustomer } from '@/session/require-customer';
import { SectionBoundary } from '@/components/ui/section-boundary';
import { usePageMeta } from '@/lib/use-page-meta';
import { signedInPart } from '@/session/signed-in-part';

const FrameOrderLoader = signedInPart(() => import('@/features/frame-order/frame-order-loader').then((m) => m.FrameOrderLoader));

export function FrameBookingPage() {
  usePageMeta(
    'Order a frame',
    'Order a hand-finished frame for your {studio} photograph: choose the frame and size, tell us which photo, and we deliver it to your door.',
  );
  return (
    <>
      <PageIntro eyebrow="Frames" title="Order a frame">
        <p>Choose a frame and size, tell us which photograph, and we'll print, mount and deliver it — hand-finished in our studio.</p>
      </PageIntro>
      <section aria-label="Frame order" className="container-page pb-24">
        <RequireCustomer reason="Frame orders are kept in your account, next to your soft copies, so you can follow them from framing to delivery.">
          {(customer) => (
            <SectionBoundary key={customer.id} what="the frame order form">
              <FrameOrderLoader customer={customer} />
            </SectionBoundary>
          )}
        </RequireCustomer>
      </section>
    </>
  );
}
