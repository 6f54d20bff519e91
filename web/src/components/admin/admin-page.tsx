import type { ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { cn } from '@/lib/cn';
import { usePageMeta } from '@/lib/use-page-meta';

export type AdminTab = { key: string; label: string };

type Props = {
  title: string;
  description: ReactNode;
  /** Sections of one sidebar entry (e.g. Services · FAQs · Testimonials · Careers), kept in ?tab=. */
  tabs?: AdminTab[];
  actions?: ReactNode;
  children: ReactNode;
};

/** The frame of every admin screen: its one h1, a line on what it is for, optional tabs. */
export function AdminPage({ title, description, tabs, actions, children }: Props) {
  usePageMeta(`Admin · ${title}`, 'Style & Story studio administration.');
  return (
    <section className="mx-auto max-w-6xl">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="eyebrow">Studio admin</p>
          <h1 className="mt-2 text-4xl font-semibold text-ink sm:text-5xl">{title}</h1>
          <p className="mt-2 max-w-2xl text-muted">{description}</p>
        </div>
        {actions && <div className="flex shrink-0 gap-3">{actions}</div>}
      </header>
      {tabs && <AdminTabs tabs={tabs} />}
      <div className="mt-8">{children}</div>
    </section>
  );
}

/** Read the current tab of an admin screen (the first tab when none is named). */
export function useAdminTab(tabs: AdminTab[]): string {
  const tab = new URLSearchParams(useLocation().search).get('tab');
  return tabs.some((t) => t.key === tab) ? tab! : tabs[0].key;
}

function AdminTabs({ tabs }: { tabs: AdminTab[] }) {
  const { pathname } = useLocation();
  const current = useAdminTab(tabs);
  return (
    <nav aria-label="Sections" className="mt-6 -mx-5 overflow-x-auto border-b border-sand px-5 sm:mx-0 sm:px-0">
      <ul className="flex gap-1">
        {tabs.map((tab, i) => (
          <li key={tab.key}>
            <NavLink
              to={i === 0 ? pathname : `${pathname}?tab=${tab.key}`}
              aria-current={tab.key === current ? 'page' : undefined}
              className={cn(
                '-mb-px block whitespace-nowrap border-b-2 px-4 py-3 text-sm font-semibold transition',
                tab.key === current ? 'border-ink text-ink' : 'border-transparent text-muted hover:text-ink',
              )}
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
