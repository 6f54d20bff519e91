import { Suspense } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { adminPaths, paths } from '@common/paths';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { EmulatorSignIn } from '@/session/emulator-sign-in-slot';
import { GoogleSignInButton } from '@/session/google-sign-in-button';
import { useSession } from '@/session/session-context';
import { usePageMeta } from '@/lib/use-page-meta';

export function AdminLoginPage() {
  usePageMeta('Admin sign-in', 'Sign in to the Style & Story studio admin.');
  const { loading, admin, customer, signOut } = useSession();
  if (admin) return <Navigate to={adminPaths.dashboard} replace />;

  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-linen p-5">
      <div className="w-full max-w-md rounded-3xl bg-ivory p-8 shadow-xl sm:p-10">
        <div className="flex flex-col items-center text-center">
          <Logo size={56} />
          <p className="eyebrow mt-6">Studio admin</p>
          <h1 className="mt-2 text-4xl font-semibold">Welcome back</h1>
          <p className="mt-3 text-muted">Sign in with the studio’s Google account to manage bookings, galleries and orders.</p>
        </div>
        <div className="mt-8">
          {loading ? (
            <p role="status" className="text-center text-muted">
              Loading...
            </p>
          ) : customer ? (
            <div role="alert" className="rounded-2xl border border-rose/40 bg-rose/10 p-5 text-center">
              <p className="font-semibold text-ink">This account has no admin access.</p>
              <p className="mt-1 text-sm text-ink-soft">{customer.email} is a customer account. Sign out and use the studio’s account.</p>
              <Button variant="secondary" className="mt-4" onClick={() => void signOut()}>
                Sign out
              </Button>
            </div>
          ) : (
            <>
              <GoogleSignInButton />
              {EmulatorSignIn && (
                <Suspense fallback={null}>
                  <EmulatorSignIn />
                </Suspense>
              )}
            </>
          )}
        </div>
        <p className="mt-8 text-center text-sm">
          <Link to={paths.home} className="text-muted underline-offset-4 hover:text-ink hover:underline">
            ← Back to the website
          </Link>
        </p>
      </div>
    </main>
  );
}
