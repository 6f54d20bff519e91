import { useState } from 'react';
import { ConfirmDialog } from '@/components/crud/confirm-dialog';
import { TextField } from '@/components/ui/field';

type Props = {
  /** The account's email as the customer's record has it; null when the record is gone or does not read (the server still checks). */
  email: string | null;
  name: string;
  onClose: () => void;
  /** Erases with the typed email; a refusal (the server's sentence) keeps the dialog open. */
  onErase: (confirmEmail: string) => Promise<void>;
};

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Says what an erasure deletes and what it keeps, and why; the customer's email typed again confirms it. */
export function EraseDataDialog({ email, name, onClose, onErase }: Props) {
  const [typed, setTyped] = useState('');
  const ready = email ? same(typed, email) : typed.trim().includes('@');
  return (
    <ConfirmDialog
      onClose={onClose}
      title="Erase personal data?"
      confirmLabel="Erase personal data"
      busyLabel="Erasing…"
      danger
      what="erasure"
      confirmDisabled={!ready}
      onConfirm={() => onErase(typed.trim())}
    >
      <div className="space-y-3 text-sm">
        <p>
          This cannot be undone. For <strong className="text-ink">{name}</strong>:
        </p>
        <div>
          <h3 className="font-sans font-semibold tracking-normal text-ink">Deleted</h3>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            <li>the sign-in account and the profile</li>
            <li>their client galleries’ photographs (files too), favourites and activity</li>
            <li>contact and support messages from their email, and emails sent to them</li>
            <li>custom package offers they have not booked</li>
          </ul>
        </div>
        <div>
          <h3 className="font-sans font-semibold tracking-normal text-ink">
            Kept, with name, email, phone, venue, addresses and notes replaced
          </h3>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            <li>bookings, frame orders, payments, transfer slips (the files stay as payment evidence)</li>
            <li>soft-copy records, booked offers and contracts (the signed text is removed; its fingerprint and times stay)</li>
          </ul>
          <p className="mt-1">Booking and payment records are kept for seven years, as the privacy policy says and tax rules require.</p>
        </div>
        <TextField
          label="Type the customer’s email to confirm"
          hint={email ? `The account’s email: ${email}` : undefined}
          type="email"
          autoComplete="off"
          spellCheck={false}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      </div>
    </ConfirmDialog>
  );
}
