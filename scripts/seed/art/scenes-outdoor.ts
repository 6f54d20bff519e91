import { couple, family } from './figures';
import { between, BLUR_DEFS, bokeh, glow, haze, linear, MOODS, n, PALETTE, range, rect, ridge, type MoodName, type Rng } from './svg';
import { bloomCluster, FLORAL_DEFS } from './florals';

export interface Scene {
  defs: string;
  body: string;
}
export interface Canvas {
  rng: Rng;
  w: number;
  h: number;
}

const skyDefs = (mood: MoodName) => {
  const m = MOODS[mood];
  return linear('sky', m.sky) + glow('sun', m.glow, 0.9, 0.3) + glow('bk', m.light, 0.9, 0.5) + haze('hz', m.light) + BLUR_DEFS;
};

/** Sun disc with a wide halo and a faint lens-flare trail towards the picture's centre. */
function sun(c: Canvas, x: number, y: number, r: number, mood: MoodName, flare = true): string {
  const { w, h } = c;
  let out = `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 9)}" fill="url(#sun)"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${MOODS[mood].sun}" opacity=".95"/>`;
  if (flare) {
    const dx = w / 2 - x;
    const dy = h / 2 - y;
    for (const [t, s, o] of [
      [0.7, 0.5, 0.12],
      [1.15, 1.3, 0.07],
      [1.5, 0.3, 0.18],
    ] as const) {
      out += `<circle cx="${n(x + dx * t)}" cy="${n(y + dy * t)}" r="${n(r * s)}" fill="${MOODS[mood].light}" opacity="${o}"/>`;
    }
  }
  return out;
}

/** Thin, out-of-focus high clouds. */
function clouds(c: Canvas, color: string): string {
  const { rng, w, h } = c;
  let out = '';
  for (let i = 0; i < 5; i++) {
    out += `<ellipse cx="${n(w * rng())}" cy="${n(h * between(rng, 0.1, 0.42))}" rx="${n(w * between(rng, 0.1, 0.28))}" ry="${n(h * between(rng, 0.01, 0.025))}"/>`;
  }
  return `<g fill="${color}" opacity=".45" filter="url(#b2)">${out}</g>`;
}

/** Haze along the horizon and the sun's light spilling over whatever stands in front of it. */
function atmosphere(c: Canvas, horizon: number, sunX: number, sunY: number): string {
  const { w, h } = c;
  return (
    `<rect y="${n(horizon - h * 0.15)}" width="${w}" height="${n(h * 0.3)}" fill="url(#hz)" opacity=".6"/>` +
    `<circle cx="${n(sunX)}" cy="${n(sunY)}" r="${n(Math.max(w, h) * 0.45)}" fill="url(#sun)" opacity=".32" style="mix-blend-mode:screen"/>`
  );
}

export interface LandscapeOptions {
  mood: MoodName;
  terrain: 'hills' | 'beach' | 'meadow' | 'mountains';
  figures: 'couple' | 'family' | 'none';
  /** Horizontal sun position, 0..1. */
  sunX: number;
  /** Figure height as a share of the picture height. */
  scale?: number;
}

