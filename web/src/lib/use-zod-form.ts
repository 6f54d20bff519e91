import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';
import { createSubmitGuard, validateWith, type FieldErrors } from './zod-form';

export type FormStatus = 'idle' | 'submitting' | 'sent' | 'failed';
type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * State for a form validated by a common zod schema: values, one error per field, a status for
 * the button and the confirmation, and a guard that drops a second submit while one is in flight.
 */
export function useZodForm<S extends z.ZodType, V extends Record<string, string>>(
  schema: S,
  initialValues: V,
  send: (valid: z.output<S>) => Promise<void>,
) {
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<FormStatus>('idle');
  const [guard] = useState(createSubmitGuard);
  // A fresh object per rejected submit, so the effect runs even when the same form fails twice.
  const [rejected, setRejected] = useState<{ form: HTMLFormElement } | null>(null);

  // After a rejected submit, move focus to the first field that needs attention.
  useEffect(() => {
    const firstInvalid = rejected?.form.querySelector<HTMLElement>('[aria-invalid="true"]');
    // Centred, so the sticky header never hides the field (and its label) that took focus.
    firstInvalid?.focus({ preventScroll: true });
    firstInvalid?.scrollIntoView?.({ block: 'center' });
  }, [rejected]);

  const field = <K extends keyof V & string>(name: K) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<Control>) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [name]: value }));
      if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (guard.busy) return;
    const result = validateWith(schema, values);
    if (!result.ok) {
      setErrors(result.errors);
      setRejected({ form: event.currentTarget });
      return;
    }
    setErrors({});
    await guard.run(async () => {
      setStatus('submitting');
      try {
        await send(result.data);
        setStatus('sent');
      } catch (error) {
        console.error('Form submission failed', error);
        setStatus('failed'); // values stay as typed, so a retry is one click
      }
    });
  };

  const reset = () => {
    setValues(initialValues);
    setErrors({});
    setStatus('idle');
  };

  const formProps = { noValidate: true, onSubmit: handleSubmit };
  return { values, errors, status, field, formProps, reset, submitting: status === 'submitting' };
}
