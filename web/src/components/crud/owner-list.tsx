import { useMemo, type ComponentType } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import type { AdminListName } from '@common/admin-lists';
import { Button, ButtonLink } from '@/components/ui/button';
import { useDialogState } from '@/components/ui/use-dialog-state';
import type { WithId } from '@/data/collection';
import { DataTable } from './data-table';
import { useFlaggedRows } from './flagged-rows';
import { ListToolbar } from './list-toolbar';
import type { OwnerListDeclaration } from './owner-list-declaration';
import { useListControls } from './use-list-controls';

/**
 * Every owner list: the toolbar, the live table with its paging, sort and empty or no-match copy,
 * the row actions and their dialogs, and flagged rows for documents that do not read.
 */
export function OwnerList<N extends AdminListName, T extends object, D extends string = never>({
  declaration: d,
}: {
  declaration: OwnerListDeclaration<N, T, D>;
}) {
  const controls = useListControls(d.spec);
  const list = d.useList(d.view ? { ...d.view, typed: '' } : controls.params);
  const dialog = useDialogState<{ name: D; row: WithId<T> }>();
  const creator = useDialogState();
  const { flagged, dialogs: flaggedDialogs } = useFlaggedRows(list.live.invalid, d.repair);
  const { isDefaultView } = controls;
  const { RowActions } = d;
  const open = dialog.open;

  const columns = useMemo<ColumnDef<WithId<T>, unknown>[]>(
    () =>
      RowActions
        ? [
            ...d.columns,
            {
              id: 'actions',
              header: 'Actions',
              cell: ({ row }) => (
                <RowActions row={row.original} open={(name) => open({ name, row: row.original })} isDefaultView={isDefaultView} />
              ),
              meta: { card: 'actions', className: 'w-px whitespace-nowrap text-right' },
            },
          ]
        : d.columns,
    [d.columns, RowActions, open, isDefaultView],
  );

  const narrowed = !d.view && !isDefaultView;
  const hint = typeof d.noMatch.hint === 'function' ? d.noMatch.hint(controls.params.typed.trim()) : d.noMatch.hint;
  const sortable = !d.view && !list.fixedOrder;
  const create = d.create;
  const RowDialog: ComponentType<{ row: WithId<T>; onClose: () => void }> | undefined = dialog.target
    ? d.dialogs?.[dialog.target.name]
    : undefined;
  return (
    <>
      {!d.view && (
        <ListToolbar
          controls={controls}
          filterLabels={d.filterLabels}
          sortLabels={sortable ? d.sortLabels : undefined}
          searchLabel={d.search?.label}
          searchHint={d.search?.hint}
          rangeLabel={d.rangeLabel}
          actions={
            create &&
            ('to' in create ? (
              <ButtonLink to={create.to}>{create.label}</ButtonLink>
            ) : (
              <Button onClick={() => creator.open()}>{create.label}</Button>
            ))
          }
        />
      )}
      <DataTable
        label={d.label}
        what={d.what}
        columns={columns}
        state={list.live}
        getRowId={(row) => row.id}
        paging={list}
        sort={sortable ? controls.sort : undefined}
        empty={narrowed ? { title: d.noMatch.title, hint: hint ?? 'Try another word or show all.' } : d.empty}
        flagged={flagged}
      />
      {d.Footnote && <d.Footnote list={list} controls={controls} />}
      {RowDialog && dialog.target && <RowDialog key={`row-${dialog.opening}`} row={dialog.target.row} onClose={dialog.close} />}
      {creator.isOpen && create && 'Dialog' in create && <create.Dialog key={`new-${creator.opening}`} onClose={creator.close} />}
      {flaggedDialogs}
    </>
  );
}