/** Wide golden-hour landscape: layered ground, low sun, small figures on the nearest rise. */
export function landscape(c: Canvas, o: LandscapeOptions): Scene {
  const { rng, w, h } = c;
  const m = MOODS[o.mood];
  const horizon = h * (o.terrain === 'beach' ? 0.6 : 0.62);
  let body = rect('url(#sky)');
  let defs = skyDefs(o.mood);
  const sunY = horizon - h * 0.08;
  body += sun(c, w * o.sunX, sunY, Math.min(w, h) * 0.055, o.mood);
  body += clouds(c, m.light);
  let groundY = h;
  if (o.terrain === 'beach') {
    defs += linear('sea', [m.glow, m.layers[1], m.layers[2]]);
    body += `<g filter="url(#b1)">${ridge(rng, w, h, horizon - h * 0.02, h * 0.03, 6, m.layers[0])}</g>`;
    body += `<rect y="${n(horizon)}" width="${w}" height="${n(h - horizon)}" fill="url(#sea)"/>`;
    // glitter path of the sun on the water
    let streaks = '';
    for (let i = 0; i < 26; i++) {
      const t = i / 26;
      const sy = horizon + h * 0.28 * t * t + 4;
      const sw = w * (0.02 + 0.12 * t) * between(rng, 0.4, 1);
      streaks += `<rect x="${n(w * o.sunX - sw / 2 + between(rng, -20, 20) * t)}" y="${n(sy)}" width="${n(sw)}" height="${n(1.5 + 3 * t)}" rx="2"/>`;
    }
    body += `<g fill="${m.sun}" opacity=".55">${streaks}</g>`;
    // wet sand and the foreground dune
    groundY = h * 0.9;
    body += `<path d="M0 ${n(h * 0.86)}Q${n(w * 0.5)} ${n(h * 0.82)} ${n(w)} ${n(h * 0.87)}V${h}H0Z" fill="${m.layers[2]}" opacity=".8"/>`;
    body += `<path d="M0 ${n(h * 0.9)}Q${n(w * 0.55)} ${n(h * 0.86)} ${n(w)} ${n(h * 0.92)}V${h}H0Z" fill="${m.layers[3]}"/>`;
    groundY = h * 0.885;
  } else if (o.terrain === 'mountains') {
    body += `<g filter="url(#b1)">${range(rng, w, h, horizon, h * 0.32, 6, m.layers[0])}</g>`;
    body += `<rect y="${n(horizon - h * 0.1)}" width="${w}" height="${n(h * 0.24)}" fill="url(#hz)"/>`;
    body += range(rng, w, h, horizon + h * 0.08, h * 0.2, 9, m.layers[1]);
    body += `<rect y="${n(horizon)}" width="${w}" height="${n(h * 0.22)}" fill="url(#hz)" opacity=".8"/>`;
    body += ridge(rng, w, h, horizon + h * 0.2, h * 0.05, 5, m.layers[2]);
    groundY = h * 0.86;
    body += `<path d="M0 ${n(h * 0.9)}C${n(w * 0.3)} ${n(h * 0.84)} ${n(w * 0.55)} ${n(h * 0.83)} ${n(w * 0.72)} ${n(groundY)}S${n(w * 0.95)} ${n(h * 0.9)} ${w} ${n(h * 0.92)}V${h}H0Z" fill="${m.layers[3]}"/>`;
  } else {
    body += `<g filter="url(#b1)">${ridge(rng, w, h, horizon, h * 0.04, 5, m.layers[0])}</g>`;
    body += `<rect y="${n(horizon - h * 0.02)}" width="${w}" height="${n(h * 0.14)}" fill="url(#hz)" opacity=".7"/>`;
    body += ridge(rng, w, h, horizon + h * 0.08, h * 0.05, 4, m.layers[1]);
    body += ridge(rng, w, h, horizon + h * 0.17, h * 0.04, 4, m.layers[2]);
    groundY = h * 0.86;
    body += `<path d="M0 ${n(h * 0.92)}C${n(w * 0.35)} ${n(h * 0.85)} ${n(w * 0.6)} ${n(h * 0.84)} ${n(w * 0.72)} ${n(groundY)}S${n(w * 0.95)} ${n(h * 0.9)} ${w} ${n(h * 0.93)}V${h}H0Z" fill="${m.layers[3]}"/>`;
    if (o.terrain === 'meadow') {
      // grass heads catching the light along the crest
      let g = '';
      for (let i = 0; i < 70; i++) {
        const x = w * rng();
        const base = h * 0.95;
        const top = base - h * between(rng, 0.05, 0.16);
        g += `M${n(x)} ${n(base)}Q${n(x + between(rng, -6, 6))} ${n((base + top) / 2)} ${n(x + between(rng, -14, 14))} ${n(top)}`;
      }
      body += `<path d="${g}" stroke="${m.layers[3]}" stroke-width="1.6" fill="none"/>`;
    }
  }
  const fx = w * (o.sunX < 0.5 ? between(rng, 0.58, 0.7) : between(rng, 0.3, 0.42));
  const fh = h * (o.scale ?? 0.16);
  if (o.figures === 'couple') body += couple(fx, groundY + 2, fh, m.layers[3], o.sunX > 0.5);
  if (o.figures === 'family') body += family(rng, fx, groundY + 2, fh, m.layers[3]);
  body += atmosphere(c, horizon, w * o.sunX, sunY);
  body += bokeh(rng, 14, { x: 0, y: 0, w, h: h * 0.7 }, [h * 0.01, h * 0.05], 'url(#bk)', [0.1, 0.4]);
  return { defs, body };
}

export interface ArchOptions {
  mood: MoodName;
  setting: 'garden' | 'coast';
  couple: boolean;
  blooms: readonly string[];
  /** Horizontal position of the arch, 0..1 (default centred). */
  at?: number;
}

