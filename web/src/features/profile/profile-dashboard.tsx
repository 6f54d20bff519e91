import type { ReactNode } from 'react';
import { SectionBoundary } from '@/components/ui/section-boundary';
import type { Customer } from '@/session/session';
import { CheckoutReturn } from './checkout-return';
import { MyBookings } from './my-bookings';
import { MyCustomPackages } from './my-custom-packages';
import { MyFrameOrders } from './my-frame-orders';
import { MyGalleries } from './my-galleries';
import { MyQuestionnaires } from './my-questionnaires';
import { MySessions } from './my-sessions';
import { MySoftCopies } from './my-soft-copies';
import { ProfileCard } from './profile-card';
import { YourData } from './your-data';

function DashboardSection({ id, title, lead, children }: { id: string; title: string; lead: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} id={id} className="scroll-mt-28">
      <h2 id={`${id}-title`} className="text-3xl font-semibold text-ink sm:text-4xl">
        {title}
      </h2>
      <p className="mt-2 text-ink-soft">{lead}</p>
      <div className="mt-6">{children}</div>
    </section>
  );
}

/**
 * The customer's page. Each Firestore-backed part has its own error boundary, keyed by the user,
 * because reactfire rethrows listener errors (permission-denied right after sign-out).
 */
export function ProfileDashboard({ customer }: { customer: Customer }) {
  const uid = customer.id;
  const sections = [
    {
      id: 'bookings',
      title: 'Your bookings',
      lead: 'Every event you’ve booked with us, and where it stands.',
      what: 'your bookings',
      view: <MyBookings uid={uid} />,
    },
    {
      id: 'sessions',
      title: 'Your sessions',
      lead: 'Consultations and mini sessions booked by the hour.',
      what: 'your sessions',
      view: <MySessions uid={uid} />,
    },
    {
      id: 'questionnaires',
      title: 'Questionnaires',
      lead: 'Questions about your day from the studio: answers save as you type.',
      what: 'your questionnaires',
      view: <MyQuestionnaires uid={uid} />,
    },
    {
      id: 'galleries',
      title: 'Your galleries',
      lead: 'Your private galleries: view, choose favourites and download.',
      what: 'your galleries',
      view: <MyGalleries uid={uid} />,
    },
    {
      id: 'photos',
      title: 'Your photographs',
      lead: 'Galleries we’ve delivered, ready to download.',
      what: 'your photographs',
      view: <MySoftCopies uid={uid} />,
    },
    {
      id: 'frames',
      title: 'Frame orders',
      lead: 'Prints and frames, from the workshop to your door.',
      what: 'your frame orders',
      view: <MyFrameOrders uid={uid} />,
    },
    {
      id: 'custom',
      title: 'Made for you',
      lead: 'Packages the studio designed around your plans.',
      what: 'your custom packages',
      view: <MyCustomPackages uid={uid} />,
    },
  ];
  return (
    <>
      <SectionBoundary key={uid} what="your payment" fallback={null}>
        <CheckoutReturn uid={uid} />
      </SectionBoundary>
      <div className="grid gap-12 lg:grid-cols-[20rem_minmax(0,1fr)] lg:items-start xl:grid-cols-[22rem_minmax(0,1fr)]">
        <div className="lg:sticky lg:top-28">
          <SectionBoundary key={uid} what="your details">
            <ProfileCard customer={customer} />
          </SectionBoundary>
          <YourData customer={customer} />
        </div>
        <div className="grid gap-16">
          {sections.map((s) => (
            <DashboardSection key={s.id} id={s.id} title={s.title} lead={s.lead}>
              <SectionBoundary key={uid} what={s.what}>
                {s.view}
              </SectionBoundary>
            </DashboardSection>
          ))}
        </div>
      </div>
    </>
  );
}
