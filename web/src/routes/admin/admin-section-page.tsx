import { useLocation } from 'react-router-dom';
import { usePageMeta } from '../../lib/use-page-meta';
import { adminNav } from '../../features/admin/shell/admin-nav';

// Each admin screen's content arrives with its own issue; until then the shell shows where you are.
export function AdminSectionPage() {
  const { pathname } = useLocation();
  const section = adminNav.find((item) => item.to === pathname) ?? adminNav[0];
  usePageMeta(`Admin · ${section.label}`, 'Style & Story studio administration.');
  return (
    <section>
      <p className="eyebrow">Studio admin</p>
      <h1 className="mt-2 text-4xl font-semibold">{section.label}</h1>
      <p className="mt-4 max-w-xl text-muted">
        This workspace is being prepared. Everything the studio manages here is protected by the owner-only rules.
      </p>
    </section>
  );
}
