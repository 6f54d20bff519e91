import { contactMessageInputSchema, type ContactMessageInput } from '@common/schemas';
import { STUDIO } from '@common/studio';
import { Button } from '../../components/ui/button';
import { SelectField, TextAreaField, TextField } from '../../components/ui/field';
import { SendFailure, SentConfirmation } from '../../components/ui/form-feedback';
import { useZodForm } from '../../lib/use-zod-form';

export const CONTACT_SUBJECTS = [
  'Wedding photography',
  'Event styling',
  'Portrait session',
  'Frames & prints',
  'Press or collaboration',
  'Something else',
] as const;

type Props = { send: (input: ContactMessageInput) => Promise<void>; defaults?: { name?: string; email?: string; subject?: string } };

export function ContactForm({ send, defaults = {} }: Props) {
  const initial = { name: defaults.name ?? '', email: defaults.email ?? '', phone: '', subject: defaults.subject ?? '', message: '' };
  // A link elsewhere on the site may name its own subject (e.g. confirming a custom package).
  const subjects: readonly string[] =
    defaults.subject && !(CONTACT_SUBJECTS as readonly string[]).includes(defaults.subject)
      ? [defaults.subject, ...CONTACT_SUBJECTS]
      : CONTACT_SUBJECTS;
  const form = useZodForm(contactMessageInputSchema, initial, send);

  if (form.status === 'sent') {
    return (
      <SentConfirmation title="Thank you — your note is with us" againLabel="Send another message" onAgain={form.reset}>
        We read every message ourselves and reply within one business day, usually sooner. Keep an eye on{' '}
        <strong className="font-semibold text-ink">{form.values.email}</strong>.
      </SentConfirmation>
    );
  }

  return (
    <form {...form.formProps} aria-label="Contact the studio" className="grid gap-5 sm:grid-cols-2">
      <TextField label="Your name" autoComplete="name" {...form.field('name')} />
      <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
      <TextField label="Phone (optional)" type="tel" autoComplete="tel" hint="If you prefer a call back." {...form.field('phone')} />
      <SelectField label="What is it about?" {...form.field('subject')}>
        <option value="">Choose a subject</option>
        {subjects.map((subject) => (
          <option key={subject}>{subject}</option>
        ))}
      </SelectField>
      <TextAreaField
        label="Your message"
        rows={6}
        className="sm:col-span-2"
        hint="Dates, venue, the feeling you are after — whatever you know so far."
        {...form.field('message')}
      />
      <div className="flex flex-col gap-4 sm:col-span-2">
        {form.status === 'failed' && (
          <SendFailure>
            We couldn’t send your message just now. Your words are still here — please try again, or email us at{' '}
            <a className="underline" href={`mailto:${STUDIO.email}`}>
              {STUDIO.email}
            </a>
            .
          </SendFailure>
        )}
        <Button type="submit" busy={form.submitting} busyLabel="Sending…" className="self-start">
          Send message
        </Button>
      </div>
    </form>
  );
}
