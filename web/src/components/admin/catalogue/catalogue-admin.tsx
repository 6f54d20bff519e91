import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { ColumnDef } from '@tanstack/react-table';
import { ConfirmDialog } from '@/components/crud/confirm-dialog';
import { ListTable } from '@/components/crud/list-table';
import { ListToolbar } from '@/components/crud/list-toolbar';
import { useDialogState } from '@/components/crud/use-dialog-state';
import { useListControls } from '@/components/crud/use-list-controls';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { useToast } from '@/components/ui/toast';
import { useCatalogueWrites } from '@/data/catalogue-admin';
import type { WithId } from '@/data/collection';
import { CatalogueEditor } from './catalogue-editor';
import type { CatalogueResource, CatalogueRow } from './catalogue-resource';
import { RowActions } from './row-actions';

/** The screen of one catalogue collection: search, filters, the table, and its dialogs. */
export function CatalogueAdmin<T extends CatalogueRow, In extends FieldValues>({ resource }: { resource: CatalogueResource<T, In> }) {
  const controls = useListControls(resource.spec);
  const list = resource.useList(controls.params);
  const writes = useCatalogueWrites(resource.writes);
  const editor = useDialogState<WithId<T>>();
  const deleter = useDialogState<WithId<T>>();
  const toast = useToast();
  const { isDefaultView } = controls;

  const columns = useMemo<ColumnDef<WithId<T>, unknown>[]>(() => {
    const fail = (what: string) => (error: unknown) => {
      console.error(what, error);
      toast(`Couldn't ${what}. Nothing changed; try again.`, 'error');
    };
    return [
      ...resource.columns,
      ...resource.flags.map((flag): ColumnDef<WithId<T>, unknown> => ({
        id: flag.field,
        header: flag.label,
        cell: ({ row }) => (
          <Switch
            label={<span className="sr-only">{`${flag.label}: ${resource.titleOf(row.original)}`}</span>}
            checked={Boolean(row.original[flag.field])}
            onChange={(value) => writes.setFlag(row.original.id, flag.field, value).catch(fail(`change “${flag.label}”`))}
          />
        ),
        meta: { className: 'w-28' },
      })),
      {
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) => (
          <RowActions
            title={resource.titleOf(row.original)}
            onEdit={() => editor.open(row.original)}
            onDelete={() => deleter.open(row.original)}
            onMove={isDefaultView ? (direction) => void writes.move(row.original, direction).catch(fail('move it')) : undefined}
          />
        ),
        meta: { card: 'actions', className: 'w-px whitespace-nowrap text-right' },
      },
    ];
    // editor/deleter open functions are stable in behaviour; the columns depend on the view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resource, writes, isDefaultView, toast]);

  return (
    <>
      <ListToolbar
        controls={controls}
        filterLabels={resource.filterLabels}
        sortLabels={resource.sortLabels}
        searchLabel={resource.searchLabel}
        actions={<Button onClick={() => editor.open(null)}>+ New {resource.noun}</Button>}
      />
      <ListTable
        label={resource.nounPlural}
        what={resource.nounPlural}
        columns={columns}
        list={list}
        controls={controls}
        empty={{ title: `No ${resource.nounPlural} yet`, hint: resource.emptyHint }}
        noMatch={{ title: `No ${resource.nounPlural} match` }}
      />
      {!isDefaultView && (list.live.data?.length ?? 0) > 0 && (
        <p className="mt-3 text-sm text-muted">Show all, in display order, to move items up and down.</p>
      )}
      {editor.isOpen && (
        <CatalogueEditor key={editor.opening} resource={resource} writes={writes} row={editor.target} onClose={editor.close} />
      )}
      <DeleteDialog
        resource={resource}
        row={deleter.target}
        onClose={deleter.close}
        onDelete={async (row) => {
          await writes.remove(row.id);
          toast(`“${resource.titleOf(row)}” deleted`);
        }}
      />
    </>
  );
}

type DeleteProps<T extends CatalogueRow, In extends FieldValues> = {
  resource: CatalogueResource<T, In>;
  row: WithId<T> | null;
  onClose: () => void;
  onDelete: (row: WithId<T>) => Promise<void>;
};

function DeleteDialog<T extends CatalogueRow, In extends FieldValues>({ resource, row, onClose, onDelete }: DeleteProps<T, In>) {
  const impactOf = resource.useDeleteImpact?.();
  const [impact, setImpact] = useState<{ id: string; text: ReactNode }>();
  useEffect(() => {
    if (!row || !impactOf) return;
    let current = true;
    impactOf(row)
      .then((text) => current && setImpact({ id: row.id, text }))
      .catch((error) => console.error('Could not count what the deletion affects', error));
    return () => {
      current = false;
    };
  }, [row, impactOf]);
  return (
    <ConfirmDialog
      open={row !== null}
      onClose={onClose}
      title={`Delete this ${resource.noun}?`}
      confirmLabel={`Delete ${resource.noun}`}
      busyLabel="Deleting…"
      cancelLabel="Keep it"
      danger
      what="deletion"
      onConfirm={() => (row ? onDelete(row) : Promise.resolve())}
    >
      <p>
        <strong className="text-ink">{row ? resource.titleOf(row) : ''}</strong> will disappear from the admin and the public site. This
        cannot be undone.
      </p>
      {impactOf && <p className="mt-3">{impact && impact.id === row?.id ? impact.text : 'Checking what else refers to it…'}</p>}
    </ConfirmDialog>
  );
}
