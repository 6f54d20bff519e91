import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormDialog } from '@/components/crud/form-dialog';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { useToast } from '@/components/ui/toast';
import type { BoundCatalogueWrites } from '@/data/catalogue-admin';
import type { WithId } from '@/data/collection';
import type { CatalogueResource, CatalogueRow } from './catalogue-resource';

type Props<T extends CatalogueRow, In extends FieldValues> = {
  resource: CatalogueResource<T, In>;
  writes: BoundCatalogueWrites;
  /** The item being edited, or null for a new one. */
  row: WithId<T> | null;
  onClose: () => void;
};

/** Create or edit one item. Mounted per opening, so each starts from the item's current data. */
export function CatalogueEditor<T extends CatalogueRow, In extends FieldValues>({ resource, writes, row, onClose }: Props<T, In>) {
  const toast = useToast();
  const form = useSchemaForm(resource.schema, row ? (resource.toInput(row) as never) : resource.blank);
  // One id per opening: saving twice (a double click, a retry) rewrites the same document.
  const [id] = useState(() => row?.id ?? writes.newId());
  const { Fields } = resource;

  async function save(values: In) {
    const order = row ? row.order : await writes.nextOrder();
    await writes.save(id, { ...values, order });
    toast(row ? `${capitalise(resource.noun)} saved` : `${capitalise(resource.noun)} added`);
    onClose();
  }

  return (
    <FormDialog
      open
      onClose={onClose}
      title={row ? `Edit ${resource.noun}` : `New ${resource.noun}`}
      description={row ? resource.titleOf(row) : undefined}
      form={form}
      onSubmit={save}
      submitLabel={row ? 'Save changes' : `Add ${resource.noun}`}
      busyLabel="Saving…"
      what={resource.noun}
      size={resource.formSize}
    >
      <Fields />
    </FormDialog>
  );
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
