import { Suspense, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@common/paths';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/session/session-context';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { PageError } from '@/components/ui/page-error';
import { ToastProvider } from '@/components/ui/toast';
import { AdminSidebar } from './admin-sidebar';
import { MenuIcon } from '@/components/ui/icons';

/** The shell every admin screen sits in: fixed sidebar on desktop, slide-in menu on small screens. */
export function AdminLayout() {
  const { admin, signOut } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Remember where the menu was opened: navigating anywhere else closes it, with no effect.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const menuOpen = openedAt === pathname;
  const setMenuOpen = (open: boolean) => setOpenedAt(open ? pathname : null);

  async function logout() {
    await signOut();
    navigate(paths.adminLogin, { replace: true });
  }

  return (
    <ToastProvider>
      <div className="min-h-screen bg-linen lg:grid lg:grid-cols-[18rem_1fr]">
        <aside className="hidden bg-ink lg:block">
          <div className="sticky top-0 h-screen">
            <AdminSidebar onLogout={logout} />
          </div>
        </aside>
        <Dialog
          open={menuOpen}
          onClose={() => setMenuOpen(false)}
          labelledBy="admin-menu-title"
          panelClassName="absolute inset-y-0 left-0 w-72 shadow-2xl"
        >
          <h2 id="admin-menu-title" className="sr-only">
            Admin menu
          </h2>
          <AdminSidebar onLogout={logout} onNavigate={() => setMenuOpen(false)} />
        </Dialog>
        <div className="min-w-0">
          <header className="flex items-center justify-between gap-4 border-b border-sand bg-ivory px-5 py-4 sm:px-8">
            <button
              type="button"
              aria-label="Open admin menu"
              aria-expanded={menuOpen}
              onClick={() => setMenuOpen(true)}
              className="flex size-10 items-center justify-center rounded-full hover:bg-linen lg:hidden"
            >
              <MenuIcon />
            </button>
            <div className="ml-auto flex items-center gap-4 text-sm">
              <a href={paths.home} target="_blank" rel="noopener" className="font-semibold text-ink underline-offset-4 hover:underline">
                View site<span aria-hidden="true"> ↗</span>
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
              <p className="hidden text-muted sm:block">
                Signed in as <span className="font-semibold text-ink">{admin?.name}</span>
              </p>
            </div>
          </header>
          <main id="main" className="px-5 py-8 sm:px-8 lg:px-12">
            <ErrorBoundary key={pathname} fallback={(error) => <PageError error={error} />}>
              <Suspense fallback={<Spinner className="size-6 text-champagne-dark" />}>
                <Outlet />
              </Suspense>
            </ErrorBoundary>
          </main>
        </div>
      </div>
    </ToastProvider>
  );
}
