import { LIMITS } from '@common/schemas';
import { SubmitButton } from '@/components/form/form-actions';
import { SchemaForm } from '@/components/form/schema-form';
import { FormText } from '@/components/form/text-fields';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { Button } from '@/components/ui/button';
import { profileEditSchema, type ProfileDraft } from './profile-validation';

type Props = {
  initial: ProfileDraft;
  onSave: (changes: ProfileDraft) => Promise<void>;
  onDone: () => void;
  onCancel: () => void;
};

/** Name and phone, the two details a customer may change (the rules allow nothing else). */
export function ProfileEditForm({ initial, onSave, onDone, onCancel }: Props) {
  const form = useSchemaForm(profileEditSchema, initial);
  const saving = form.formState.isSubmitting;
  return (
    <SchemaForm
      form={form}
      onSubmit={async (changes) => {
        await onSave(changes);
        onDone();
      }}
      what="details"
      describeFailure={() => 'We couldn’t save your details. Check your connection and try again.'}
      aria-label="Edit your details"
      className="grid gap-4"
    >
      <FormText name="name" label="Name" maxLength={LIMITS.name} autoComplete="name" autoFocus />
      <FormText name="phone" label="Phone" type="tel" autoComplete="tel" hint="So we can reach you about your bookings." />
      <div className="flex flex-wrap gap-3">
        <SubmitButton busyLabel="Saving…" size="sm">
          Save details
        </SubmitButton>
        <Button variant="ghost" onClick={onCancel} disabled={saving} size="sm">
          Cancel
        </Button>
      </div>
    </SchemaForm>
  );
}
