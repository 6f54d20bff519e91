import { NavLink } from 'react-router-dom';
import { Logo } from '@/components/ui/logo';
import { adminNav } from './admin-nav';

export function AdminSidebar({ onLogout, onNavigate }: { onLogout: () => void; onNavigate?: () => void }) {
  return (
    <div className="flex h-full flex-col bg-ink text-ivory/80">
      <div className="flex items-center gap-3 px-6 py-6">
        <Logo size={36} light />
        <div>
          <p className="font-display text-xl leading-none text-ivory">Style &amp; Story</p>
          <p className="mt-1 text-xs uppercase tracking-[0.2em] text-champagne">Studio admin</p>
        </div>
      </div>
      <nav aria-label="Admin" className="flex-1 overflow-y-auto px-3 pb-4">
        <ul className="space-y-0.5">
          {adminNav.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                onClick={onNavigate}
                className={({ isActive }) =>
                  `block rounded-lg px-3 py-2.5 text-sm transition ${isActive ? 'bg-champagne font-semibold text-ink' : 'hover:bg-ivory/10 hover:text-ivory'}`
                }
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="border-t border-ivory/10 p-4">
        <button
          type="button"
          onClick={onLogout}
          className="w-full rounded-lg px-3 py-2.5 text-left text-sm font-semibold text-ivory transition hover:bg-ivory/10"
        >
          Logout
        </button>
      </div>
    </div>
  );
}
