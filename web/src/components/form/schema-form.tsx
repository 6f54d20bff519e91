import { useRef, useState, type ReactNode } from 'react';
import { FormProvider, type FieldErrors, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { describeWriteError, type Audience } from '@/lib/write-errors';

type Props<In extends FieldValues, Out> = {
  form: UseFormReturn<In, unknown, Out>;
  /** The write; a throw keeps everything typed and shows why it failed. */
  onSubmit: (values: Out) => Promise<void>;
  /** What is being saved, for the failure message ("service", "post"). */
  what: string;
  /** Who reads the failure message: the owner gets the database's side, a customer the studio's. */
  audience?: Audience;
  /** A page's own words for a failed send; by default the app's message for the audience. */
  describeFailure?: (error: unknown) => ReactNode;
  /** A form that creates one document: once sent, it sends nothing more (the page moves on). */
  once?: boolean;
  /** A form in steps (useFormSteps): Enter or Continue on a step checks that step; only the last one sends. */
  steps?: { isLast: boolean; next: () => Promise<void>; showErrors: (errors: FieldErrors<In>) => void };
  children: ReactNode;
  className?: string;
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
};

/** Set while the last send failed (SubmitButton says "Try again"); the next send clears it. */
export const SEND_FAILED = 'root.send';

/**
 * A form over useSchemaForm: validates, sends once (a second click while saving is dropped), and
 * on a refused or failed write keeps the values and says what happened at the end of the form.
 */
export function SchemaForm<In extends FieldValues, Out>({
  form,
  onSubmit,
  what,
  audience = 'customer',
  describeFailure,
  once = false,
  steps,
  children,
  className,
  id,
  ...rest
}: Props<In, Out>) {
  const sending = useRef(false);
  const sent = useRef(false);
  const [failure, setFailure] = useState<ReactNode>();
  async function send(values: Out) {
    if (sending.current || sent.current) return;
    sending.current = true;
    setFailure(undefined);
    try {
      await onSubmit(values);
      sent.current = once;
    } catch (error) {
      console.error(`Saving the ${what} failed`, error);
      setFailure(describeFailure ? describeFailure(error) : describeWriteError(error, what, audience));
      form.setError(SEND_FAILED, { type: 'failed' });
    } finally {
      sending.current = false;
    }
  }
  return (
    <FormProvider {...form}>
      <form
        id={id}
        noValidate
        onSubmit={(event) => {
          if (!steps || steps.isLast) return void form.handleSubmit(send, steps?.showErrors)(event);
          event.preventDefault();
          void steps.next();
        }}
        className={className}
        aria-label={rest['aria-label']}
        aria-labelledby={rest['aria-labelledby']}
      >
        {children}
        {/* In a form in steps, the failed send is news on the step that sends, not while editing earlier ones. */}
        {failure && (!steps || steps.isLast) && (
          <p role="alert" className="mt-6 rounded-2xl border border-rose/40 bg-rose/10 px-4 py-3 text-sm font-medium text-danger">
            {failure}
          </p>
        )}
      </form>
    </FormProvider>
  );
}
