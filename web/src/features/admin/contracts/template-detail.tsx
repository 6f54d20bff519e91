import { adminPaths } from '@common/paths';
import type { ContractTemplate } from '@common/schemas/contracts';
import { DetailHeader, DetailScreen } from '@/components/admin/detail-screen';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import type { WithId } from '@/data/collection';
import { useContractTemplate } from '@/data/contract-templates';
import { formatDateTime } from '@common/format';
import { TemplateEditor } from './template-editor';
import { TemplateBadges, useTemplateMoves } from './template-moves';
import { VersionHistory } from './version-history';

/** One template at /admin/contracts/:templateId: its state and moves, its editor, its versions. */
export function TemplateDetail({ id }: { id: string }) {
  return (
    <DetailScreen
      back={{ to: adminPaths.contracts, label: 'All templates' }}
      live={useContractTemplate(id)}
      what="this template"
      missing={`a contract template with the id ${id}`}
    >
      {(template) => (
        <>
          <DetailHeader
            badges={<TemplateBadges template={template} />}
            title={template.name}
            detail={`Last saved ${formatDateTime(template.updatedAt)}`}
            actions={<TemplateHeaderActions template={template} />}
          />
          <TemplateEditor template={template} />
          <VersionHistory template={template} />
        </>
      )}
    </DetailScreen>
  );
}

function TemplateHeaderActions({ template }: { template: WithId<ContractTemplate> }) {
  const moves = useTemplateMoves(template);
  const toast = useToast();
  const run = (move: () => Promise<string>) =>
    void move().then(
      (message) => toast(message),
      (error: Error) => toast(error.message, 'error'),
    );
  return (
    <div className="flex flex-wrap items-center gap-2">
      {!moves.isDefault && !template.archived && <Button onClick={() => run(moves.makeDefault)}>Make default</Button>}
      <Button variant="secondary" onClick={() => run(() => moves.setArchived(!template.archived))}>
        {template.archived ? 'Restore' : 'Archive'}
      </Button>
    </div>
  );
}
