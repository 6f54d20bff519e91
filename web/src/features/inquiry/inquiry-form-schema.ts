import { z } from 'zod';
import { inquiryDayProblem } from '@common/leads';
import { inquiryFieldsSchema, type InquiryRequest, type InquirySource } from '@common/schemas/leads';

// The inquiry form's values: the shared fields, "not fixed yet" beside the date, an empty guest
// box as "not sure", and the honeypot. The date's bounds are the studio's today's (the function
// checks the same with inquiryDayProblem).

const guests = z.preprocess(
  (value) => (value === '' || value === undefined || (typeof value === 'number' && Number.isNaN(value)) ? null : value),
  inquiryFieldsSchema.shape.guests,
);

export const inquiryFormSchema = (today: string) =>
  inquiryFieldsSchema.extend({ guests, dateNotFixed: z.boolean(), website: z.string().max(200) }).superRefine(
    (values, context) => {
      if (values.dateNotFixed) return;
      const problem = values.eventDate ? inquiryDayProblem(values.eventDate, today) : 'Pick your date, or tick “Not fixed yet”';
      if (problem) context.addIssue({ code: 'custom', path: ['eventDate'], message: problem });
    },
    // Said with the other fields' messages, not only once they are right.
    { when: () => true },
  );

export type InquiryFormInput = z.input<ReturnType<typeof inquiryFormSchema>>;
export type InquiryFormValues = z.output<ReturnType<typeof inquiryFormSchema>>;

export const EMPTY_INQUIRY: InquiryFormInput = {
  name: '',
  email: '',
  phone: '',
  eventType: '' as InquiryFormInput['eventType'],
  eventDate: '',
  dateNotFixed: false,
  venue: '',
  guests: null,
  budget: '' as InquiryFormInput['budget'],
  message: '',
  heardFrom: '' as InquiryFormInput['heardFrom'],
  website: '',
};

/** What the function is sent: the values as checked, the date dropped when not fixed, the session's source. */
export function inquiryRequest({ dateNotFixed, ...values }: InquiryFormValues, source: InquirySource): InquiryRequest {
  return { ...values, eventDate: dateNotFixed ? '' : values.eventDate, source };
}
