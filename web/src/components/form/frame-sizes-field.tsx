import { Controller, useFormContext } from 'react-hook-form';
import { FRAME_SIZES_MAX } from '@common/schemas';
import { controlClass } from '@/components/ui/field';
import { useFieldError } from './field-error';
import { ListShell, RemoveRow } from './list-shell';

type Size = { label: string; price: number | undefined };

/** The sizes a frame is sold in: a label ("8×10 in") and its price, one row each. */
export function FormFrameSizes({ name, max = FRAME_SIZES_MAX }: { name: string; max?: number }) {
  const { control } = useFormContext();
  const listError = useFieldError(name);
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => {
        const sizes = (field.value ?? []) as Size[];
        const set = (next: Size[]) => field.onChange(next);
        const update = (index: number, change: Partial<Size>) => set(sizes.map((s, i) => (i === index ? { ...s, ...change } : s)));
        return (
          <ListShell
            label="Sizes and prices"
            hint="Customers pick one of these when they order; the price is per frame."
            error={listError}
            count={sizes.length}
            max={max}
            addLabel="Add a size"
            onAdd={() => set([...sizes, { label: '', price: undefined }])}
            empty="No sizes yet: a frame needs at least one."
          >
            {sizes.map((size, index) => (
              <SizeRow
                key={index}
                name={name}
                index={index}
                size={size}
                inputRef={index === 0 ? field.ref : undefined}
                onChange={(change) => update(index, change)}
                onRemove={() => set(sizes.filter((_, i) => i !== index))}
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
  size: Size;
  inputRef?: (element: HTMLInputElement | null) => void;
  onChange: (change: Partial<Size>) => void;
  onRemove: () => void;
};

function SizeRow({ name, index, size, inputRef, onChange, onRemove }: RowProps) {
  const labelError = useFieldError(`${name}.${index}.label`);
  const priceError = useFieldError(`${name}.${index}.price`);
  const error = labelError ?? priceError;
  const n = index + 1;
  return (
    <li>
      <div className="grid grid-cols-[minmax(0,1fr)_8rem_auto] items-start gap-2">
        <input
          ref={inputRef}
          aria-label={`Size ${n}`}
          placeholder="8×10 in"
          value={size.label}
          onChange={(event) => onChange({ label: event.target.value })}
          aria-invalid={labelError ? true : undefined}
          className={controlClass}
        />
        <div className="relative">
          <span aria-hidden="true" className="pointer-events-none absolute left-4 top-1/2 mt-[3px] -translate-y-1/2 text-muted">
            $
          </span>
          <input
            aria-label={`Price of size ${n}`}
            type="number"
            inputMode="numeric"
            step={1}
            value={size.price ?? ''}
            onChange={(event) => onChange({ price: event.target.value === '' ? undefined : Number(event.target.value) })}
            aria-invalid={priceError ? true : undefined}
            className={`${controlClass} pl-9`}
          />
        </div>
        <RemoveRow label={`Remove size ${n}`} onRemove={onRemove} />
      </div>
      {error && (
        <p role="alert" className="mt-1 text-sm font-medium text-danger">
          Size {n}: {error}
        </p>
      )}
    </li>
  );
}
