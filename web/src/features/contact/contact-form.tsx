import { contactMessageInputSchema, type ContactMessageInput } from '@common/schemas/messages';
import { MessageForm } from '@/components/form/message-form';
import { FormSelect, FormText, FormTextArea } from '@/components/form/text-fields';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { useStudio } from '@/lib/studio-context';

const CONTACT_SUBJECTS = [
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
  const form = useSchemaForm(contactMessageInputSchema, initial);
  const email = useStudio()?.email;

  return (
    <MessageForm
      form={form}
      send={send}
      submitLabel="Send message"
      sent={{
        title: 'Thank you — your note is with us',
        againLabel: 'Send another message',
        body: (values) => (
          <>
            We read every message ourselves and reply within one business day, usually sooner. Keep an eye on{' '}
            <strong className="font-semibold text-ink">{values.email}</strong>.
          </>
        ),
      }}
      what="message"
      describeFailure={() => (
        <>
          We couldn’t send your message just now. Your words are still here — please try again
          {email && (
            <>
              , or email us at{' '}
              <a className="underline" href={`mailto:${email}`}>
                {email}
              </a>
            </>
          )}
          .
        </>
      )}
      aria-label="Contact the studio"
    >
      <FormText name="name" label="Your name" autoComplete="name" />
      <FormText name="email" label="Email" type="email" autoComplete="email" />
      <FormText name="phone" label="Phone (optional)" type="tel" autoComplete="tel" hint="If you prefer a call back." />
      <FormSelect name="subject" label="What is it about?" placeholder="Choose a subject" options={subjects} />
      <FormTextArea
        name="message"
        label="Your message"
        rows={6}
        className="sm:col-span-2"
        hint="Dates, venue, the feeling you are after — whatever you know so far."
      />
    </MessageForm>
  );
}
