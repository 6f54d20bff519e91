import { useState } from 'react';
import { STUDIO } from '@common/studio';
import { SUPPORT_TOPICS, supportRequestInputSchema, type SupportRequestInput } from '@common/schemas';
import { SubmitButton } from '@/components/form/form-actions';
import { SchemaForm } from '@/components/form/schema-form';
import { FormSelect, FormText, FormTextArea } from '@/components/form/text-fields';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { SentConfirmation } from '@/components/ui/form-feedback';

type Props = { send: (input: SupportRequestInput) => Promise<void>; defaults?: { name?: string; email?: string } };

export function SupportForm({ send, defaults = {} }: Props) {
  const initial = { name: defaults.name ?? '', email: defaults.email ?? '', topic: undefined, reference: '', message: '' };
  const form = useSchemaForm(supportRequestInputSchema, initial);
  const [sent, setSent] = useState<SupportRequestInput | null>(null);

  if (sent) {
    return (
      <SentConfirmation
        title="Thank you — we’re on it"
        againLabel="Send another request"
        onAgain={() => {
          form.reset(initial);
          setSent(null);
        }}
      >
        Your {sent.topic.toLowerCase()} request reached the studio. We reply within one business day, to{' '}
        <strong className="font-semibold text-ink">{sent.email}</strong>. For anything on the day of an event, call {STUDIO.phone}.
      </SentConfirmation>
    );
  }

  return (
    <SchemaForm
      form={form}
      onSubmit={async (values) => {
        await send(values);
        setSent(values);
      }}
      what="request"
      describeFailure={() =>
        `We couldn’t send your request just now. Nothing you typed is lost — please try again, or email ${STUDIO.email}.`
      }
      aria-label="Support request"
      className="grid gap-5 sm:grid-cols-2 [&>[role=alert]]:sm:col-span-2"
    >
      <FormText name="name" label="Your name" autoComplete="name" />
      <FormText name="email" label="Email" type="email" autoComplete="email" />
      <FormSelect name="topic" label="Topic" placeholder="Choose a topic" options={SUPPORT_TOPICS} />
      <FormText name="reference" label="Booking or order reference (optional)" hint="You’ll find it in your profile and in our emails." />
      <FormTextArea name="message" label="How can we help?" rows={6} className="sm:col-span-2" />
      <SubmitButton busyLabel="Sending…" className="self-start sm:col-span-2 sm:justify-self-start">
        Send request
      </SubmitButton>
    </SchemaForm>
  );
}
