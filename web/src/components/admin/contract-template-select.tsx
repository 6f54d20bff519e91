import { FormSelect } from '@/components/form/text-fields';
import { useCurrentContractTemplates } from '@/data/contract-templates';

/**
 * The contract a package's bookings are sent (docs/contracts.md), for the package and custom
 * package editors: '' sends the studio's default template. A template archived since stays named.
 */
export function FormContractTemplate({ current }: { current?: string }) {
  const templates = useCurrentContractTemplates();
  const options = (templates.data ?? []).map((t) => ({ value: t.id, label: t.name }));
  if (current && templates.data && !options.some((o) => o.value === current))
    options.push({ value: current, label: 'An archived template' });
  return (
    <FormSelect
      name="contractTemplateId"
      label="Contract template"
      placeholder="The default contract"
      options={options}
      hint="What a booking of it is sent to sign when contracts are on (Settings → Contracts). Templates are written in Admin → Contracts."
    />
  );
}
