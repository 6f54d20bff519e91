import { useId } from 'react';
import { NavLink } from 'react-router-dom';
import { Logo } from '@/components/ui/logo';
import { useStudio } from '@/lib/studio-context';
import { adminNavGroups } from './admin-nav';

/** The admin's sections under their groups' headings, then Logout; the current section is highlighted. */
export function AdminSidebar({ onLogout, onNavigate }: { onLogout: () => void; onNavigate?: () => void }) {
  const studio = useStudio();
  // The desktop sidebar and the slide-in menu are both on the page: each names its own headings.
  const idPrefix = useId();
  return (
    <div className="flex h-full flex-col bg-ink text-ivory/80">
      <div className="flex items-center gap-3 px-6 py-6">
        <Logo size={36} light />
        <div>
          {studio && <p className="font-display text-xl leading-none text-ivory">{studio.name}</p>}
          <p className="mt-1 text-xs uppercase tracking-[0.2em] text-champagne">Studio admin</p>
        </div>
      </div>
      <nav aria-label="Admin" className="flex-1 overflow-y-auto px-3 pb-4">
        <ul className="space-y-4">
          {adminNavGroups.map((group, index) => {
            const headingId = group.heading ? `${idPrefix}-group-${index}` : undefined;
            return (
              <li key={group.heading ?? index}>
                {group.heading && (
                  <h2 id={headingId} className="px-3 pb-1 text-[0.7rem] font-semibold uppercase tracking-[0.18em] text-champagne">
                    {group.heading}
                  </h2>
                )}
                <ul className="space-y-0.5" aria-labelledby={headingId}>
                  {group.items.map((item) => (
                    <li key={item.to}>
                      <NavLink
                        to={item.to}
                        onClick={onNavigate}
                        className={({ isActive }) =>
                          `block rounded-lg px-3 py-2 text-sm transition focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-champagne ${isActive ? 'bg-champagne font-semibold text-ink' : 'hover:bg-ivory/10 hover:text-ivory'}`
                        }
                      >
                        {item.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
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
