import type { ComponentProps, ReactNode } from 'react';
import { get, useFormState } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { useFieldError } from './field-error';
import { SEND_FAILED } from './schema-form';

type SubmitProps = Omit<ComponentProps<typeof Button>, 'type' | 'busy'> & {
  /** The label after a failed send, e.g. "Try again". */
  retryLabel?: ReactNode;
};

/** The submit button of the SchemaForm around it: busy, with its label, while the write is on its way. */
export function SubmitButton({ busyLabel = 'Saving…', retryLabel, children, ...props }: SubmitProps) {
  const { isSubmitting, errors } = useFormState();
  const failed = retryLabel !== undefined && get(errors, SEND_FAILED) !== undefined;
  return (
    <Button type="submit" busy={isSubmitting} busyLabel={busyLabel} {...props}>
      {failed ? retryLabel : children}
    </Button>
  );
}

/** A long page form's actions: a bar that stays in view at the bottom while the owner scrolls. */
export function FormActionBar({ children }: { children: ReactNode }) {
  return (
    <div className="sticky bottom-0 z-10 -mx-5 mt-6 flex flex-wrap items-center justify-between gap-3 border-t border-sand bg-linen/95 px-5 py-4 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border sm:px-6">
      {children}
    </div>
  );
}

/** The problem of a list as a whole ("Add a question to this section"), where the form places it; nothing while there is none. */
export function ListProblem({ name }: { name: string }) {
  const message = useFieldError(name);
  return message ? (
    <p role="alert" className="text-sm font-medium text-danger">
      {message}
    </p>
  ) : null;
}
