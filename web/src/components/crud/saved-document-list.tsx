import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ColumnDef } from '@tanstack/react-table';
import { formatDateTime } from '@common/format';
import { Button, buttonClass } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import type { WithId } from '@/data/collection';

// The pieces the owner's lists of documents edited on their own page share (contract templates,
// questionnaires, workflows): the name that opens it, when it was last saved, Edit, and Archive or
// Restore for those never deleted (a sent copy stands alone).

type Named = { name: string };

/** The title column: the name, linking to the document's page, with what `extra` adds under it. */
export function nameColumn<T extends Named>(
  header: string,
  pathOf: (id: string) => string,
  extra?: (row: WithId<T>) => ReactNode,
): ColumnDef<WithId<T>, unknown> {
  return {
    id: 'name',
    header,
    cell: ({ row }) => (
      <div className="min-w-0 max-w-[26rem]">
        <Link to={pathOf(row.original.id)} className="font-semibold text-ink hover:underline">
          {row.original.name}
        </Link>
        {extra?.(row.original)}
      </div>
    ),
    meta: { card: 'title', sort: 'name' },
  };
}

/** "Last saved", sorted by the list's `updated`. */
export function lastSavedColumn<T extends { updatedAt: Date }>(): ColumnDef<WithId<T>, unknown> {
  return {
    id: 'updated',
    header: 'Last saved',
    cell: ({ row }) => formatDateTime(row.original.updatedAt),
    meta: { sort: 'updated', className: 'whitespace-nowrap' },
  };
}

/** A current/archived list's labels and the copy when a filter leaves nothing. */
export const ARCHIVABLE_LABELS = {
  filterLabels: { current: 'Current', archived: 'Archived' },
  sortLabels: { name: 'Name', updated: 'Last saved' },
} as const;

/** Edit: the document's own page. */
export function EditLink({ to, name }: { to: string; name: string }) {
  return (
    <Link to={to} className={buttonClass('ghost', '', 'sm')} aria-label={`Edit ${name}`}>
      Edit
    </Link>
  );
}

/** Archive, or Restore an archived one; `toggle` resolves to what the toast says. */
export function ArchiveButton({ row, toggle }: { row: Named & { archived: boolean }; toggle: (archived: boolean) => Promise<string> }) {
  const toast = useToast();
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={() => void toggle(!row.archived).then(toast, (error: Error) => toast(error.message, 'error'))}
      aria-label={`${row.archived ? 'Restore' : 'Archive'} ${row.name}`}
    >
      {row.archived ? 'Restore' : 'Archive'}
    </Button>
  );
}
