import { useFormContext, useWatch } from 'react-hook-form';
import { EVENT_TYPES } from '@common/event-types';
import { BUDGET_RANGES, HEARD_FROM, INQUIRY_MESSAGE_MAX } from '@common/schemas/leads';
import { MessageForm } from '@/components/form/message-form';
import { FormNumber, FormSelect, FormText, FormTextArea } from '@/components/form/text-fields';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { FieldRefusal } from '@/data/functions-client';
import { sendInquiry } from '@/data/inquiries';
import { earliestEventDay, latestEventDay } from '@/lib/event-days';
import { sessionSource } from './session-source';
import { useStudio } from '@/lib/studio-context';
import { DateAvailability } from './date-availability';
import { EMPTY_INQUIRY, inquiryFormSchema, inquiryRequest, type InquiryFormInput } from './inquiry-form-schema';

type Props = {
  today: string;
  defaults?: Partial<Pick<InquiryFormInput, 'name' | 'email' | 'eventType'>>;
  /** The call (the page's, or a test's). */
  send?: typeof sendInquiry;
};

/**
 * The public inquiry form (docs/inquiries.md): no sign-in; the date's availability shows as soon as
 * it is picked. A refusal the server ties to a field is shown next to that field.
 */
export function InquiryForm({ today, defaults = {}, send = sendInquiry }: Props) {
  const form = useSchemaForm(inquiryFormSchema(today), { ...EMPTY_INQUIRY, ...defaults });
  const email = useStudio()?.email;
  return (
    <MessageForm
      form={form}
      send={async (values) => {
        try {
          await send(inquiryRequest(values, sessionSource()));
        } catch (error) {
          if (error instanceof FieldRefusal && error.field && error.field in EMPTY_INQUIRY)
            form.setError(error.field as keyof InquiryFormInput, { type: 'server', message: error.message }, { shouldFocus: true });
          throw error;
        }
      }}
      submitLabel="Send inquiry"
      sent={{
        title: 'Thank you — your inquiry is with us',
        againLabel: 'Send another inquiry',
        body: (values) => (
          <>
            A first answer is on its way to <strong className="font-semibold text-ink">{values.email}</strong> with our packages
            {values.dateNotFixed ? '' : ' and whether your date is free'}. We read every inquiry ourselves and reply within one business
            day.
          </>
        ),
      }}
      what="inquiry"
      describeFailure={(error) => (
        <>
          {error instanceof Error && error.message ? error.message : 'We couldn’t send your inquiry just now.'} Your words are still here
          {email && (
            <>
              {' '}
              — or email us at{' '}
              <a className="underline" href={`mailto:${email}`}>
                {email}
              </a>
            </>
          )}
          .
        </>
      )}
      aria-label="Ask about your date"
    >
      <FormText name="name" label="Your name" autoComplete="name" />
      <FormText name="email" label="Email" type="email" autoComplete="email" />
      <FormText name="phone" label="Phone (optional)" type="tel" autoComplete="tel" />
      <FormSelect name="eventType" label="Event" placeholder="Choose the kind of event" options={EVENT_TYPES} />
      <DateField today={today} />
      <DateAvailability today={today} />
      <FormText name="venue" label="Venue or city (optional)" autoComplete="address-level2" />
      <FormNumber name="guests" label="Guests (optional)" min={1} hint="Roughly is fine." />
      <FormSelect name="budget" label="Budget" placeholder="Choose a range" options={BUDGET_RANGES} />
      <FormSelect name="heardFrom" label="How did you hear about us?" placeholder="Choose one" options={HEARD_FROM} />
      <FormTextArea
        name="message"
        label="Your message"
        rows={6}
        maxLength={INQUIRY_MESSAGE_MAX + 200}
        className="sm:col-span-2"
        hint="The feeling you are after, the moments that matter — whatever you know so far."
      />
      <Honeypot />
    </MessageForm>
  );
}

/** The date, or "not fixed yet" (which empties and disables the box). */
function DateField({ today }: { today: string }) {
  const { register, setValue, clearErrors } = useFormContext<InquiryFormInput>();
  const notFixed = useWatch<InquiryFormInput, 'dateNotFixed'>({ name: 'dateNotFixed' });
  const toggle = register('dateNotFixed');
  return (
    <div>
      <FormText name="eventDate" label="Date" type="date" min={earliestEventDay(today)} max={latestEventDay(today)} disabled={notFixed} />
      <label className="mt-2 inline-flex items-center gap-2 text-sm text-ink-soft">
        <input
          type="checkbox"
          className="size-4 rounded border-sand text-champagne-dark focus-visible:ring-2 focus-visible:ring-champagne/40"
          {...toggle}
          onChange={(event) => {
            void toggle.onChange(event);
            if (event.target.checked) {
              setValue('eventDate', '');
              clearErrors('eventDate');
            }
          }}
        />
        Not fixed yet
      </label>
    </div>
  );
}

/** A field no person sees or reaches (off screen, out of the tab order, hidden from screen readers); a form-filling program fills it. */
function Honeypot() {
  const { register } = useFormContext<InquiryFormInput>();
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Website
        <input type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
      </label>
    </div>
  );
}
