import { Link } from 'react-router-dom';
import { ADMIN_LISTS } from '@common/admin-lists';
import { formatDateTime } from '@common/format';
import { NEW_CONTRACT_TEMPLATE, contractTemplatePath } from '@common/paths';
import type { ContractTemplate } from '@common/schemas/contracts';
import { fieldRepair, type OwnerListDeclaration, type RowActionsProps } from '@/components/crud/owner-list-declaration';
import { Button, buttonClass } from '@/components/ui/button';
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
    {
      id: 'name',
      header: 'Template',
      cell: ({ row }) => (
        <div className="min-w-0 max-w-[24rem]">
          <Link to={contractTemplatePath(row.original.id)} className="font-semibold text-ink hover:underline">
            {row.original.name}
          </Link>
          <div className="mt-1 flex flex-wrap gap-1.5 empty:hidden">
            <TemplateBadges template={row.original} version={false} />
          </div>
        </div>
      ),
      meta: { card: 'title', sort: 'name' },
    },
    { id: 'version', header: 'Version', cell: ({ row }) => <span className="tabular-nums">{row.original.version}</span> },
    {
      id: 'updated',
      header: 'Last saved',
      cell: ({ row }) => formatDateTime(row.original.updatedAt),
      meta: { sort: 'updated', className: 'whitespace-nowrap' },
    },
  ],
  filterLabels: { current: 'Current', archived: 'Archived' },
  sortLabels: { name: 'Name', updated: 'Last saved' },
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
      <Link to={contractTemplatePath(row.id)} className={buttonClass('ghost', '', 'sm')} aria-label={`Edit ${row.name}`}>
        Edit
      </Link>
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
      <Button
        variant="ghost"
        size="sm"
        onClick={() => void moves.setArchived(!row.archived).then(toast, (error: Error) => toast(error.message, 'error'))}
        aria-label={`${row.archived ? 'Restore' : 'Archive'} ${row.name}`}
      >
        {row.archived ? 'Restore' : 'Archive'}
      </Button>
    </div>
  );
}
