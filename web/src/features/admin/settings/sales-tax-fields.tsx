import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { MAX_SALES_TAX_PERCENT, SALES_TAX_MODES, SALES_TAX_MODE_LABELS } from '@common/sales-tax';
import type { AllSettings } from '@common/schemas/settings';
import { FormNumber, FormSelect } from '@/components/form/text-fields';

/**
 * What a change of rate or mode does, as the code does it: what is owed is counted from the
 * setting when it is read (pages, checkout, Reports), not stored per booking; the stored status
 * and instalments are derived again when the booking's next payment is recorded.
 */
const RATE_CHANGE_HINT =
  'A change counts at once for all that is not yet paid, bookings made before it included. Payments received stay as they are; a booking’s payment status and instalments are recounted when its next payment is recorded.';

/** Sales tax: none, or a rate the prices include or that is added to them. Receipts show it. */
export function SalesTaxFields() {
  const mode = useWatch<AllSettings, 'salesTax.mode'>({ name: 'salesTax.mode' });
  const { setValue } = useFormContext<AllSettings>();
  // No tax means a rate of 0 (the rules check the pair): choosing none clears the rate.
  useEffect(() => {
    if (mode === 'none') setValue('salesTax.ratePercent', 0);
  }, [mode, setValue]);
  return (
    <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="mb-1 text-sm font-medium text-ink-soft">Sales tax</legend>
      <FormSelect
        name="salesTax.mode"
        label="Sales tax on your prices"
        options={SALES_TAX_MODES.map((value) => ({ value, label: SALES_TAX_MODE_LABELS[value] }))}
        hint="Receipts show the tax in each payment. With none, the site says nothing of tax."
      />
      {mode !== 'none' && (
        <FormNumber
          name="salesTax.ratePercent"
          label="Rate (%)"
          min={0}
          max={MAX_SALES_TAX_PERCENT}
          step={0.001}
          inputMode="decimal"
          hint={RATE_CHANGE_HINT}
        />
      )}
    </fieldset>
  );
}
