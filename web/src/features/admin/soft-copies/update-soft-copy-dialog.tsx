import { softCopyUpdateSchema, type SoftCopy, type SoftCopyUpdate } from '@common/schemas';
import { FormDialog } from '@/components/crud/form-dialog';
import { FormStringList } from '@/components/form/string-list-field';
import { FormText, FormTextArea } from '@/components/form/text-fields';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { useToast } from '@/components/ui/toast';
import type { WithId } from '@/data/collection';
import { useUpdateSoftCopy } from '@/data/soft-copies';

/** New links (the old ones stay in the customer's history, with the note) or another download date. */
export function UpdateSoftCopyDialog({ row: copy, onClose }: { row: WithId<SoftCopy>; onClose: () => void }) {
  const form = useSchemaForm(softCopyUpdateSchema, { links: copy.links, downloadUntil: copy.downloadUntil, note: '' });
  const update = useUpdateSoftCopy();
  const toast = useToast();
  async function save(values: SoftCopyUpdate) {
    await update(copy.id, values);
    toast(`“${copy.title}” updated`);
    onClose();
  }
  return (
    <FormDialog
      open
      onClose={onClose}
      title="Replace links"
      description={`${copy.title} · ${copy.userName || copy.userEmail}`}
      form={form}
      onSubmit={save}
      submitLabel="Save"
      busyLabel="Saving…"
      what="delivery"
    >
      <FormStringList
        name="links"
        label="Links"
        itemLabel="Link"
        hint="Changed links replace the current ones; the customer keeps seeing the old ones under “Earlier links”."
        max={5}
        addLabel="Add a link"
        empty="Add at least one link."
      />
      <FormTextArea
        name="note"
        label="Why they changed (optional)"
        rows={3}
        maxLength={500}
        hint="Shown beside the earlier links, e.g. “The final edit, with the family portraits”."
      />
      <FormText name="downloadUntil" label="Download until (optional)" type="date" className="sm:max-w-xs" />
    </FormDialog>
  );
}
