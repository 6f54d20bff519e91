import { Link } from 'react-router-dom';
import { ADMIN_LISTS } from '@common/admin-lists';
import { formatDate } from '@common/format';
import { adminPaths } from '@common/paths';
import { ownerSharedKeywords, type CustomPackage } from '@common/schemas';
import { PriceCell } from '@/components/admin/catalogue/cells';
import { fieldRepair, type OwnerListDeclaration, type RowActionsProps } from '@/components/crud/owner-list-declaration';
import { Button, buttonClass } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { customPackages, useOwnerCustomPackages, useSetCustomPackageArchived } from '@/data/custom-packages';
import { CustomPackageEditor } from './custom-package-editor';

const sendPackagePath = (id: string) => `${adminPaths.sendCustomPackage}?package=${encodeURIComponent(id)}`;

/** The owner's custom packages: create, edit, send, archive (never delete: links keep their snapshot). */
export const customPackagesList: OwnerListDeclaration<'customPackages', CustomPackage, 'edit'> = {
  spec: ADMIN_LISTS.customPackages,
  useList: useOwnerCustomPackages,
  label: 'Custom packages',
  what: 'the custom packages',
  columns: [
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
  ],
  filterLabels: { current: 'Current', archived: 'Archived' },
  sortLabels: { newest: 'Newest', name: 'Name', price: 'Price' },
  search: { label: 'Search packages' },
  empty: { title: 'No custom packages yet', hint: 'Design one around a client’s plans, then send it from Send Custom Package.' },
  noMatch: { title: 'No packages match' },
  create: { label: '+ New package', Dialog: ({ onClose }) => <CustomPackageEditor pkg={null} onClose={onClose} /> },
  RowActions: PackageActions,
  dialogs: { edit: ({ row, onClose }) => <CustomPackageEditor pkg={row} onClose={onClose} /> },
  // The owner writes every field of a package (the time it was made stays); never deleted.
  repair: fieldRepair({
    noun: 'custom package',
    target: {
      ...customPackages,
      fields: ['name', 'description', 'features', 'price', 'deposit', 'validityDays', 'archived', 'keywords'] as const,
      keywords: (pkg) => ownerSharedKeywords.customPackages(pkg),
    },
    labels: {
      name: 'Name',
      description: 'Description',
      features: 'What’s included',
      price: 'Price',
      deposit: 'Deposit',
      validityDays: 'Open for (days)',
      archived: 'Archived',
    },
  }),
};

function PackageActions({ row, open }: RowActionsProps<CustomPackage, 'edit'>) {
  const setArchived = useSetCustomPackageArchived();
  const toast = useToast();
  const archive = (archived: boolean) =>
    setArchived(row.id, archived).then(
      () => toast(archived ? `“${row.name}” archived` : `“${row.name}” is back in the list to send`),
      (error: unknown) => {
        console.error('Archiving failed', error);
        toast("Couldn't change it. Nothing changed; try again.", 'error');
      },
    );
  return (
    <div className="flex items-center justify-end gap-1">
      {!row.archived && (
        <Link to={sendPackagePath(row.id)} className={buttonClass('ghost', '', 'sm')} aria-label={`Send ${row.name}`}>
          Send
        </Link>
      )}
      <Button variant="ghost" size="sm" onClick={() => open('edit')} aria-label={`Edit ${row.name}`}>
        Edit
      </Button>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => void archive(!row.archived)}
        aria-label={`${row.archived ? 'Restore' : 'Archive'} ${row.name}`}
      >
        {row.archived ? 'Restore' : 'Archive'}
      </Button>
    </div>
  );
}
