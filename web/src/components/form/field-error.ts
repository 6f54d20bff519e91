import { get, useFormState, type FieldError } from 'react-hook-form';

type Nested = FieldError & { root?: FieldError };

/** The message for `name` after validation: its own, or its list's (e.g. "Add at least one"). */
export function useFieldError(name: string): string | undefined {
  const { errors } = useFormState({ name });
  const error = get(errors, name) as Nested | undefined;
  return error?.message ?? error?.root?.message;
}
