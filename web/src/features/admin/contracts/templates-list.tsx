import { ADMIN_LISTS } from '@common/admin-lists';
import { NEW_CONTRACT_TEMPLATE, contractTemplatePath } from '@common/paths';
import type { ContractTemplate } from '@common/schemas/contracts';
import { fieldRepair, type OwnerListDeclaration, type RowActionsProps } from '@/components/crud/owner-list-declaration';
import { ARCHIVABLE_LABELS, ArchiveButton, EditLink, lastSavedColumn, nameColumn } from '@/components/crud/saved-document-list';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { useContractSettings } from '@/data/contract-settings';
import { contractTemplates, useOwnerContractTemplates } from '@/data/contract-templates';
import { TemplateBadges, useTemplateMoves } from './template-moves';

/** Admin → Contracts: the templates, the default first to see; edit, make default, archive (never delete). */
export const templatesList: OwnerListDeclaration<'contractTemplates', ContractTemplate> = {
  spec: ADMIN_LISTS.contractTemplates,
  useList: useOwnerContractTemplates,
  label: 'Contract templates',
  what: 'the contract templates',
  columns: [
    nameColumn<ContractTemplate>('Template', contractTemplatePath, (row) => (
      <div className="mt-1 flex flex-wrap gap-1.5 empty:hidden">
        <TemplateBadges template={row} version={false} />
      </div>
    )),
    { id: 'version', header: 'Version', cell: ({ row }) => <span className="tabular-nums">{row.original.version}</span> },
    lastSavedColumn<ContractTemplate>(),
  ],
  ...ARCHIVABLE_LABELS,
  empty: {
    title: 'No contract templates yet',
    hint: 'Write the agreement your couples sign before the deposit. Merge fields fill in each booking’s names, day, price and schedule.',
  },
  noMatch: { title: 'No templates here', hint: 'Show all to see the others.' },
  create: { label: '+ New template', to: contractTemplatePath(NEW_CONTRACT_TEMPLATE) },
  RowActions: TemplateActions,
  // A template changes only by a save that makes a version: the owner may repair its archived flag alone.
  repair: fieldRepair({
    noun: 'contract template',
    target: { ...contractTemplates, fields: ['archived'] as const },
    labels: { archived: 'Archived' },
  }),
};

function TemplateActions({ row }: RowActionsProps<ContractTemplate, never>) {
  const settings = useContractSettings();
  const moves = useTemplateMoves(row);
  const toast = useToast();
  const isDefault = settings.data?.defaultTemplateId === row.id;
  return (
    <div className="flex items-center justify-end gap-1">
      <EditLink to={contractTemplatePath(row.id)} name={row.name} />
      {!row.archived && !isDefault && (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => void moves.makeDefault().then(toast, (error: Error) => toast(error.message, 'error'))}
          aria-label={`Make default: ${row.name}`}
        >
          Make default
        </Button>
      )}
      <ArchiveButton row={row} toggle={moves.setArchived} />
    </div>
  );
}
