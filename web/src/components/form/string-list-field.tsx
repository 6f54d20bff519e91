import { useRef, type ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { controlClass } from '@/components/ui/field';
import { useFieldError } from './field-error';
import { ListShell, RemoveRow } from './list-shell';

type Props = { name: string; label: ReactNode; itemLabel: string; hint?: ReactNode; max: number; addLabel: string; empty: string };

/** A list of short texts (package features, post tags, job requirements). */
export function FormStringList({ name, label, itemLabel, hint, max, addLabel, empty }: Props) {
  const { control } = useFormContext();
  const listError = useFieldError(name);
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => {
        const items = (field.value ?? []) as string[];
        const set = (next: string[]) => field.onChange(next);
        const add = () => {
          set([...items, '']);
          // Focus the new row once it exists.
          requestAnimationFrame(() => inputs.current[items.length]?.focus());
        };
        return (
          <ListShell
            label={label}
            hint={hint}
            error={listError}
            count={items.length}
            max={max}
            addLabel={addLabel}
            onAdd={add}
            empty={empty}
          >
            {items.map((item, index) => (
              <StringRow
                key={index}
                name={name}
                index={index}
                value={item}
                label={`${itemLabel} ${index + 1}`}
                inputRef={(element) => {
                  inputs.current[index] = element;
                  if (index === 0) field.ref(element);
                }}
                onChange={(value) => set(items.map((old, i) => (i === index ? value : old)))}
                onRemove={() => set(items.filter((_, i) => i !== index))}
                onEnter={add}
              />
            ))}
          </ListShell>
        );
      }}
    />
  );
}

type RowProps = {
  name: string;
  index: number;
  value: string;
  label: string;
  inputRef: (element: HTMLInputElement | null) => void;
  onChange: (value: string) => void;
  onRemove: () => void;
  onEnter: () => void;
};

function StringRow({ name, index, value, label, inputRef, onChange, onRemove, onEnter }: RowProps) {
  const error = useFieldError(`${name}.${index}`);
  const errorId = `${name}-${index}-error`;
  return (
    <li>
      <div className="flex items-start gap-2">
        <input
          ref={inputRef}
          aria-label={label}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            // Enter adds the next item instead of submitting the whole form.
            if (event.key === 'Enter') {
              event.preventDefault();
              onEnter();
            }
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={controlClass}
        />
        <RemoveRow label={`Remove ${label.toLowerCase()}`} onRemove={onRemove} />
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </li>
  );
}
