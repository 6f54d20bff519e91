import type { FieldValues } from 'react-hook-form';
import type { AdminListName } from '@common/admin-lists';
import { ConfirmDialog } from '@/components/crud/confirm-dialog';
import { useToast } from '@/components/ui/toast';
import { useCatalogueWrites } from '@/data/catalogue-admin';
import type { WithId } from '@/data/collection';
import type { CatalogueResource, CatalogueRow } from './catalogue-resource';

type Props<T extends CatalogueRow, In extends FieldValues, N extends AdminListName> = {
  resource: CatalogueResource<T, In, N>;
  row: WithId<T>;
  onClose: () => void;
};

/** Asks before deleting an item, saying what else refers to it when the resource can count that. */
export function CatalogueDeleteDialog<T extends CatalogueRow, In extends FieldValues, N extends AdminListName>({
  resource,
  row,
  onClose,
}: Props<T, In, N>) {
  const writes = useCatalogueWrites(resource.writes);
  const toast = useToast();
  const impact = resource.useDeleteImpact?.(row);
  return (
    <ConfirmDialog
      onClose={onClose}
      title={`Delete this ${resource.noun}?`}
      confirmLabel={`Delete ${resource.noun}`}
      busyLabel="Deleting…"
      danger
      what="deletion"
      onConfirm={async () => {
        await writes.remove(row.id);
        toast(`“${resource.titleOf(row)}” deleted`);
      }}
    >
      <p>
        <strong className="text-ink">{resource.titleOf(row)}</strong> will disappear from the admin and the public site. This cannot be
        undone.
      </p>
      {resource.useDeleteImpact && <p className="mt-3">{impact ?? 'Checking what else refers to it…'}</p>}
    </ConfirmDialog>
  );
}
