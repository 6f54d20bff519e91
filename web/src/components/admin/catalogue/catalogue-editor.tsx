import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { AdminListName } from '@common/admin-lists';
import { FormDialog } from '@/components/crud/form-dialog';
import type { InvalidDocument } from '@/data/result';
import { FormSwitch } from '@/components/form/switch-field';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { useToast } from '@/components/ui/toast';
import { useCatalogueWrites } from '@/data/catalogue-admin';
import type { WithId } from '@/data/collection';
import { storedFields, type CatalogueResource, type CatalogueRow } from './catalogue-resource';

type Props<T extends CatalogueRow, In extends FieldValues, N extends AdminListName> = {
  resource: CatalogueResource<T, In, N>;
  /** The item being edited; neither this nor `invalid`: a new item. */
  row?: WithId<T>;
  /** A stored item that does not read: the form starts from what is stored, and saving repairs it. */
  invalid?: InvalidDocument;
  onClose: () => void;
};

/** Create, edit or repair one item. Mounted per opening, so each starts from the item's current data. */
export function CatalogueEditor<T extends CatalogueRow, In extends FieldValues, N extends AdminListName>({
  resource,
  row,
  invalid,
  onClose,
}: Props<T, In, N>) {
  const toast = useToast();
  const writes = useCatalogueWrites(resource.writes);
  // What is stored may have any shape: the form shows it, and the schema says what to correct.
  const stored = invalid ? ({ ...invalid.data, id: invalid.id } as WithId<T>) : row;
  const form = useSchemaForm(resource.schema, stored ? (storedFields(stored) as never) : resource.blank);
  // One id per opening: saving twice (a double click, a retry) rewrites the same document.
  const [id] = useState(() => stored?.id ?? writes.newId());
  const { Fields } = resource;
  const noun = capitalise(resource.noun);

  async function save(values: In) {
    const order = typeof stored?.order === 'number' ? stored.order : await writes.nextOrder();
    await writes.save(id, { ...values, order });
    toast(invalid ? `${noun} repaired` : row ? `${noun} saved` : `${noun} added`);
    onClose();
  }

  return (
    <FormDialog
      open
      onClose={onClose}
      title={invalid ? `Repair ${resource.noun}` : row ? `Edit ${resource.noun}` : `New ${resource.noun}`}
      description={invalid ? `Ref. ${invalid.id}: correct what the form points out, then save.` : row ? resource.titleOf(row) : undefined}
      form={form}
      onSubmit={save}
      submitLabel={row ? 'Save changes' : invalid ? 'Save the correction' : `Add ${resource.noun}`}
      busyLabel="Saving…"
      what={resource.noun}
      size={resource.formSize}
    >
      <Fields />
      {resource.flags.map((flag) => (
        <FormSwitch key={flag.field} name={flag.field} label={flag.editor.label ?? flag.label} hint={flag.editor.hint} />
      ))}
    </FormDialog>
  );
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
