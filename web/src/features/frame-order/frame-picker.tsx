import { useFormContext, useWatch } from 'react-hook-form';
import { formatPrice } from '@common/format';
import { ChoiceCard, FormChoices } from '@/components/form/choice-cards';
import { StudioImage } from '@/components/ui/studio-image';
import { sizeFor, type FrameChoice, type FrameOrderValues } from './frame-order-schema';

/** The frame (radio cards with a picture) and then the sizes that frame comes in. */
export function FramePicker({ frames }: { frames: FrameChoice[] }) {
  const { getValues, setValue } = useFormContext<FrameOrderValues>();
  const frameId = useWatch<FrameOrderValues, 'frameId'>({ name: 'frameId' });
  const chosen = frames.find((f) => f.id === frameId);
  const fitSize = (frameId: string) =>
    setValue(
      'size',
      sizeFor(
        frames.find((f) => f.id === frameId),
        getValues('size'),
      ),
    );
  return (
    <div className="grid gap-8">
      <FormChoices name="frameId" legend="Frame">
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          {frames.map((frame) => (
            <ChoiceCard
              key={frame.id}
              name="frameId"
              value={frame.id}
              onPick={(event) => fitSize(event.target.value)}
              className="items-center gap-4 p-3"
              inputClassName="sr-only"
            >
              <StudioImage image={frame.image} className="size-20 shrink-0 rounded-xl" sizes="5rem" />
              <span className="min-w-0">
                <span className="block font-display text-xl font-semibold text-ink">{frame.name}</span>
                <span className="block text-sm text-muted">{frame.material}</span>
                <span className="mt-1 block text-sm text-ink-soft">from {formatPrice(Math.min(...frame.sizes.map((s) => s.price)))}</span>
              </span>
            </ChoiceCard>
          ))}
        </div>
      </FormChoices>
      {chosen && (
        <FormChoices name="size" legend={`Size of ${chosen.name}`}>
          <div className="mt-3 flex flex-wrap gap-3">
            {chosen.sizes.map((size) => (
              <ChoiceCard key={size.label} name="size" value={size.label} className="flex-col px-5 py-3" inputClassName="sr-only">
                <span className="font-semibold text-ink">{size.label}</span>
                <span className="text-sm text-muted">{formatPrice(size.price)}</span>
              </ChoiceCard>
            ))}
          </div>
        </FormChoices>
      )}
    </div>
  );
}
