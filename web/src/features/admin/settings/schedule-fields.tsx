import { useWatch } from 'react-hook-form';
import type { AllSettings } from '@common/schemas/settings';
import { FormNumber, FormSelect } from '@/components/form/text-fields';
import { FormSwitch } from '@/components/form/switch-field';

/** How a late fee is counted. */
const LATE_FEE_KINDS = [
  { value: 'fixed', label: 'A fixed amount' },
  { value: 'percent', label: 'A percentage of what is overdue' },
];

/** When the balance falls due, and the late fee: off unless the owner turns it on (the payment policy then states it). */
export function ScheduleFields() {
  const lateFee = useWatch<AllSettings, 'lateFee'>({ name: 'lateFee' });
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormNumber
        name="balanceDueDays"
        label="Balance due (days before the event)"
        min={0}
        max={365}
        hint="The due date of every booking's balance, unless you split it on the booking. Reminders go out 3 days before, on the day and 3 days after."
      />
      <div className="sm:col-span-2">
        <FormSwitch
          name="lateFee.enabled"
          label="Charge a late fee"
          hint="When on, the payment policy ({lateFee}) and the overdue reminder state it. When off, neither mentions one."
        />
      </div>
      {lateFee?.enabled && (
        <>
          <FormSelect name="lateFee.kind" label="Late fee is" options={LATE_FEE_KINDS} />
          <FormNumber name="lateFee.value" label={lateFee.kind === 'percent' ? 'Fee (%)' : 'Fee (amount)'} min={1} />
          <FormNumber name="lateFee.afterDays" label="Charged when unpaid this many days after the due date" min={1} max={90} />
        </>
      )}
    </div>
  );
}
