import { useEffect, useRef, type PointerEvent, type ReactNode } from 'react';
import { swipeStep } from '@/lib/lightbox-steps';
import { Dialog } from './dialog';

type Props = {
  count: number;
  index: number;
  onStep: (step: -1 | 1) => void;
  onClose: () => void;
  /** The caption under the picture; its first heading should carry id="lightbox-title". */
  caption: ReactNode;
  /** Buttons beside the close button (favourite, download). */
  actions?: ReactNode;
  /**
   * Labelled buttons and links under the caption (order a frame, the full-size download): across the
   * whole width and one under the other on a phone, where the caption's column between the arrows is
   * too narrow for them as touch targets; in a row on wider screens.
   */
  links?: ReactNode;
  /** The picture, sized by itself (as large as fits). */
  children: ReactNode;
};

const control =
  'flex size-12 items-center justify-center rounded-full bg-ivory/10 text-ivory ring-1 ring-ivory/25 transition hover:bg-ivory/20 focus-visible:outline-ivory';
export const lightboxControl = control;

/** Full-screen viewer: buttons, ArrowLeft/ArrowRight, swipe; Escape and focus return come from Dialog. */
export function LightboxFrame({ count, index, onStep, onClose, caption, actions, links, children }: Props) {
  const start = useRef<{ x: number; y: number } | null>(null);
  // A swipe ends with a click on the backdrop; that click must not close the viewer.
  const swiped = useRef(false);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') onStep(-1);
      else if (event.key === 'ArrowRight') onStep(1);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onStep]);

  const onPointerUp = (event: PointerEvent) => {
    if (!start.current) return;
    const step = swipeStep(event.clientX - start.current.x, event.clientY - start.current.y);
    start.current = null;
    swiped.current = step !== 0;
    if (step !== 0) onStep(step);
  };

  const several = count > 1;
  return (
    <Dialog open onClose={onClose} labelledBy="lightbox-title" panelClassName="fixed inset-0 flex flex-col bg-ink text-ivory outline-none">
      <div className="flex items-center justify-between gap-4 px-4 py-4 sm:px-8">
        <p aria-live="polite" className="text-sm tracking-[0.18em] text-ivory/80">
          {index + 1} of {count}
        </p>
        <div className="flex items-center gap-3">
          {actions}
          <button type="button" onClick={onClose} aria-label="Close" className={control}>
            <span aria-hidden="true" className="text-2xl leading-none">
              ×
            </span>
          </button>
        </div>
      </div>
      <div
        data-testid="lightbox-stage"
        className="relative flex min-h-0 flex-1 touch-pan-y select-none items-center justify-center px-4 sm:px-24"
        onPointerDown={(event) => (start.current = { x: event.clientX, y: event.clientY })}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (start.current = null)}
        // A mouse drag on the picture would start the browser's image drag and swallow pointerup.
        onDragStart={(event) => event.preventDefault()}
        onClick={(event) => {
          if (event.target === event.currentTarget && !swiped.current) onClose();
          swiped.current = false;
        }}
      >
        {children}
      </div>
      <div className="px-4 pb-6 pt-4 sm:px-8">
        <div className="flex items-center justify-between gap-4 sm:justify-center">
          {several && <StepButton onClick={() => onStep(-1)} direction="left" />}
          <div className="min-w-0 text-center">{caption}</div>
          {several && <StepButton onClick={() => onStep(1)} direction="right" />}
        </div>
        {links && <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:justify-center">{links}</div>}
      </div>
    </Dialog>
  );
}

// Beside the caption on phones, beside the picture (vertically centred in the viewer) on wider screens.
function StepButton({ onClick, direction }: { onClick: () => void; direction: 'left' | 'right' }) {
  const side = direction === 'left' ? 'sm:left-6' : 'sm:right-6';
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={direction === 'left' ? 'Previous photograph' : 'Next photograph'}
      className={`${control} shrink-0 sm:absolute sm:top-1/2 sm:-translate-y-1/2 ${side}`}
    >
      <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
        <path d={direction === 'left' ? 'm15 5-7 7 7 7' : 'm9 5 7 7-7 7'} strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
