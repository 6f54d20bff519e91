import { softCopyWithdrawalSchema } from '@common/schemas';
import { FormDialog } from '@/components/crud/form-dialog';
import { FormTextArea } from '@/components/form/text-fields';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { useToast } from '@/components/ui/toast';
import type { WithId } from '@/data/collection';
import { useWithdrawSoftCopy } from '@/data/soft-copies';
import type { SoftCopy } from '@common/schemas';

/** Withdrawal is final and never deletes: the customer keeps the record and reads the reason. */
export function WithdrawSoftCopyDialog({ row: copy, onClose }: { row: WithId<SoftCopy>; onClose: () => void }) {
  const form = useSchemaForm(softCopyWithdrawalSchema, { reason: '' });
  const withdraw = useWithdrawSoftCopy();
  const toast = useToast();
  return (
    <FormDialog
      open
      onClose={onClose}
      title="Withdraw this delivery?"
      description={`${copy.title} · ${copy.userName || copy.userEmail}`}
      form={form}
      onSubmit={async (values) => {
        await withdraw(copy.id, values);
        toast(`“${copy.title}” withdrawn`);
        onClose();
      }}
      submitLabel="Withdraw delivery"
      busyLabel="Withdrawing…"
      what="withdrawal"
    >
      <p className="leading-relaxed text-ink-soft">
        The links disappear from {copy.userName || 'the customer'}'s profile and the reason below takes their place. The delivery stays on
        record, here and for them. This cannot be undone: to share photographs again, send a new delivery.
      </p>
      <FormTextArea
        name="reason"
        label="Reason the customer reads"
        rows={4}
        maxLength={500}
        placeholder="We're re-exporting your gallery in full resolution; the new link follows this week."
      />
    </FormDialog>
  );
}
