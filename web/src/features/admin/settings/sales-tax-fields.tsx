import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { MAX_SALES_TAX_PERCENT, SALES_TAX_MODES, SALES_TAX_MODE_LABELS, SALES_TAX_RATE_STEP } from '@common/sales-tax';
import type { AllSettings } from '@common/schemas/settings';
import { FormNumber, FormSelect } from '@/components/form/text-fields';

/**
 * What a change of rate or mode does, as the code does it: the server recounts what every booking
 * not declined or cancelled owes (functions payments/recount-owed.ts), its payment status and
 * instalments with it; the ledger is not touched.
 */
const RATE_CHANGE_HINT =
  'A change applies to bookings already made (all but declined and cancelled ones): what each owes, its payment status and its instalments are recounted by the server after you save, so a booking paid in full before a rise shows the difference as due. Payments received stay as they are.';

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
          step={SALES_TAX_RATE_STEP}
          inputMode="decimal"
          hint={RATE_CHANGE_HINT}
        />
      )}
    </fieldset>
  );
}
