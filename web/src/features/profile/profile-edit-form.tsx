import { useState, type FormEvent } from 'react';
import { LIMITS } from '@common/schemas';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { validateProfileEdit, type ProfileDraft, type ProfileErrors } from './profile-validation';

type Props = {
  initial: ProfileDraft;
  onSave: (changes: ProfileDraft) => Promise<void>;
  onDone: () => void;
  onCancel: () => void;
};

/** Name and phone, the two details a customer may change (the rules allow nothing else). */
export function ProfileEditForm({ initial, onSave, onDone, onCancel }: Props) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const result = validateProfileEdit(draft);
    if (!result.ok) return setErrors(result.errors);
    setErrors({});
    setSaving(true);
    setFailure(undefined);
    try {
      await onSave(result.changes);
      onDone();
    } catch (error) {
      console.error('Profile update failed', error);
      setFailure('We couldn’t save your details. Check your connection and try again.');
      setSaving(false);
    }
  }

  const edit = (field: keyof ProfileDraft) => (e: { target: { value: string } }) => {
    setDraft((d) => ({ ...d, [field]: e.target.value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };
  return (
    <form noValidate onSubmit={submit} aria-label="Edit your details" className="grid gap-4">
      <TextField
        label="Name"
        value={draft.name}
        onChange={edit('name')}
        error={errors.name}
        maxLength={LIMITS.name}
        autoComplete="name"
        autoFocus
      />
      <TextField
        label="Phone"
        type="tel"
        value={draft.phone}
        onChange={edit('phone')}
        error={errors.phone}
        autoComplete="tel"
        hint="So we can reach you about your bookings."
      />
      {failure && (
        <p role="alert" className="text-sm font-medium text-danger">
          {failure}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={saving} busyLabel="Saving…" className="px-5 py-2.5">
          Save details
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={saving} className="px-5 py-2.5">
          Cancel
        </Button>
      </div>
    </form>
  );
}
