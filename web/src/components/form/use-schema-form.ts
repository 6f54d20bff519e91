import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { issueWording, type FieldMessages } from '@/lib/zod-form';

type Options = {
  /** The form's own words per field ("Choose a package to book."), instead of zod's wording. */
  messages?: FieldMessages;
};

/**
 * The one form state of the app: react-hook-form validated by a shared zod schema, with the app's
 * wording for zod's checks. Errors show after the first submit (or a step's Continue, see
 * useFormSteps), then update as the person types; the first invalid field takes focus.
 */
export function useSchemaForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
  { messages }: Options = {},
) {
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema, { error: issueWording(messages) }),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
}
