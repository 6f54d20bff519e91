import { useWatch } from 'react-hook-form';
import { softCopyInputSchema, type SoftCopyInput } from '@common/schemas';
import { FormActionBar, SubmitButton } from '@/components/form/form-actions';
import { SchemaForm } from '@/components/form/schema-form';
import { FormStringList } from '@/components/form/string-list-field';
import { FormText, FormTextArea } from '@/components/form/text-fields';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { useToast } from '@/components/ui/toast';
import { useNewSoftCopyId, useSendSoftCopy } from '@/data/soft-copies';
import { studioToday } from '@common/days';
import { FormCustomerPicker } from '@/components/admin/customer-picker/form-customer-picker';
import { FormBookingSelect } from '@/components/admin/booking-select';

const BLANK: SoftCopyInput = {
  userId: '',
  userEmail: '',
  userName: '',
  bookingId: '',
  bookingLabel: '',
  title: '',
  links: [''],
  message: '',
  downloadUntil: '',
};

type Sent = { title: string; to: string };

/** Photographs for one customer: who, which booking, the links, a note, until when. */
export function SendSoftCopyForm({ onSent }: { onSent: (sent: Sent) => void }) {
  const form = useSchemaForm(softCopyInputSchema, BLANK);
  const [id, nextId] = useNewSoftCopyId();
  const send = useSendSoftCopy();
  const toast = useToast();
  const userId = useWatch({ control: form.control, name: 'userId' });
  const today = studioToday();

  async function submit(values: SoftCopyInput) {
    if (values.downloadUntil && values.downloadUntil < today) {
      form.setError('downloadUntil', { message: 'Choose today or a later day, or leave it empty.' }, { shouldFocus: true });
      return;
    }
    await send(id, values);
    const to = values.userName || values.userEmail;
    toast(`Photos sent to ${to}`);
    onSent({ title: values.title, to });
    nextId();
    form.reset(BLANK);
  }

  return (
    <SchemaForm form={form} onSubmit={submit} what="delivery" audience="owner" aria-label="Send photos to a customer">
      <div className="grid gap-6 rounded-3xl border border-sand bg-white p-5 sm:p-8">
        <div className="grid gap-6 md:grid-cols-2">
          <FormCustomerPicker
            onChange={() => {
              form.setValue('bookingId', '');
              form.setValue('bookingLabel', '');
            }}
          />
          {userId ? (
            <FormBookingSelect key={userId} uid={userId} />
          ) : (
            <p className="self-end pb-3 text-sm text-muted">Choose the customer to pick one of their bookings.</p>
          )}
        </div>
        <FormText name="title" label="Title" placeholder="Wedding day — the full gallery" maxLength={200} />
        <FormStringList
          name="links"
          label="Links"
          itemLabel="Link"
          hint="Where the photographs are: a gallery or a cloud folder (http:// or https://). Up to five."
          max={5}
          addLabel="Add a link"
          empty="Add the first link."
        />
        <FormTextArea
          name="message"
          label="Message (optional)"
          rows={4}
          maxLength={2000}
          hint="Shown with the photographs and in the email."
        />
        <FormText
          name="downloadUntil"
          label="Download until (optional)"
          type="date"
          min={today}
          className="sm:max-w-xs"
          hint="The customer sees the date; after it, the profile asks them to contact you."
        />
      </div>
      <FormActionBar>
        <p className="text-sm text-muted">It appears in the customer's profile at once, and they get an email with the links.</p>
        <SubmitButton busyLabel="Sending…">Send photos</SubmitButton>
      </FormActionBar>
    </SchemaForm>
  );
}
