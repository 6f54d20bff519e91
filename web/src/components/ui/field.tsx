import { useId, type ComponentProps, type ReactNode } from 'react';

export const controlClass =
  'mt-1.5 block w-full rounded-xl border border-sand bg-white px-4 py-3 text-base text-ink placeholder:text-muted/70 transition focus:border-champagne-dark focus:outline-none focus:ring-2 focus:ring-champagne/30 aria-[invalid=true]:border-rose';

type FieldShell = { label: ReactNode; error?: string; hint?: ReactNode; className?: string };

function Shell({ id, label, error, hint, className = '', children }: FieldShell & { id: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-ink-soft">
        {label}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

const describedBy = (id: string, error?: string, hint?: ReactNode) => (error ? `${id}-error` : hint ? `${id}-hint` : undefined);

/** A text input; `prefix` sets a fixed mark inside the box, e.g. the currency sign of a price. */
export function TextField({
  label,
  error,
  hint,
  className,
  prefix,
  ...input
}: FieldShell & { prefix?: string } & Omit<ComponentProps<'input'>, 'prefix'>) {
  const id = useId();
  const box = (
    <input
      id={id}
      className={prefix ? `${controlClass} pl-9` : controlClass}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(id, error, hint)}
      {...input}
    />
  );
  return (
    <Shell id={id} label={label} error={error} hint={hint} className={className}>
      {prefix ? (
        <div className="relative">
          <span aria-hidden="true" className="pointer-events-none absolute left-4 top-1/2 mt-[3px] -translate-y-1/2 text-muted">
            {prefix}
          </span>
          {box}
        </div>
      ) : (
        box
      )}
    </Shell>
  );
}

export function TextAreaField({ label, error, hint, className, ...input }: FieldShell & ComponentProps<'textarea'>) {
  const id = useId();
  return (
    <Shell id={id} label={label} error={error} hint={hint} className={className}>
      <textarea
        id={id}
        rows={5}
        className={controlClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...input}
      />
    </Shell>
  );
}

export function SelectField({ label, error, hint, className, children, ...input }: FieldShell & ComponentProps<'select'>) {
  const id = useId();
  return (
    <Shell id={id} label={label} error={error} hint={hint} className={className}>
      <select
        id={id}
        className={controlClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...input}
      >
        {children}
      </select>
    </Shell>
  );
}
