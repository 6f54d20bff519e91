import { STUDIO } from '@common/studio';
import { SUPPORT_TOPICS, supportRequestInputSchema, type SupportRequestInput } from '@common/schemas';
import { Button } from '../../components/ui/button';
import { SelectField, TextAreaField, TextField } from '../../components/ui/field';
import { SendFailure, SentConfirmation } from '../../components/ui/form-feedback';
import { useZodForm } from '../../lib/use-zod-form';

type Props = { send: (input: SupportRequestInput) => Promise<void>; defaults?: { name?: string; email?: string } };

export function SupportForm({ send, defaults = {} }: Props) {
  const initial = { name: defaults.name ?? '', email: defaults.email ?? '', topic: '', reference: '', message: '' };
  const form = useZodForm(supportRequestInputSchema, initial, send);

  if (form.status === 'sent') {
    return (
      <SentConfirmation title="Thank you — we’re on it" againLabel="Send another request" onAgain={form.reset}>
        Your {form.values.topic.toLowerCase()} request reached the studio. We reply within one business day, to{' '}
        <strong className="font-semibold text-ink">{form.values.email}</strong>. For anything on the day of an event, call {STUDIO.phone}.
      </SentConfirmation>
    );
  }

  return (
    <form {...form.formProps} aria-label="Support request" className="grid gap-5 sm:grid-cols-2">
      <TextField label="Your name" autoComplete="name" {...form.field('name')} />
      <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
      <SelectField label="Topic" {...form.field('topic')}>
        <option value="">Choose a topic</option>
        {SUPPORT_TOPICS.map((topic) => (
          <option key={topic}>{topic}</option>
        ))}
      </SelectField>
      <TextField
        label="Booking or order reference (optional)"
        hint="You’ll find it in your profile and in our emails."
        {...form.field('reference')}
      />
      <TextAreaField label="How can we help?" rows={6} className="sm:col-span-2" {...form.field('message')} />
      <div className="flex flex-col gap-4 sm:col-span-2">
        {form.status === 'failed' && (
          <SendFailure>
            We couldn’t send your request just now. Nothing you typed is lost — please try again, or email {STUDIO.email}.
          </SendFailure>
        )}
        <Button type="submit" busy={form.submitting} busyLabel="Sending…" className="self-start">
          Send request
        </Button>
      </div>
    </form>
  );
}
