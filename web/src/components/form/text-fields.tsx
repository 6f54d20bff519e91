import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { useFormContext } from 'react-hook-form';
import { currencySign } from '@common/format';
import { SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { useFieldError } from './field-error';

type Common = { name: string; label: ReactNode; hint?: ReactNode; className?: string };

export function FormText({
  name,
  ...props
}: Common & { prefix?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'prefix'>) {
  const { register } = useFormContext();
  return <TextField {...props} {...register(name)} error={useFieldError(name)} />;
}

export function FormTextArea({ name, ...props }: Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'>) {
  const { register } = useFormContext();
  return <TextAreaField {...props} {...register(name)} error={useFieldError(name)} />;
}

// An empty box is "nothing typed" (the schema says it is required), not zero.
const toNumber = (value: unknown) => (value === '' || value === null || value === undefined ? undefined : Number(value));

/** A whole number; `price` shows the studio's currency sign and steps by one unit of it. */
export function FormNumber({
  name,
  price = false,
  ...props
}: Common & { price?: boolean } & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'prefix' | 'type'>) {
  const { register } = useFormContext();
  return (
    <TextField
      type="number"
      inputMode="numeric"
      step={1}
      prefix={price ? currencySign() : undefined}
      {...props}
      {...register(name, { setValueAs: toNumber })}
      error={useFieldError(name)}
    />
  );
}

/** A choice of options; `onChange` runs after the form has the new value (to adjust the fields that depend on it). */
export function FormSelect({
  name,
  options,
  placeholder,
  onChange,
  ...props
}: Common & { options: readonly (string | { value: string; label: string })[]; placeholder?: string } & Omit<
    SelectHTMLAttributes<HTMLSelectElement>,
    'name'
  >) {
  const { register } = useFormContext();
  return (
    <SelectField {...props} {...register(name, { onChange })} error={useFieldError(name)}>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((option) => {
        const { value, label } = typeof option === 'string' ? { value: option, label: option } : option;
        return (
          <option key={value} value={value}>
            {label}
          </option>
        );
      })}
    </SelectField>
  );
}
