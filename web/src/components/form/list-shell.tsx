import { useId, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { CloseIcon } from '@/components/ui/icons';

type Props = {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  count: number;
  max: number;
  addLabel: string;
  onAdd: () => void;
  empty: string;
  children: ReactNode;
};

/** The frame of an editable list (features, tags, frame sizes): label, rows, an add button, the list's error. */
export function ListShell({ label, hint, error, count, max, addLabel, onAdd, empty, children }: Props) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}>
      <legend className="block text-sm font-medium text-ink-soft">{label}</legend>
      {hint && (
        <p id={`${id}-hint`} className="mt-0.5 text-sm text-muted">
          {hint}
        </p>
      )}
      {count === 0 ? <p className="mt-2 text-sm italic text-muted">{empty}</p> : <ul className="mt-2 grid gap-2">{children}</ul>}
      <Button variant="secondary" size="sm" className="mt-3" onClick={onAdd} disabled={count >= max}>
        + {addLabel}
      </Button>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** The remove button at the end of a row. */
export function RemoveRow({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <button
      type="button"
      onClick={onRemove}
      aria-label={label}
      className="mt-1.5 flex size-11 shrink-0 items-center justify-center rounded-full text-muted transition hover:bg-rose/10 hover:text-danger"
    >
      <CloseIcon className="size-4" strokeWidth={1.8} />
    </button>
  );
}
