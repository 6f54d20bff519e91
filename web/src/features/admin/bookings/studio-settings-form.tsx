import { DEFAULT_STUDIO_SETTINGS, studioSettingsInputSchema, type StudioSettingsInput } from '@common/schemas';
import { FormActionBar, SubmitButton } from '@/components/form/form-actions';
import { SchemaForm } from '@/components/form/schema-form';
import { FormText, FormTextArea } from '@/components/form/text-fields';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { Loaded } from '@/components/ui/loaded';
import { Skeleton } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast';
import { mapResult } from '@/data/result';
import { useSaveStudioSettings, useStudioSettings } from '@/data/settings';
import { formatDateTime } from '@common/format';

/** The payment details and address the booking emails, /cash-payment and the profile give customers. */
export function StudioSettingsPanel() {
  // Never saved, or saved in a shape the schema refuses (flagged above the form): the defaults, to save over.
  const settings = mapResult(useStudioSettings(), (saved) => saved ?? { ...DEFAULT_STUDIO_SETTINGS, updatedAt: null });
  return (
    <Loaded result={settings} what="the studio settings" loading={<Skeleton count={1} className="h-[36rem]" />} flag="owner">
      {({ updatedAt, ...values }) => <SettingsForm values={values} updatedAt={updatedAt} />}
    </Loaded>
  );
}

function SettingsForm({ values, updatedAt }: { values: StudioSettingsInput; updatedAt: Date | null }) {
  const form = useSchemaForm(studioSettingsInputSchema, values);
  const save = useSaveStudioSettings();
  const toast = useToast();
  return (
    <SchemaForm
      form={form}
      audience="owner"
      what="settings"
      aria-label="Studio settings"
      onSubmit={async (input) => {
        await save(input);
        form.reset(input);
        toast('Settings saved: new emails and pages use them now');
      }}
    >
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <section aria-labelledby="pay-title" className="grid content-start gap-5 rounded-3xl border border-sand bg-white p-5 sm:p-7">
          <div>
            <h2 id="pay-title" className="text-2xl font-semibold text-ink">
              Paying the studio
            </h2>
            <p className="mt-1 text-sm text-muted">Sent with every booking request and confirmation, and shown on /cash-payment.</p>
          </div>
          <FormTextArea
            name="bankDetails"
            label="Bank details"
            rows={5}
            maxLength={1000}
            hint="Account name, bank, account and routing numbers, one per line. Leave empty to send them on request."
          />
          <FormText name="upiId" label="UPI id (optional)" maxLength={100} />
          <FormTextArea
            name="paymentNote"
            label="A line for every payment"
            rows={2}
            maxLength={500}
            hint="For example, what to quote as the reference."
          />
        </section>
        <section aria-labelledby="studio-title" className="grid content-start gap-5 rounded-3xl border border-sand bg-white p-5 sm:p-7">
          <div>
            <h2 id="studio-title" className="text-2xl font-semibold text-ink">
              Paying in person
            </h2>
            <p className="mt-1 text-sm text-muted">Where customers bring cash and collect frames.</p>
          </div>
          <FormTextArea name="address" label="Studio address" rows={2} maxLength={300} />
          <FormText name="hours" label="Opening hours" maxLength={100} />
          <FormText name="phone" label="Phone" type="tel" />
        </section>
      </div>
      <FormActionBar>
        <p className="text-sm text-muted">
          {updatedAt ? `Last saved ${formatDateTime(updatedAt)}` : 'Not saved yet: the studio’s defaults are shown.'}
        </p>
        <SubmitButton busyLabel="Saving…">Save settings</SubmitButton>
      </FormActionBar>
    </SchemaForm>
  );
}
