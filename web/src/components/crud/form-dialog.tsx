import { useId, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { SchemaForm } from '@/components/form/schema-form';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { CloseIcon } from '@/components/ui/icons';
import { DialogToastSlot } from '@/components/ui/toast-slot';

type Props<In extends FieldValues, Out> = {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  form: UseFormReturn<In, unknown, Out>;
  onSubmit: (values: Out) => Promise<void>;
  submitLabel: string;
  busyLabel: string;
  what: string;
  children: ReactNode;
  /** Wide forms (packages, frames) get a wider panel. */
  size?: 'md' | 'lg';
};

/** A form in a dialog: a sheet from the side on desktop, full screen on a phone; Save stays in reach. */
export function FormDialog<In extends FieldValues, Out>({
  open,
  onClose,
  title,
  description,
  form,
  onSubmit,
  submitLabel,
  busyLabel,
  what,
  children,
  size = 'md',
}: Props<In, Out>) {
  const titleId = useId();
  const formId = useId();
  const saving = form.formState.isSubmitting;
  return (
    <Dialog
      open={open}
      onClose={() => !saving && onClose()}
      labelledBy={titleId}
      overlayClassName="flex justify-end"
      panelClassName={`flex h-full w-full flex-col bg-ivory shadow-2xl ${size === 'lg' ? 'sm:max-w-3xl' : 'sm:max-w-xl'}`}
    >
      <header className="flex items-start justify-between gap-4 border-b border-sand px-6 py-5 sm:px-8">
        <div>
          <h2 id={titleId} className="text-3xl font-semibold text-ink">
            {title}
          </h2>
          {description && <p className="mt-1 text-sm text-muted">{description}</p>}
        </div>
        <button
          type="button"
          onClick={onClose}
          disabled={saving}
          aria-label="Close"
          className="-mr-2 flex size-10 shrink-0 items-center justify-center rounded-full text-muted hover:bg-linen hover:text-ink"
        >
          <CloseIcon />
        </button>
      </header>
      <DialogToastSlot className="px-6 pt-4 sm:px-8" />
      <SchemaForm
        form={form}
        onSubmit={onSubmit}
        what={what}
        audience="owner"
        id={formId}
        className="flex-1 overflow-y-auto px-6 py-6 sm:px-8"
      >
        <div className="grid gap-5">{children}</div>
      </SchemaForm>
      <footer className="flex flex-col-reverse gap-3 border-t border-sand bg-ivory px-6 py-4 sm:flex-row sm:justify-end sm:px-8">
        <Button variant="secondary" onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" form={formId} busy={saving} busyLabel={busyLabel}>
          {submitLabel}
        </Button>
      </footer>
    </Dialog>
  );
}
