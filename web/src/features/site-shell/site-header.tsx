import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { paths } from '@common/paths';
import { ButtonLink } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Logo } from '@/components/ui/logo';
import { useStudio } from '@/lib/studio-context';
import { AccountMenu } from './account-menu';
import { primaryNav } from './nav-items';
import { MenuIcon } from '@/components/ui/icons';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `text-sm font-medium tracking-wide transition-colors hover:text-ink ${isActive ? 'text-ink underline decoration-champagne decoration-2 underline-offset-8' : 'text-ink-soft'}`;

export function SiteHeader() {
  const { pathname } = useLocation();
  // Remember where the menu was opened: navigating anywhere else closes it, with no effect.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const menuOpen = openedAt === pathname;
  const setMenuOpen = (open: boolean) => setOpenedAt(open ? pathname : null);
  const studio = useStudio();

  return (
    <header className="sticky top-0 z-40 border-b border-sand/70 bg-ivory/90 backdrop-blur">
      <div className="container-page flex h-18 items-center justify-between gap-6 py-3">
        <Link to={paths.home} className="flex items-center gap-3" aria-label={studio ? `${studio.name} — home` : 'Home'}>
          <Logo size={40} />
          {studio && <span className="font-display text-2xl font-semibold tracking-wide text-ink">{studio.name}</span>}
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-7 lg:flex">
          {primaryNav.map((item) => (
            <NavLink key={item.to} to={item.to} className={navLinkClass}>
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className="hidden items-center gap-3 lg:flex">
          <AccountMenu />
          <ButtonLink to={paths.booking} className="px-5 py-2.5">
            Book now
          </ButtonLink>
        </div>
        <button
          type="button"
          className="flex size-11 items-center justify-center rounded-full text-ink transition hover:bg-linen lg:hidden"
          aria-label="Open menu"
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(true)}
        >
          <MenuIcon />
        </button>
      </div>
      <Dialog
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
        labelledBy="mobile-menu-title"
        panelClassName="absolute inset-y-0 right-0 flex w-80 max-w-[85vw] flex-col overflow-y-auto bg-ivory p-6 shadow-2xl"
      >
        <div className="flex items-center justify-between">
          <p id="mobile-menu-title" className="font-display text-2xl font-semibold">
            Menu
          </p>
          <button
            type="button"
            aria-label="Close menu"
            onClick={() => setMenuOpen(false)}
            className="flex size-10 items-center justify-center rounded-full text-2xl hover:bg-linen"
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <nav aria-label="Mobile" className="mt-8 flex flex-col gap-1">
          {[{ to: paths.home, label: 'Home' }, ...primaryNav].map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              end
              className={({ isActive }) => `rounded-xl px-3 py-3 font-display text-2xl ${isActive ? 'bg-linen text-ink' : 'text-ink-soft'}`}
            >
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className="mt-auto flex flex-col gap-4 pt-8">
          <AccountMenu onNavigate={() => setMenuOpen(false)} />
          <ButtonLink to={paths.booking}>Book now</ButtonLink>
        </div>
      </Dialog>
    </header>
  );
}
