// Small SVG toolkit for the studio's generated artwork: a seeded random source, number formatting
// that keeps files small, the shared palette and the finishing layers (grain, vignette, bokeh).

import moods from './moods.json' with { type: 'json' };

export type Rng = () => number;

/** Deterministic PRNG (mulberry32) seeded from a string, so re-running the script does not churn git. */
export function rngFor(seed: string): Rng {
  let h = 2166136261;
  for (const c of seed) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const between = (rng: Rng, lo: number, hi: number) => lo + (hi - lo) * rng();
export const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)];

/** Whole pixels for large values, one decimal for small ones: a 1200 px picture needs no more. */
export const n = (v: number) => String(Math.abs(v) >= 100 ? Math.round(v) : Math.round(v * 10) / 10);

export const PALETTE = {
  ivory: '#F7F1E8',
  cream: '#EDE3D3',
  sand: '#E2D0B6',
  champagne: '#D8BC8E',
  gold: '#C29A55',
  bronze: '#8C6A3C',
  charcoal: '#2A282C',
  ink: '#1C1B1F',
  slate: '#45434A',
  rose: '#C98F8C',
  blush: '#E8C7BE',
  mauve: '#8F6E78',
  sage: '#9DAE93',
  sageDeep: '#6F8268',
  moss: '#4E5D4C',
} as const;

export interface Mood {
  sky: readonly string[];
  sun: string;
  glow: string;
  /** Ground layers, far to near (atmospheric perspective). */
  layers: readonly string[];
  light: string;
}

/** The scenes' light: a data file, one mood a line. */
export const MOODS: Record<keyof typeof moods, Mood> = moods;
export type MoodName = keyof typeof MOODS;

export function linear(id: string, stops: readonly string[], x2 = 0, y2 = 1): string {
  const s = stops.map((c, i) => `<stop offset="${n(i / Math.max(1, stops.length - 1))}" stop-color="${c}"/>`).join('');
  return `<linearGradient id="${id}" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
}

/** Radial glow: solid at the centre, transparent at the edge. */
export function glow(id: string, color: string, inner = 1, mid = 0.35): string {
  return (
    `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${inner}"/>` +
    `<stop offset=".45" stop-color="${color}" stop-opacity="${mid}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`
  );
}

/** Gaussian blurs: distant layers and clouds sit out of focus, like a shallow depth of field. */
export const BLUR_DEFS =
  '<filter id="b1" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="2"/></filter>' +
  '<filter id="b2" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="9"/></filter>';

/** A band of haze centred on y, fading out above and below. */
export function haze(id: string, color: string): string {
  return `<linearGradient id="${id}" x2="0" y2="1"><stop offset="0" stop-color="${color}" stop-opacity="0"/><stop offset=".5" stop-color="${color}" stop-opacity=".7"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></linearGradient>`;
}

export const rect = (fill: string, extra = '') => `<rect width="100%" height="100%" fill="${fill}"${extra}/>`;

/** Soft discs of out-of-focus light. */
export function bokeh(
  rng: Rng,
  count: number,
  box: { x: number; y: number; w: number; h: number },
  r: [number, number],
  fill = 'url(#bk)',
  opacity: [number, number] = [0.15, 0.55],
): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    out += `<circle cx="${n(box.x + rng() * box.w)}" cy="${n(box.y + rng() * box.h)}" r="${n(between(rng, r[0], r[1]))}" opacity="${Math.round(between(rng, opacity[0], opacity[1]) * 100) / 100}"/>`;
  }
  return `<g fill="${fill}">${out}</g>`;
}

/** A smooth ridge line across the picture, filled down to the bottom edge. */
export function ridge(rng: Rng, w: number, h: number, base: number, amp: number, steps: number, fill: string): string {
  const pts: [number, number][] = [];
  const phase = rng() * 6;
  for (let i = 0; i <= steps; i++) {
    const x = (i / steps) * w;
    const y = base - amp * (0.55 * Math.sin(phase + i * 1.3) + 0.45 * (rng() * 2 - 1));
    pts.push([x, y]);
  }
  let d = `M0 ${n(h)}L${n(pts[0][0])} ${n(pts[0][1])}`;
  for (let i = 1; i < pts.length; i++) {
    const [x0, y0] = pts[i - 1];
    const [x1, y1] = pts[i];
    d += `Q${n(x0)} ${n(y0)} ${n((x0 + x1) / 2)} ${n((y0 + y1) / 2)}`;
  }
  const last = pts[pts.length - 1];
  d += `L${n(last[0])} ${n(last[1])}L${n(w)} ${n(h)}Z`;
  return `<path d="${d}" fill="${fill}"/>`;
}

/** Jagged mountain range (straight segments), filled down to the bottom edge. */
export function range(rng: Rng, w: number, h: number, base: number, amp: number, peaks: number, fill: string): string {
  let d = `M0 ${n(h)}L0 ${n(base - amp * rng() * 0.5)}`;
  const step = w / peaks;
  for (let i = 0; i < peaks; i++) {
    const x = i * step;
    d += `L${n(x + step * between(rng, 0.35, 0.65))} ${n(base - amp * between(rng, 0.45, 1))}`;
    d += `L${n(x + step)} ${n(base - amp * between(rng, 0, 0.35))}`;
  }
  return `<path d="${d}L${n(w)} ${n(h)}Z" fill="${fill}"/>`;
}

export interface Doc {
  width: number;
  height: number;
  title: string;
  defs?: string;
  body: string;
  /** Film grain strength (0 = none). */
  grain?: number;
  /** Darkening at the corners (0 = none). */
  vignette?: number;
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function svgDocument({ width: w, height: h, title, defs = '', body, grain = 0.07, vignette = 0.3 }: Doc): string {
  const finish =
    (vignette ? `<rect width="100%" height="100%" fill="url(#vg)"/>` : '') +
    (grain ? `<rect width="100%" height="100%" filter="url(#gr)" opacity="${grain}" style="mix-blend-mode:overlay"/>` : '');
  const finishDefs =
    (vignette
      ? `<radialGradient id="vg" r=".75"><stop offset=".55" stop-color="#1C1B1F" stop-opacity="0"/><stop offset="1" stop-color="#1C1B1F" stop-opacity="${vignette}"/></radialGradient>`
      : '') +
    (grain
      ? `<filter id="gr" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency=".8" numOctaves="2" stitchTiles="stitch"/><feColorMatrix type="saturate" values="0"/></filter>`
      : '');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img">` +
    `<title>${escapeXml(title)}</title><defs>${defs}${finishDefs}</defs>${body}${finish}</svg>\n`
  );
}
