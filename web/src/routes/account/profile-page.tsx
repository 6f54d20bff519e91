import { PageIntro } from '@/components/ui/page-intro';
import { RequireCustomer } from '@/session/require-customer';
import { useSession } from '@/session/session-context';
import { usePageMeta } from '@/lib/use-page-meta';
import { signedInPart } from '@/session/signed-in-part';

const ProfileDashboard = signedInPart(() => import('@/features/profile/profile-dashboard').then((m) => m.ProfileDashboard));

export function ProfilePage() {
  usePageMeta('Your profile', 'Your {studio} account: bookings, frame orders, delivered photographs and packages made for you.');
  const { customer } = useSession();
  const firstName = customer?.name.split(' ')[0];
  return (
    <>
      <PageIntro eyebrow={firstName ? `Welcome back, ${firstName}` : 'Your account'} title="Your profile">
        <p>Your bookings, frame orders and the photographs we've shared with you — all in one place.</p>
      </PageIntro>
      <div className="container-page pb-24">
        <RequireCustomer reason="Your profile keeps your bookings, frame orders and delivered photographs together, so sign in with the Google account you booked with.">
          {(customer) => <ProfileDashboard key={customer.id} customer={customer} />}
        </RequireCustomer>
      </div>
    </>
  );
}
