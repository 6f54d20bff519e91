import { useId, useState, type ReactNode } from 'react';
import { describeWriteError, type Audience } from '@/lib/write-errors';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

type Props = {
  /** A dialog mounted only while it is open (useDialogState) leaves this out. */
  open?: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  /** "Keep it" for a destructive action, else "Cancel". */
  cancelLabel?: string;
  /** Destructive actions get the danger button. */
  danger?: boolean;
  onConfirm: () => Promise<void>;
  /** For the failure message ("deletion"). */
  what: string;
  /** Holds the confirm button until the dialog's own check passes (a typed confirmation). */
  confirmDisabled?: boolean;
  audience?: Audience;
};

/** Asks before an action that cannot be undone; stays open with the reason when it fails. */
export function ConfirmDialog({
  open = true,
  onClose,
  title,
  children,
  confirmLabel,
  busyLabel,
  danger = false,
  cancelLabel = danger ? 'Keep it' : 'Cancel',
  onConfirm,
  what,
  audience = 'owner',
  confirmDisabled = false,
}: Props) {
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const close = () => {
    if (busy) return;
    setFailure(undefined);
    onClose();
  };
  async function confirm() {
    if (busy || confirmDisabled) return;
    setBusy(true);
    setFailure(undefined);
    try {
      await onConfirm();
      onClose();
    } catch (error) {
      console.error(`${what} failed`, error);
      setFailure(describeWriteError(error, what, audience));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Dialog
      open={open}
      onClose={close}
      labelledBy={titleId}
      overlayClassName="flex items-center justify-center p-4"
      panelClassName="w-full max-w-md rounded-3xl bg-ivory p-7 shadow-2xl sm:p-9"
    >
      <h2 id={titleId} className="text-3xl font-semibold text-ink">
        {title}
      </h2>
      <div className="mt-3 leading-relaxed text-ink-soft">{children}</div>
      {failure && (
        <p role="alert" className="mt-4 text-sm font-medium text-danger">
          {failure}
        </p>
      )}
      <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={close} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button
          variant={danger ? 'danger' : 'primary'}
          onClick={() => void confirm()}
          busy={busy}
          busyLabel={busyLabel}
          disabled={confirmDisabled}
        >
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
