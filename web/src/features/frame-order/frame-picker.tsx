import { formatPrice } from '@common/format';
import { StudioImage } from '@/components/ui/studio-image';
import type { FrameChoice, FrameDraft, FrameErrors } from './frame-order-validation';

const card =
  'relative flex cursor-pointer rounded-2xl border border-sand bg-white transition hover:border-champagne has-[:checked]:border-ink has-[:checked]:ring-1 has-[:checked]:ring-ink has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-champagne-dark';

const FieldError = ({ id, message }: { id: string; message?: string }) =>
  message ? (
    <p id={id} role="alert" className="mt-2 text-sm font-medium text-danger">
      {message}
    </p>
  ) : null;

type PickerProps = {
  frames: FrameChoice[];
  draft: FrameDraft;
  errors: FrameErrors;
  onFrame: (frameId: string) => void;
  onSize: (size: string) => void;
};

/** The frame (radio cards with a picture) and then the sizes that frame comes in. */
export function FramePicker({ frames, draft, errors, onFrame, onSize }: PickerProps) {
  const chosen = frames.find((f) => f.id === draft.frameId);
  return (
    <div className="grid gap-8">
      <fieldset aria-describedby={errors.frameId ? 'frame-error' : undefined}>
        <legend className="text-sm font-medium text-ink-soft">Frame</legend>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          {frames.map((frame) => (
            <label key={frame.id} className={`${card} items-center gap-4 p-3`}>
              <input
                type="radio"
                name="frameId"
                value={frame.id}
                checked={draft.frameId === frame.id}
                onChange={() => onFrame(frame.id)}
                aria-invalid={errors.frameId ? true : undefined}
                className="sr-only"
              />
              <StudioImage image={frame.image} className="size-20 shrink-0 rounded-xl" sizes="5rem" />
              <span className="min-w-0">
                <span className="block font-display text-xl font-semibold text-ink">{frame.name}</span>
                <span className="block text-sm text-muted">{frame.material}</span>
                <span className="mt-1 block text-sm text-ink-soft">from {formatPrice(Math.min(...frame.sizes.map((s) => s.price)))}</span>
              </span>
            </label>
          ))}
        </div>
        <FieldError id="frame-error" message={errors.frameId} />
      </fieldset>
      {chosen && (
        <fieldset aria-describedby={errors.size ? 'size-error' : undefined}>
          <legend className="text-sm font-medium text-ink-soft">Size of {chosen.name}</legend>
          <div className="mt-3 flex flex-wrap gap-3">
            {chosen.sizes.map((size) => (
              <label key={size.label} className={`${card} flex-col px-5 py-3`}>
                <input
                  type="radio"
                  name="size"
                  value={size.label}
                  checked={draft.size === size.label}
                  onChange={() => onSize(size.label)}
                  aria-invalid={errors.size ? true : undefined}
                  className="sr-only"
                />
                <span className="font-semibold text-ink">{size.label}</span>
                <span className="text-sm text-muted">{formatPrice(size.price)}</span>
              </label>
            ))}
          </div>
          <FieldError id="size-error" message={errors.size} />
        </fieldset>
      )}
    </div>
  );
}
