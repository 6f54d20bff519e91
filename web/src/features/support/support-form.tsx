import { SUPPORT_TOPICS, supportRequestInputSchema, type SupportRequestInput } from '@common/schemas/messages';
import { MessageForm } from '@/components/form/message-form';
import { FormSelect, FormText, FormTextArea } from '@/components/form/text-fields';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { useStudio } from '@/lib/studio-context';

type Props = { send: (input: SupportRequestInput) => Promise<void>; defaults?: { name?: string; email?: string } };

export function SupportForm({ send, defaults = {} }: Props) {
  const initial = { name: defaults.name ?? '', email: defaults.email ?? '', topic: undefined, reference: '', message: '' };
  const form = useSchemaForm(supportRequestInputSchema, initial);
  const studio = useStudio();

  return (
    <MessageForm
      form={form}
      send={send}
      submitLabel="Send request"
      sent={{
        title: 'Thank you — we’re on it',
        againLabel: 'Send another request',
        body: (values) => (
          <>
            Your {values.topic.toLowerCase()} request reached the studio. We reply within one business day, to{' '}
            <strong className="font-semibold text-ink">{values.email}</strong>.
            {studio && ` For anything on the day of an event, call ${studio.phone}.`}
          </>
        ),
      }}
      what="request"
      describeFailure={() =>
        `We couldn’t send your request just now. Nothing you typed is lost — please try again${studio ? `, or email ${studio.email}` : ''}.`
      }
      aria-label="Support request"
    >
      <FormText name="name" label="Your name" autoComplete="name" />
      <FormText name="email" label="Email" type="email" autoComplete="email" />
      <FormSelect name="topic" label="Topic" placeholder="Choose a topic" options={SUPPORT_TOPICS} />
      <FormText name="reference" label="Booking or order reference (optional)" hint="You’ll find it in your profile and in our emails." />
      <FormTextArea name="message" label="How can we help?" rows={6} className="sm:col-span-2" />
    </MessageForm>
  );
}
