import { ADMIN_LISTS } from '@common/admin-lists';
import { NEW_WORKFLOW, workflowPath } from '@common/paths';
import type { Workflow } from '@common/schemas/workflows';
import { fieldRepair, type OwnerListDeclaration, type RowActionsProps } from '@/components/crud/owner-list-declaration';
import { ARCHIVABLE_LABELS, EditLink, lastSavedColumn, nameColumn } from '@/components/crud/saved-document-list';
import { useOwnerWorkflows, workflows } from '@/data/workflows';

const appliesTo = (w: Workflow) =>
  [
    w.isDefault && 'Every other booking',
    w.packageIds.length && `${w.packageIds.length} package${w.packageIds.length === 1 ? '' : 's'}`,
    ...w.eventTypes,
  ]
    .filter(Boolean)
    .join(' · ') || 'No bookings yet: choose packages or event types';

/** Admin → Workflows: what is sent, and when, for each kind of booking. */
export const workflowsList: OwnerListDeclaration<'workflows', Workflow> = {
  spec: ADMIN_LISTS.workflows,
  useList: useOwnerWorkflows,
  label: 'Workflows',
  what: 'the workflows',
  columns: [
    nameColumn<Workflow>('Workflow', workflowPath),
    { id: 'for', header: 'For', cell: ({ row }) => <span className="text-ink-soft">{appliesTo(row.original)}</span> },
    lastSavedColumn<Workflow>(),
  ],
  filterLabels: {},
  sortLabels: ARCHIVABLE_LABELS.sortLabels,
  empty: {
    title: 'No workflows yet',
    hint: 'Send the same things at the same moments for every booking: a questionnaire six weeks out, a note two days before, a thank-you after delivery. Steps follow the event day when it moves.',
  },
  noMatch: { title: 'No workflows here' },
  create: { label: '+ New workflow', to: workflowPath(NEW_WORKFLOW) },
  RowActions: ({ row }: RowActionsProps<Workflow, never>) => <EditLink to={workflowPath(row.id)} name={row.name} />,
  // Its steps are the builder's; a flagged one's name may be corrected here.
  repair: fieldRepair({ noun: 'workflow', target: { ...workflows, fields: ['name'] as const }, labels: { name: 'Name' } }),
};
