import { LIMITS, PAYMENT_METHODS } from '@common/schemas';
import { ChoiceCard, FormChoices } from '@/components/form/choice-cards';
import { FormText, FormTextArea } from '@/components/form/text-fields';
import { PAYMENT_METHOD_LABELS, paymentMethodDetail } from '@/lib/payment-methods';
import { useStudio } from '@/lib/studio-context';

/** Step 3: how to reach the person, how they will pay, anything else. */
export function ContactStep() {
  const address = useStudio()?.address;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormText name="name" label="Full name" maxLength={LIMITS.name} autoComplete="name" required />
      <FormText name="email" label="Email" type="email" autoComplete="email" required />
      <FormText name="phone" label="Phone" type="tel" autoComplete="tel" hint="We call or text only about your booking." required />
      <FormChoices name="paymentMethod" legend="How would you like to pay the deposit?" className="sm:col-span-2">
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          {PAYMENT_METHODS.map((method) => (
            <ChoiceCard key={method} name="paymentMethod" value={method} className="gap-3 p-4">
              <span>
                <span className="block font-semibold text-ink">{PAYMENT_METHOD_LABELS[method]}</span>
                <span className="mt-1 block text-sm leading-relaxed text-muted">{paymentMethodDetail(method, address)}</span>
              </span>
            </ChoiceCard>
          ))}
        </div>
      </FormChoices>
      <FormTextArea
        name="notes"
        className="sm:col-span-2"
        label="Anything we should know? (optional)"
        maxLength={2000}
        rows={4}
        hint="Colours, a theme, the moments that matter most to you."
      />
    </div>
  );
}
