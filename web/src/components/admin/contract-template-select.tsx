import { FormSelect } from '@/components/form/text-fields';
import { SelectField } from '@/components/ui/field';
import { useCurrentContractTemplates } from '@/data/contract-templates';

/**
 * The contract a package's bookings are sent (docs/contracts.md), for the package and custom
 * package editors: '' sends the studio's default template. A template archived since stays named.
 */
export function FormContractTemplate({ current }: { current?: string }) {
  const templates = useCurrentContractTemplates();
  const label = 'Contract template';
  // The select is registered once its options are there: a select registered before its chosen
  // option exists shows (and would save) the first option instead.
  if (!templates.data) {
    return (
      <SelectField label={label} disabled aria-busy="true" hint="Loading the templates…">
        <option>…</option>
      </SelectField>
    );
  }
  const options = (templates.data ?? []).map((t) => ({ value: t.id, label: t.name }));
  if (current && !options.some((o) => o.value === current)) options.push({ value: current, label: 'An archived template' });
  return (
    <FormSelect
      name="contractTemplateId"
      label={label}
      placeholder="The default contract"
      options={options}
      hint="What a booking of it is sent to sign when contracts are on (Settings → Contracts). Templates are written in Admin → Contracts."
    />
  );
}
