import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { drawingSchema } from '@common/schemas/contracts';
import { PAD, pathOf, SignaturePad, toBox } from './signature-pad';

// The drawn signature is SVG path data in a 600 × 200 box, as drawingSchema reads it: only M and
// L commands and whole numbers inside the box, whatever size the pad is shown at.

const ONLY_M_AND_L = /^(M\d+ \d+( L\d+ \d+)+)( M\d+ \d+( L\d+ \d+)+)*$/;
const coordinates = (path: string) => [...path.matchAll(/[ML](\d+) (\d+)/g)].map((m) => [Number(m[1]), Number(m[2])] as const);

describe('the signature path', () => {
  it('writes each stroke as M then L, whole numbers, clamped to the 600 × 200 box', () => {
    const path = pathOf([
      [
        [10.4, 20.6],
        [650, -5],
        [300, 250],
      ],
      [[5, 5]],
    ]);
    expect(path).toBe('M10 21 L600 0 L300 200 M5 5 L6 5');
    expect(path).toMatch(ONLY_M_AND_L);
    expect(drawingSchema.safeParse(path).success).toBe(true);
  });

  it('maps a point of the pad as drawn on screen (any width) into the box', () => {
    const rect = { left: 20, top: 100, width: 300, height: 100 };
    expect(toBox(20, 100, rect)).toEqual([0, 0]);
    expect(toBox(320, 200, rect)).toEqual([PAD.width, PAD.height]);
    expect(toBox(170, 150, rect)).toEqual([300, 100]);
    expect(toBox(-50, 900, rect)).toEqual([0, PAD.height]);
  });
});

describe('SignaturePad', () => {
  const setup = () => {
    const changes: string[] = [];
    render(<SignaturePad label="Your drawn signature" onChange={(path) => changes.push(path)} />);
    const surface = screen.getByRole('img', { name: 'Your drawn signature: empty' });
    // A phone-width pad: 343 × 114 px on screen.
    surface.getBoundingClientRect = () => ({
      left: 16,
      top: 400,
      width: 343,
      height: 114.33,
      right: 359,
      bottom: 514,
      x: 16,
      y: 400,
      toJSON: () => ({}),
    });
    return { changes, surface };
  };
  const stroke = (surface: Element, points: [number, number][]) => {
    const [first, ...rest] = points;
    fireEvent.pointerDown(surface, { clientX: first[0], clientY: first[1], pointerId: 1, button: 0, pointerType: 'touch' });
    for (const [x, y] of rest) fireEvent.pointerMove(surface, { clientX: x, clientY: y, pointerId: 1, pointerType: 'touch' });
    fireEvent.pointerUp(surface, { pointerId: 1, pointerType: 'touch' });
  };

  it('turns strokes of the pointer into path data inside the box, with only M and L', () => {
    const { changes, surface } = setup();
    stroke(surface, [
      [30, 420],
      [80, 470],
      [200, 430],
      [500, 700],
    ]);
    stroke(surface, [
      [100, 450],
      [120, 452],
    ]);
    const path = changes.at(-1)!;
    expect(path).toMatch(ONLY_M_AND_L);
    expect(path.match(/M/g)).toHaveLength(2);
    for (const [x, y] of coordinates(path)) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(PAD.width);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(PAD.height);
    }
    // The point dragged off the pad is held at its edges.
    expect(coordinates(path)).toContainEqual([PAD.width, PAD.height]);
    expect(screen.getByRole('img', { name: 'Your drawn signature: drawn' })).toBeInTheDocument();
  });

  it('ignores moves without a pressed pointer, and Clear starts again', async () => {
    const { changes, surface } = setup();
    fireEvent.pointerMove(surface, { clientX: 50, clientY: 450, pointerId: 1 });
    expect(changes).toEqual([]);
    expect(screen.getByRole('button', { name: 'Clear' })).toBeDisabled();
    stroke(surface, [
      [30, 420],
      [90, 480],
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(changes.at(-1)).toBe('');
    expect(screen.getByRole('img', { name: 'Your drawn signature: empty' })).toBeInTheDocument();
  });
});
