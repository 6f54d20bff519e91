import { FULFILMENTS, type Fulfilment } from '@common/schemas';
import { STUDIO } from '@common/studio';
import { ChoiceCard, FormChoices } from '@/components/form/choice-cards';

const LABELS: Record<Fulfilment, { label: string; detail: string }> = {
  delivery: { label: 'Deliver it', detail: 'Wrapped and brought to your door in San Francisco and the Bay Area.' },
  pickup: { label: 'Collect at the studio', detail: `From ${STUDIO.address.split(',')[0]}, during studio hours.` },
};

/** Delivery or pickup, as two radio cards. */
export function FulfilmentChoice({ className }: { className?: string }) {
  return (
    <FormChoices name="fulfilment" legend="How would you like to receive it?" className={className}>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        {FULFILMENTS.map((option) => (
          <ChoiceCard key={option} name="fulfilment" value={option} className="gap-3 p-4">
            <span>
              <span className="block font-semibold text-ink">{LABELS[option].label}</span>
              <span className="mt-1 block text-sm leading-relaxed text-muted">{LABELS[option].detail}</span>
            </span>
          </ChoiceCard>
        ))}
      </div>
    </FormChoices>
  );
}
