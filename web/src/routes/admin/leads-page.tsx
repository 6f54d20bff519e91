import { useParams } from 'react-router-dom';
import { adminPaths } from '@common/paths';
import { AdminPage, useAdminTab, type AdminTab } from '@/components/admin/admin-page';
import { OwnerList } from '@/components/crud/owner-list';
import { ButtonLink } from '@/components/ui/button';
import { LeadDetail } from '@/features/admin/leads/lead-detail';
import { LeadsBoard } from '@/features/admin/leads/leads-board';
import { leadsList } from '@/features/admin/leads/leads-list';

const TABS: AdminTab[] = [
  { key: 'board', label: 'Board' },
  { key: 'list', label: 'List' },
];

/** Admin → Leads (docs/inquiries.md): every inquiry's person, by stage, as a board or a list. */
export function LeadsPage() {
  const tab = useAdminTab(TABS);
  return (
    <AdminPage
      title="Leads"
      description="Everyone who asked about a date, one lead per email address. Answer the new ones, move them along, and see where they came from."
      tabs={TABS}
    >
      {tab === 'board' ? <LeadsBoard /> : <OwnerList declaration={leadsList} />}
    </AdminPage>
  );
}

/** /admin/leads/:leadId: one lead's page. */
export function LeadPage() {
  const id = useParams<'leadId'>().leadId ?? '';
  return (
    <AdminPage
      title="Lead"
      description="What they asked, what they were sent, and where it stands."
      actions={
        <ButtonLink to={adminPaths.leads} variant="ghost">
          All leads
        </ButtonLink>
      }
    >
      <LeadDetail key={id} id={id} />
    </AdminPage>
  );
}
