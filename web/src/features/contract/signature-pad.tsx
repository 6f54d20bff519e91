import { useRef, useState, type PointerEvent } from 'react';
import { DRAWING_MAX } from '@common/schemas/contracts';
import { Button } from '@/components/ui/button';

// A drawn signature as SVG path data in a 600 × 200 box (drawingSchema): only M and L commands
// and whole numbers, so the server, the PDF and this pad draw the same lines. An SVG surface,
// not a <canvas>: what the customer sees is exactly the path that is sent, at any width.

export const PAD = { width: 600, height: 200 } as const;
/** Points closer than this (in the box's units) to the last one add nothing a person could see. */
const MIN_STEP = 2;

type Point = readonly [number, number];

const clamp = (value: number, max: number) => Math.min(max, Math.max(0, Math.round(value)));

/**
 * A point of the pointer, in the box's units, whatever size the pad is drawn at.
 * @internal Exported for its tests only.
 */
export function toBox(clientX: number, clientY: number, rect: Pick<DOMRect, 'left' | 'top' | 'width' | 'height'>): Point {
  const x = rect.width > 0 ? ((clientX - rect.left) / rect.width) * PAD.width : 0;
  const y = rect.height > 0 ? ((clientY - rect.top) / rect.height) * PAD.height : 0;
  return [clamp(x, PAD.width), clamp(y, PAD.height)];
}

/**
 * The strokes as path data: each stroke "M x y" then "L x y" per further point (a dot is a short line).
 * @internal Exported for its tests only.
 */
export function pathOf(strokes: readonly (readonly Point[])[]): string {
  return strokes
    .filter((stroke) => stroke.length > 0)
    .map((stroke) => {
      const [first, ...rest] = stroke.map(([x, y]) => [clamp(x, PAD.width), clamp(y, PAD.height)] as const);
      const line = rest.length > 0 ? rest : [[Math.min(PAD.width, first[0] + 1), first[1]] as const];
      return `M${first[0]} ${first[1]}${line.map(([x, y]) => ` L${x} ${y}`).join('')}`;
    })
    .join(' ');
}

const far = (a: Point, b: Point) => Math.hypot(a[0] - b[0], a[1] - b[1]) >= MIN_STEP;

/**
 * The pad: draw with a finger, pen or mouse; Clear starts again. `onChange` gets the path data
 * ('' when cleared). A drawing that would be longer than the schema allows stops taking points.
 */
export function SignaturePad({ onChange, label, invalid }: { onChange: (path: string) => void; label: string; invalid?: boolean }) {
  const [strokes, setStrokes] = useState<Point[][]>([]);
  const drawing = useRef(false);

  const pointAt = (event: PointerEvent<SVGSVGElement>) => toBox(event.clientX, event.clientY, event.currentTarget.getBoundingClientRect());

  const update = (next: Point[][]) => {
    const path = pathOf(next);
    if (path.length > DRAWING_MAX) return;
    setStrokes(next);
    onChange(path);
  };

  const start = (event: PointerEvent<SVGSVGElement>) => {
    if (event.button !== 0 && event.pointerType === 'mouse') return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drawing.current = true;
    update([...strokes, [pointAt(event)]]);
  };
  const move = (event: PointerEvent<SVGSVGElement>) => {
    if (!drawing.current || strokes.length === 0) return;
    const point = pointAt(event);
    const last = strokes[strokes.length - 1];
    if (!far(last[last.length - 1], point)) return;
    update([...strokes.slice(0, -1), [...last, point]]);
  };
  const end = () => {
    drawing.current = false;
  };

  const path = pathOf(strokes);
  return (
    <div>
      <div
        className={`relative overflow-hidden rounded-2xl border bg-white ${invalid ? 'border-rose' : 'border-sand'} focus-within:ring-2 focus-within:ring-champagne/40`}
      >
        <svg
          role="img"
          aria-label={path ? `${label}: drawn` : `${label}: empty`}
          viewBox={`0 0 ${PAD.width} ${PAD.height}`}
          className="block aspect-[3/1] w-full cursor-crosshair touch-none select-none"
          onPointerDown={start}
          onPointerMove={move}
          onPointerUp={end}
          onPointerCancel={end}
          onLostPointerCapture={end}
        >
          <line x1="40" x2="560" y1="160" y2="160" className="stroke-sand" strokeWidth="2" strokeDasharray="6 8" />
          {path && <path d={path} fill="none" className="stroke-ink" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" />}
        </svg>
        {!path && (
          <p aria-hidden="true" className="pointer-events-none absolute inset-x-0 top-1/2 -translate-y-1/2 text-center text-sm text-muted">
            Sign here with your finger, pen or mouse
          </p>
        )}
      </div>
      <div className="mt-2 flex items-center justify-between gap-3">
        <p className="text-xs text-muted">Draw inside the box, above the line.</p>
        <Button variant="ghost" disabled={!path} onClick={() => update([])} className="min-h-11">
          Clear
        </Button>
      </div>
    </div>
  );
}
