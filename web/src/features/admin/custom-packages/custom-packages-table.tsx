import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { ColumnDef } from '@tanstack/react-table';
import { ADMIN_LISTS } from '@common/admin-lists';
import type { CustomPackage } from '@common/schemas';
import { adminPaths } from '@common/paths';
import { ListTable } from '@/components/crud/list-table';
import { ListToolbar } from '@/components/crud/list-toolbar';
import { useDialogState } from '@/components/crud/use-dialog-state';
import { useListControls } from '@/components/crud/use-list-controls';
import { Button, buttonClass } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import type { WithId } from '@/data/collection';
import { useOwnerCustomPackages, useSetCustomPackageArchived } from '@/data/custom-packages';
import { formatDate } from '@common/format';
import { PriceCell } from '@/components/admin/catalogue/cells';
import { CustomPackageEditor } from './custom-package-editor';

type Row = WithId<CustomPackage>;

export const sendPackagePath = (id: string) => `${adminPaths.sendCustomPackage}?package=${encodeURIComponent(id)}`;

/** The owner's custom packages: create, edit, send, archive (never delete: links keep their snapshot). */
export function CustomPackagesTable() {
  const controls = useListControls(ADMIN_LISTS.customPackages);
  const list = useOwnerCustomPackages(controls.params);
  const editor = useDialogState<Row>();
  const setArchived = useSetCustomPackageArchived();
  const toast = useToast();

  const columns = useMemo<ColumnDef<Row, unknown>[]>(() => {
    const archive = (row: Row, archived: boolean) =>
      setArchived(row.id, archived).then(
        () => toast(archived ? `“${row.name}” archived` : `“${row.name}” is back in the list to send`),
        (error: unknown) => {
          console.error('Archiving failed', error);
          toast("Couldn't change it. Nothing changed; try again.", 'error');
        },
      );
    return [
      {
        id: 'name',
        header: 'Package',
        cell: ({ row }) => (
          <div className="min-w-0 max-w-[18rem]">
            <p className="flex items-center gap-2 font-semibold text-ink">
              <span className="truncate">{row.original.name}</span>
              {row.original.archived && (
                <span className="shrink-0 rounded-full bg-ink/10 px-2 py-0.5 text-xs font-semibold text-ink-soft">Archived</span>
              )}
            </p>
            <p className="truncate text-xs text-muted">{row.original.features.slice(0, 3).join(' · ') || row.original.description}</p>
          </div>
        ),
        meta: { card: 'title', sort: 'name' },
      },
      {
        id: 'price',
        header: 'Price',
        cell: ({ row }) => (
          <div className="whitespace-nowrap">
            <PriceCell amount={row.original.price} />
            <p className="text-xs text-muted">
              deposit <PriceCell amount={row.original.deposit} />
            </p>
          </div>
        ),
        meta: { sort: 'price' },
      },
      {
        id: 'validity',
        header: 'Open for',
        cell: ({ row }) => `${row.original.validityDays} days`,
        meta: { className: 'whitespace-nowrap' },
      },
      {
        id: 'created',
        header: 'Created',
        cell: ({ row }) => formatDate(row.original.createdAt),
        meta: { sort: 'newest', className: 'whitespace-nowrap' },
      },
      {
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) => (
          <div className="flex items-center justify-end gap-1">
            {!row.original.archived && (
              <Link
                to={sendPackagePath(row.original.id)}
                className={buttonClass('ghost', '', 'sm')}
                aria-label={`Send ${row.original.name}`}
              >
                Send
              </Link>
            )}
            <Button variant="ghost" size="sm" onClick={() => editor.open(row.original)} aria-label={`Edit ${row.original.name}`}>
              Edit
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => void archive(row.original, !row.original.archived)}
              aria-label={`${row.original.archived ? 'Restore' : 'Archive'} ${row.original.name}`}
            >
              {row.original.archived ? 'Restore' : 'Archive'}
            </Button>
          </div>
        ),
        meta: { card: 'actions', className: 'w-px whitespace-nowrap text-right' },
      },
    ];
    // editor.open only sets state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [setArchived, toast]);

  return (
    <>
      <ListToolbar
        controls={controls}
        filterLabels={{ current: 'Current', archived: 'Archived' }}
        sortLabels={{ newest: 'Newest', name: 'Name', price: 'Price' }}
        searchLabel="Search packages"
        actions={<Button onClick={() => editor.open(null)}>+ New package</Button>}
      />
      <ListTable
        label="Custom packages"
        what="the custom packages"
        columns={columns}
        list={list}
        controls={controls}
        empty={{ title: 'No custom packages yet', hint: 'Design one around a client’s plans, then send it from Send Custom Package.' }}
        noMatch={{ title: 'No packages match' }}
      />
      {editor.isOpen && <CustomPackageEditor key={editor.opening} pkg={editor.target} onClose={editor.close} />}
    </>
  );
}
