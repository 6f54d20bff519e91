import { useId, type ChangeEvent, type ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { cn } from '@/lib/cn';
import { useFieldError } from './field-error';

type GroupProps = { name: string; legend: ReactNode; legendClassName?: string; className?: string; children: ReactNode };

/** One choice among cards (a package, a frame, how to pay): the question, the cards, the field's message. */
export function FormChoices({ name, legend, legendClassName, className, children }: GroupProps) {
  const id = useId();
  const error = useFieldError(name);
  return (
    <fieldset className={className} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={cn('text-sm font-medium text-ink-soft', legendClassName)}>{legend}</legend>
      {children}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-3 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}

const card = cn(
  'flex cursor-pointer rounded-2xl border border-sand bg-white transition hover:border-champagne',
  'has-[:checked]:border-ink has-[:checked]:ring-1 has-[:checked]:ring-ink',
  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-champagne-dark',
);

type CardProps = {
  name: string;
  value: string;
  className?: string;
  /** Where the radio sits: beside the text by default; `sr-only` when the card's ring says it all. */
  inputClassName?: string;
  /** Runs after the choice is recorded, e.g. to fit the size to a newly chosen frame. */
  onPick?: (event: ChangeEvent<HTMLInputElement>) => void;
  children: ReactNode;
};

/** One card of a FormChoices group: a radio of the form's field, wrapped in its label. */
export function ChoiceCard({ name, value, className, inputClassName = 'mt-1 size-4 shrink-0 accent-ink', onPick, children }: CardProps) {
  const { register } = useFormContext();
  const invalid = useFieldError(name) !== undefined;
  return (
    <label className={cn(card, className)}>
      <input
        type="radio"
        value={value}
        {...register(name, { onChange: onPick })}
        aria-invalid={invalid || undefined}
        className={inputClassName}
      />
      {children}
    </label>
  );
}
