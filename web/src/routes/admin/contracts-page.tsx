import { useParams } from 'react-router-dom';
import { NEW_CONTRACT_TEMPLATE } from '@common/paths';
import { AdminPage } from '@/components/admin/admin-page';
import { OwnerList } from '@/components/crud/owner-list';
import { TemplateDetail } from '@/features/admin/contracts/template-detail';
import { TemplateEditor } from '@/features/admin/contracts/template-editor';
import { templatesList } from '@/features/admin/contracts/templates-list';

/** Admin → Contracts: the templates customers sign before the deposit (docs/contracts.md). */
export function ContractsPage() {
  return (
    <AdminPage
      title="Contracts"
      description="The agreements couples review and sign before the deposit. Merge fields fill in each booking; every save is kept as a version."
    >
      <OwnerList declaration={templatesList} />
    </AdminPage>
  );
}

/** /admin/contracts/:templateId: a template's editor and versions, or a new template at /admin/contracts/new. */
export function ContractTemplatePage() {
  const id = useParams<'templateId'>().templateId ?? '';
  const isNew = id === NEW_CONTRACT_TEMPLATE;
  return (
    <AdminPage
      title={isNew ? 'New contract template' : 'Contract template'}
      description="Write it in Markdown with merge fields; the preview shows it filled with sample facts."
    >
      {isNew ? <TemplateEditor template={null} /> : <TemplateDetail key={id} id={id} />}
    </AdminPage>
  );
}
