import { useState, type ComponentProps, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { SentConfirmation } from '@/components/ui/form-feedback';
import { SubmitButton } from './form-actions';
import { SchemaForm } from './schema-form';

type Props<In extends FieldValues, Out> = Omit<ComponentProps<typeof SchemaForm<In, Out>>, 'onSubmit' | 'className' | 'once'> & {
  send: (values: Out) => Promise<void>;
  submitLabel: string;
  /** What the visitor reads once it is sent, with what they sent. */
  sent: { title: string; againLabel: string; body: (values: Out) => ReactNode };
};

/**
 * A visitor's note to the studio (contact, support): two columns of fields, then "Send"; once sent,
 * a confirmation in its place, and "send another" brings back the form, emptied.
 */
export function MessageForm<In extends FieldValues, Out>({ form, send, submitLabel, sent, children, ...rest }: Props<In, Out>) {
  const [sentValues, setSentValues] = useState<Out | null>(null);
  if (sentValues) {
    return (
      <SentConfirmation
        title={sent.title}
        againLabel={sent.againLabel}
        onAgain={() => {
          form.reset();
          setSentValues(null);
        }}
      >
        {sent.body(sentValues)}
      </SentConfirmation>
    );
  }
  return (
    <SchemaForm
      form={form}
      onSubmit={async (values) => {
        await send(values);
        setSentValues(values);
      }}
      className="grid gap-5 sm:grid-cols-2 [&>[role=alert]]:sm:col-span-2"
      {...rest}
    >
      {children}
      <SubmitButton busyLabel="Sending…" className="self-start sm:col-span-2 sm:justify-self-start">
        {submitLabel}
      </SubmitButton>
    </SchemaForm>
  );
}
