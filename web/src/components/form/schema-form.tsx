import { useRef, useState, type ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
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
  children: ReactNode;
  className?: string;
  id?: string;
  'aria-label'?: string;
};

/**
 * A form over useSchemaForm: validates, sends once (a second click while saving is dropped), and
 * on a refused or failed write keeps the values and says what happened above the buttons.
 */
export function SchemaForm<In extends FieldValues, Out>({
  form,
  onSubmit,
  what,
  audience = 'customer',
  describeFailure,
  children,
  className,
  id,
  ...rest
}: Props<In, Out>) {
  const sending = useRef(false);
  const [failure, setFailure] = useState<ReactNode>();
  async function send(values: Out) {
    if (sending.current) return;
    sending.current = true;
    setFailure(undefined);
    try {
      await onSubmit(values);
    } catch (error) {
      console.error(`Saving the ${what} failed`, error);
      setFailure(describeFailure ? describeFailure(error) : describeWriteError(error, what, audience));
    } finally {
      sending.current = false;
    }
  }
  return (
    <FormProvider {...form}>
      <form
        id={id}
        noValidate
        onSubmit={(event) => void form.handleSubmit(send)(event)}
        className={className}
        aria-label={rest['aria-label']}
      >
        {children}
        {failure && (
          <p role="alert" className="mt-6 rounded-2xl border border-rose/40 bg-rose/10 px-4 py-3 text-sm font-medium text-danger">
            {failure}
          </p>
        )}
      </form>
    </FormProvider>
  );
}
