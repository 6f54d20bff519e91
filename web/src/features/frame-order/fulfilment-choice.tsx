import { withArea } from '@common/area-served';
import { FULFILMENTS, type Fulfilment } from '@common/schemas';
import { ChoiceCard, FormChoices } from '@/components/form/choice-cards';
import { useStudio } from '@/lib/studio-context';

const labels = (address: string | undefined, area: string | undefined): Record<Fulfilment, { label: string; detail: string }> => ({
  delivery: { label: 'Deliver it', detail: withArea('Wrapped and brought to your door[[ in {area}]].', area) },
  pickup: { label: 'Collect at the studio', detail: `${address ? `From ${address.split(/[,\n]/)[0]}, d` : 'D'}uring studio hours.` },
});

/** Delivery or pickup, as two radio cards. */
export function FulfilmentChoice({ className }: { className?: string }) {
  const studio = useStudio();
  const text = labels(studio?.address, studio?.areaServed);
  return (
    <FormChoices name="fulfilment" legend="How would you like to receive it?" className={className}>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        {FULFILMENTS.map((option) => (
          <ChoiceCard key={option} name="fulfilment" value={option} className="gap-3 p-4">
            <span>
              <span className="block font-semibold text-ink">{text[option].label}</span>
              <span className="mt-1 block text-sm leading-relaxed text-muted">{text[option].detail}</span>
            </span>
          </ChoiceCard>
        ))}
      </div>
    </FormChoices>
  );
}
