import type { BookingDraft, DraftField, FieldErrors } from './booking-machine';

/** What every editable step receives from the booking form. */
export type StepProps = {
  draft: BookingDraft;
  errors: FieldErrors;
  onEdit: (field: DraftField, value: string) => void;
};