/** Ceremony arch with asymmetric florals at the end of an aisle of chairs. */
export function ceremonyArch(c: Canvas, o: ArchOptions): Scene {
  const { rng, w, h } = c;
  const m = MOODS[o.mood];
  let defs = skyDefs(o.mood) + FLORAL_DEFS + linear('aisle', [m.sky[1], PALETTE.ivory]) + linear('gd', [m.layers[1], m.layers[3]]);
  let body = rect('url(#sky)');
  const horizon = h * 0.58;
  const cx = w * (o.at ?? 0.5);
  const sunX = cx + w * 0.08;
  const sunY = horizon - h * 0.05;
  body += sun(c, sunX, sunY, Math.min(w, h) * 0.05, o.mood, false);
  body += clouds(c, m.light);
  if (o.setting === 'coast') {
    defs += linear('sea', [m.glow, m.layers[1]]);
    body += `<g filter="url(#b1)">${ridge(rng, w, h, horizon - h * 0.03, h * 0.06, 5, m.layers[0])}</g>`;
    body += `<rect y="${n(horizon)}" width="${w}" height="${n(h - horizon)}" fill="url(#sea)" opacity=".85"/>`;
  } else {
    // soft tree canopy: large, low-contrast blobs either side
    let t = '';
    for (let i = 0; i < 16; i++) {
      const side = i % 2 ? w * between(rng, 0, 0.3) : w * between(rng, 0.7, 1);
      t += `<circle cx="${n(side)}" cy="${n(h * between(rng, 0.15, 0.6))}" r="${n(h * between(rng, 0.08, 0.18))}"/>`;
    }
    body += `<g fill="${m.layers[1]}" opacity=".5" filter="url(#b2)">${t}</g>`;
    body += ridge(rng, w, h, horizon, h * 0.02, 4, m.layers[0]);
  }
  // lawn: on the coast a cliff-top edge leaves the sea showing on either side
  const vy = horizon + h * 0.06;
  body +=
    o.setting === 'coast'
      ? `<path d="M0 ${n(h * 0.82)}C${n(cx * 0.4)} ${n(h * 0.74)} ${n(cx * 0.7)} ${n(vy)} ${n(cx)} ${n(vy)}S${n(cx + (w - cx) * 0.7)} ${n(h * 0.76)} ${w} ${n(h * 0.8)}V${h}H0Z" fill="url(#gd)"/>`
      : `<path d="M0 ${n(horizon + h * 0.04)}H${w}V${h}H0Z" fill="${PALETTE.sageDeep}" opacity=".9"/>`;
  body += `<path d="M${n(cx - w * 0.03)} ${n(vy)}L${n(cx + w * 0.03)} ${n(vy)}L${n(cx + w * 0.2)} ${h}L${n(cx - w * 0.2)} ${h}Z" fill="url(#aisle)" opacity=".9"/>`;
  // the aisle is lined with low arrangements and lanterns, receding towards the arch
  let lanterns = '';
  for (let row = 0; row < 3; row++) {
    const t = (row + 1.6) / 4.2;
    const y = vy + (h - vy) * t * t * 1.05;
    const s = 4 + 60 * t * t;
    const edge = w * 0.035 + w * 0.17 * t * t * 1.05;
    for (const dir of [-1, 1]) {
      body += bloomCluster(rng, cx + dir * (edge + s * 0.9), y - s * 0.2, s * 0.8, 3, o.blooms);
      lanterns += `<circle cx="${n(cx + dir * (edge + s * 0.1))}" cy="${n(y - s * 0.3)}" r="${n(s * 0.7)}"/>`;
    }
  }
  body += `<g fill="url(#bk)">${lanterns}</g>`;
  body += atmosphere(c, horizon, sunX, sunY);
  // the arch: a round-topped frame
  const aw = Math.min(w * 0.2, h * 0.3);
  const ah = h * 0.42;
  const ab = vy + 6;
  const stroke = Math.max(8, w * 0.011);
  body += `<path d="M${n(cx - aw / 2)} ${n(ab)}V${n(ab - ah + aw / 2)}A${n(aw / 2)} ${n(aw / 2)} 0 0 1 ${n(cx + aw / 2)} ${n(ab - ah + aw / 2)}V${n(ab)}" fill="none" stroke="${PALETTE.gold}" stroke-width="${n(stroke)}"/>`;
  body += bloomCluster(rng, cx - aw * 0.38, ab - ah + aw * 0.25, aw * 0.42, 11, o.blooms);
  body += bloomCluster(rng, cx + aw / 2, ab - ah * 0.18, aw * 0.32, 7, o.blooms);
  if (o.couple) body += couple(cx, ab - 2, ah * 0.36, m.layers[3]);
  body += bokeh(rng, 12, { x: 0, y: 0, w, h: horizon }, [h * 0.012, h * 0.04], 'url(#bk)', [0.15, 0.45]);
  return { defs, body };
}
