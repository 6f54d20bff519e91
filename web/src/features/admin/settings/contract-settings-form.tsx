import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { formatDateTime } from '@common/format';
import { HOLD_HOURS, contractSettingsSchema } from '@common/schemas/contracts';
import { SubmitButton } from '@/components/form/form-actions';
import { SchemaForm } from '@/components/form/schema-form';
import { FormSwitch } from '@/components/form/switch-field';
import { FormNumber, FormSelect } from '@/components/form/text-fields';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { Loaded } from '@/components/ui/loaded';
import { useToast } from '@/components/ui/toast';
import { useContractSettings, useSaveContractSettings, type ContractSettingsValues } from '@/data/contract-settings';
import type { WithId } from '@/data/collection';
import { useCurrentContractTemplates } from '@/data/contract-templates';
import { combine } from '@/data/result';
import type { ContractTemplate } from '@common/schemas/contracts';

const inputSchema = contractSettingsSchema.omit({ updatedAt: true });

/** Admin → Settings → Contracts: its own document (settings/contracts), saved on its own. */
export function ContractSettingsSection() {
  const settings = useContractSettings();
  const templates = useCurrentContractTemplates();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="grid content-start gap-5 rounded-3xl border border-sand bg-white p-5 sm:p-7">
      <div>
        <h2 id={titleId} className="text-2xl font-semibold text-ink">
          Contracts
        </h2>
        <p className="mt-1 text-sm text-muted">
          A contract the customer signs before the deposit. Signing holds the day; the deposit locks it. Off, bookings work as they always
          have: you confirm a request and the day is taken.
        </p>
      </div>
      {/* The form waits for the templates too: its select shows the default only once that option exists. */}
      <Loaded result={combine(settings, templates)} what="the contract settings">
        {([{ updatedAt, ...values }, current]) => <ContractSettingsForm values={values} updatedAt={updatedAt} templates={current} />}
      </Loaded>
    </section>
  );
}

function ContractSettingsForm({
  values,
  updatedAt,
  templates,
}: {
  values: ContractSettingsValues;
  updatedAt: Date | null;
  templates: WithId<ContractTemplate>[];
}) {
  const form = useSchemaForm(inputSchema, values);
  const save = useSaveContractSettings();
  const toast = useToast();
  const [enabled, defaultTemplateId] = useWatch({ control: form.control, name: ['enabled', 'defaultTemplateId'] });
  const options = templates.map((t) => ({ value: t.id, label: `${t.name} (version ${t.version})` }));
  // A default that was archived since still shows, named as such, rather than as "none".
  if (values.defaultTemplateId && !options.some((o) => o.value === values.defaultTemplateId)) {
    options.push({ value: values.defaultTemplateId, label: 'An archived template' });
  }
  return (
    <SchemaForm
      form={form}
      what="contract settings"
      audience="owner"
      aria-label="Contract settings"
      onSubmit={async (next) => {
        await save(next);
        form.reset(next);
        toast(next.enabled ? 'Contracts on: new requests get a contract to sign before the deposit' : 'Contracts off');
      }}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <FormSwitch
            name="enabled"
            label="Ask customers to sign a contract"
            hint="On: you send a contract from a request’s page, and the customer signs it before paying the deposit."
          />
        </div>
        <FormNumber
          name="holdHours"
          label="Hold the day after signing (hours)"
          min={HOLD_HOURS.min}
          max={HOLD_HOURS.max}
          hint={`How long a signature keeps the day for the deposit: ${HOLD_HOURS.min}–${HOLD_HOURS.max} hours, ${HOLD_HOURS.fallback} by default.`}
        />
        <FormSelect
          name="defaultTemplateId"
          label="Default contract"
          placeholder={options.length === 0 ? 'No templates yet' : 'None'}
          options={options}
          hint="Sent when the booked package names no template of its own. Write templates in Admin → Contracts."
        />
        {enabled && !defaultTemplateId && (
          <p role="status" className="rounded-2xl bg-champagne/15 px-4 py-3 text-sm text-champagne-deep sm:col-span-2">
            With no default, only bookings of packages that name their own template can be sent a contract.
          </p>
        )}
      </div>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3 border-t border-sand pt-5">
        <p className="text-sm text-muted">{updatedAt ? `Last saved ${formatDateTime(updatedAt)}` : 'Not saved yet: contracts are off.'}</p>
        <SubmitButton busyLabel="Saving…">Save contract settings</SubmitButton>
      </div>
    </SchemaForm>
  );
}
