import type { FieldValues } from 'react-hook-form';
import type { ColumnDef } from '@tanstack/react-table';
import type { z } from 'zod';
import type { AdminListName } from '@common/admin-lists';
import type { OwnerListDeclaration } from '@/components/crud/owner-list-declaration';
import { Switch } from '@/components/ui/switch';
import { useToast } from '@/components/ui/toast';
import { useCatalogueWrites } from '@/data/catalogue-admin';
import type { WithId } from '@/data/collection';
import { CatalogueDeleteDialog } from './catalogue-delete-dialog';
import { CatalogueEditor } from './catalogue-editor';
import type { CatalogueResource, CatalogueRow, Flag } from './catalogue-resource';
import { RowActions } from './row-actions';

/**
 * A catalogue collection as an owner list: the resource's columns with a switch per flag, edit,
 * move up/down and delete per row, "+ New" in the toolbar, and the editor to repair an item that
 * does not read (every field of a catalogue item is the owner's; deleting one is always allowed).
 */
export function catalogueList<T extends CatalogueRow, In extends FieldValues, N extends AdminListName>(
  resource: CatalogueResource<T, In, N>,
): OwnerListDeclaration<N, T, 'edit' | 'delete'> {
  const { noun, nounPlural } = resource;
  return {
    spec: resource.spec,
    useList: resource.useList,
    label: nounPlural,
    what: nounPlural,
    columns: [...resource.columns, ...resource.flags.map((flag) => flagColumn(resource, flag))],
    filterLabels: resource.filterLabels,
    sortLabels: resource.sortLabels,
    search: { label: resource.searchLabel },
    empty: { title: `No ${nounPlural} yet`, hint: resource.emptyHint },
    noMatch: { title: `No ${nounPlural} match` },
    create: { label: `+ New ${noun}`, Dialog: ({ onClose }) => <CatalogueEditor resource={resource} onClose={onClose} /> },
    RowActions: ({ row, open, isDefaultView }) => (
      <CatalogueRowActions
        resource={resource}
        row={row}
        onEdit={() => open('edit')}
        onDelete={() => open('delete')}
        movable={isDefaultView}
      />
    ),
    dialogs: {
      edit: ({ row, onClose }) => <CatalogueEditor resource={resource} row={row} onClose={onClose} />,
      delete: ({ row, onClose }) => <CatalogueDeleteDialog resource={resource} row={row} onClose={onClose} />,
    },
    Footnote: ({ list, controls }) =>
      !controls.isDefaultView && list.live.status === 'success' && list.live.data.length > 0 ? (
        <p className="mt-3 text-sm text-muted">Show all, in display order, to move items up and down.</p>
      ) : null,
    repair: {
      noun,
      // The editor writes the whole item: no field-by-field correction. (The writes' collection is
      // typed loosely; its schema is the one that reads T.)
      target: { name: resource.writes.collection.name, schema: resource.writes.collection.schema as z.ZodType<T>, fields: [] },
      labels: {},
      canRemove: () => true,
      Editor: ({ doc, onClose }) => <CatalogueEditor resource={resource} invalid={doc} onClose={onClose} />,
    },
  };
}

function flagColumn<T extends CatalogueRow, In extends FieldValues, N extends AdminListName>(
  resource: CatalogueResource<T, In, N>,
  flag: Flag<T>,
): ColumnDef<WithId<T>, unknown> {
  return {
    id: flag.field,
    header: flag.label,
    cell: ({ row }) => <FlagSwitch resource={resource} flag={flag} row={row.original} />,
    meta: { className: 'w-28' },
  };
}

type RowProps<T extends CatalogueRow, In extends FieldValues, N extends AdminListName> = {
  resource: CatalogueResource<T, In, N>;
  row: WithId<T>;
};

function useFailure() {
  const toast = useToast();
  return (what: string) => (error: unknown) => {
    console.error(what, error);
    toast(`Couldn't ${what}. Nothing changed; try again.`, 'error');
  };
}

function FlagSwitch<T extends CatalogueRow, In extends FieldValues, N extends AdminListName>({
  resource,
  flag,
  row,
}: RowProps<T, In, N> & { flag: Flag<T> }) {
  const writes = useCatalogueWrites(resource.writes);
  const fail = useFailure();
  return (
    <Switch
      label={<span className="sr-only">{`${flag.label}: ${resource.titleOf(row)}`}</span>}
      checked={Boolean(row[flag.field])}
      onChange={(value) => writes.setFlag(row.id, flag.field, value).catch(fail(`change “${flag.label}”`))}
    />
  );
}

function CatalogueRowActions<T extends CatalogueRow, In extends FieldValues, N extends AdminListName>({
  resource,
  row,
  onEdit,
  onDelete,
  movable,
}: RowProps<T, In, N> & { onEdit: () => void; onDelete: () => void; movable: boolean }) {
  const writes = useCatalogueWrites(resource.writes);
  const fail = useFailure();
  return (
    <RowActions
      title={resource.titleOf(row)}
      onEdit={onEdit}
      onDelete={onDelete}
      onMove={movable ? (direction) => void writes.move(row, direction).catch(fail('move it')) : undefined}
    />
  );
}
