import { dancers, heads, PROFILE_BUN, PROFILE_PATH } from './figures';
import { bloomCluster, FLORAL_DEFS } from './florals';
import { candle, OBJECT_DEFS, pampas, plate, vase, wineGlass } from './objects';
import type { Canvas, Scene } from './scenes-outdoor';
import { between, BLUR_DEFS, bokeh, glow, linear, MOODS, n, PALETTE, rect, type MoodName } from './svg';

export interface TableOptions {
  /** Candle-lit evening or bright daytime lunch. */
  light: 'evening' | 'day';
  blooms: readonly string[];
  linen: string;
}

/** Eye-level tablescape: bokeh behind, a floral runner, tapers, glasses and plates in front. */
export function tablescape(c: Canvas, o: TableOptions): Scene {
  const { rng, w, h } = c;
  const evening = o.light === 'evening';
  const defs =
    linear('bg', evening ? ['#1F1B1E', '#3B2F2C', '#5A463B'] : ['#F4EDE2', '#E9DCC8', '#D9C6AC']) +
    linear('cloth', evening ? ['#B9A48C', o.linen, '#6E5E50'] : [o.linen, '#CDBBA2']) +
    glow('bk', evening ? '#FFCF8B' : '#FFFFFF', 0.9, 0.5) +
    OBJECT_DEFS +
    FLORAL_DEFS +
    BLUR_DEFS;
  let body = rect('url(#bg)');
  body += bokeh(
    rng,
    evening ? 18 : 12,
    { x: 0, y: 0, w, h: h * 0.6 },
    [h * 0.02, h * 0.07],
    'url(#bk)',
    evening ? [0.25, 0.8] : [0.3, 0.7],
  );
  if (!evening) {
    // greenery beyond the window, out of focus
    let g = '';
    for (let i = 0; i < 10; i++)
      g += `<circle cx="${n(w * rng())}" cy="${n(h * between(rng, 0.1, 0.5))}" r="${n(h * between(rng, 0.06, 0.14))}"/>`;
    body += `<g fill="${PALETTE.sage}" opacity=".35" filter="url(#b2)">${g}</g>`;
  }
  const top = h * 0.6;
  body += `<rect y="${n(top)}" width="${w}" height="${n(h - top)}" fill="url(#cloth)"/>`;
  // far row, slightly soft: runner of blooms with candles between
  let far = '';
  for (let i = 0; i < 4; i++)
    far += bloomCluster(rng, w * (0.12 + i * 0.25) + between(rng, -20, 20), top + h * 0.03, h * 0.09, 4, o.blooms);
  body += `<g filter="url(#b1)">${far}</g>`;
  const tapers = [0.18, 0.38, 0.6, 0.82];
  for (const t of tapers) {
    const x = w * t + between(rng, -15, 15);
    body += candle(x, top + h * between(rng, 0.06, 0.1), h * between(rng, 0.2, 0.3), Math.min(w, h) * 0.02);
  }
  // near row: plates with napkins and glasses
  for (const t of [0.22, 0.72]) {
    body += plate(w * t, h * 0.88, w * 0.13, o.blooms[0]);
    body += wineGlass(w * t + w * 0.15, h * 0.85, h * 0.2);
  }
  body += bloomCluster(rng, w * 0.47, h * 0.83, h * 0.08, 6, o.blooms);
  return { defs, body };
}

export interface PortraitOptions {
  mood: MoodName;
  /** Which side the subject sits on. */
  side: 'left' | 'right';
}

/** Backlit profile against a painted backdrop: rim light on the edge, a gold earring, soft bokeh. */
export function profilePortrait(c: Canvas, o: PortraitOptions): Scene {
  const { rng, w, h } = c;
  const m = MOODS[o.mood];
  const defs = linear('bg', [m.sky[0], m.sky[2]], 1, 1) + glow('rim', m.light, 0.95, 0.4) + glow('bk', m.light, 0.9, 0.5) + BLUR_DEFS;
  const size = Math.min(h * 0.85, w * 0.9);
  const x0 = o.side === 'left' ? w * 0.06 : w - size - w * 0.02;
  const y0 = h - size;
  const s = size / 100;
  let body = rect('url(#bg)');
  body += `<circle cx="${n(x0 + size * 0.75)}" cy="${n(y0 + size * 0.3)}" r="${n(size * 0.6)}" fill="url(#rim)"/>`;
  body += bokeh(rng, 12, { x: 0, y: 0, w, h }, [h * 0.02, h * 0.06], 'url(#bk)', [0.2, 0.5]);
  const place = `transform="translate(${n(x0)} ${n(y0)}) scale(${n(s)})"`;
  body +=
    `<g ${place}>` +
    `<path d="${PROFILE_PATH}" fill="${m.light}" transform="translate(1.2 -.6)"/>` +
    `<path d="${PROFILE_BUN}" fill="${m.light}" transform="translate(.6 -.8)"/>` +
    `<path d="${PROFILE_PATH}" fill="${m.layers[3]}"/><path d="${PROFILE_BUN}" fill="${m.layers[3]}"/>` +
    `<path d="M36 16C44 9 55 7 63 9" fill="none" stroke="${m.light}" stroke-width=".6" opacity=".6"/>` +
    `<circle cx="47" cy="49" r="1.3" fill="${PALETTE.champagne}"/><circle cx="47" cy="52.5" r="1.9" fill="${PALETTE.gold}"/>` +
    `</g>`;
  return { defs, body };
}

/** A portrait studio set: paper sweep, softbox glow, stool and pampas in a vase. */
export function studioSet(c: Canvas, o: { paper: string; mood: MoodName }): Scene {
  const { rng, w, h } = c;
  const m = MOODS[o.mood];
  const floor = h * 0.72;
  const defs =
    `<linearGradient id="paper" x2="0" y2="1"><stop offset="0" stop-color="${o.paper}"/><stop offset=".68" stop-color="${o.paper}" stop-opacity=".85"/><stop offset=".78" stop-color="#000" stop-opacity=".15"/><stop offset="1" stop-color="${o.paper}"/></linearGradient>` +
    linear('box', ['#FFFFFF', m.light], 1, 0) +
    glow('sb', '#FFF8EC', 0.8, 0.3) +
    glow('bk', m.light, 0.9, 0.5) +
    BLUR_DEFS;
  let body = rect(o.paper) + rect('url(#paper)');
  const sbx = w * 0.12;
  body += `<circle cx="${n(w * 0.45)}" cy="${n(h * 0.4)}" r="${n(Math.max(w, h) * 0.45)}" fill="url(#sb)"/>`;
  // softbox on its stand, partly out of frame
  body += `<path d="M${n(sbx)} ${n(h * 0.55)}V${h}M${n(sbx - w * 0.05)} ${h}L${n(sbx)} ${n(h * 0.9)}L${n(sbx + w * 0.05)} ${h}" stroke="${PALETTE.charcoal}" stroke-width="${n(w * 0.006)}" fill="none"/>`;
  body += `<rect x="${n(sbx - w * 0.09)}" y="${n(h * 0.12)}" width="${n(w * 0.18)}" height="${n(h * 0.42)}" rx="${n(w * 0.01)}" fill="${PALETTE.charcoal}"/>`;
  body += `<rect x="${n(sbx - w * 0.078)}" y="${n(h * 0.135)}" width="${n(w * 0.156)}" height="${n(h * 0.39)}" fill="url(#box)"/>`;
  // stool
  const sx = w * 0.58;
  body +=
    `<g fill="${PALETTE.charcoal}"><ellipse cx="${n(sx)}" cy="${n(floor - h * 0.2)}" rx="${n(w * 0.07)}" ry="${n(h * 0.018)}"/>` +
    `<path d="M${n(sx - w * 0.06)} ${n(floor + h * 0.06)}L${n(sx - w * 0.05)} ${n(floor - h * 0.2)}M${n(sx + w * 0.06)} ${n(floor + h * 0.06)}L${n(sx + w * 0.05)} ${n(floor - h * 0.2)}M${n(sx)} ${n(floor + h * 0.03)}V${n(floor - h * 0.2)}M${n(sx - w * 0.055)} ${n(floor - h * 0.06)}H${n(sx + w * 0.055)}" stroke="${PALETTE.charcoal}" stroke-width="${n(w * 0.007)}"/></g>`;
  body += `<ellipse cx="${n(sx)}" cy="${n(floor + h * 0.07)}" rx="${n(w * 0.1)}" ry="${n(h * 0.015)}" fill="#000" opacity=".12" filter="url(#b1)"/>`;
  const vx = w * 0.84;
  body += pampas(rng, vx, floor - h * 0.1, h * 0.5, 9, PALETTE.champagne);
  body += vase(vx, floor + h * 0.08, h * 0.22, PALETTE.ivory);
  body += bokeh(rng, 6, { x: 0, y: 0, w, h: h * 0.5 }, [h * 0.02, h * 0.05], 'url(#bk)', [0.1, 0.3]);
  return { defs, body };
}

/** Still life: a vase of garden roses on a plinth in raking window light. */
export function stillLife(c: Canvas, o: { wall: string; blooms: readonly string[]; vase: string }): Scene {
  const { rng, w, h } = c;
  const defs =
    `<linearGradient id="win" x2="1" y2="1"><stop offset="0" stop-color="#FFF9EE" stop-opacity=".75"/><stop offset="1" stop-color="#FFF9EE" stop-opacity="0"/></linearGradient>` +
    linear('shade', ['#00000000', '#0000002e'], 1, 0) +
    FLORAL_DEFS +
    BLUR_DEFS;
  let body = rect(o.wall) + rect('url(#shade)');
  // window light falling across the wall in two panes
  const lx = w * 0.12;
  body += `<g filter="url(#b2)" fill="url(#win)"><path d="M${n(lx)} ${n(h * 0.08)}h${n(w * 0.22)}l${n(w * 0.18)} ${n(h * 0.55)}h${n(-w * 0.22)}Z"/><path d="M${n(lx + w * 0.26)} ${n(h * 0.08)}h${n(w * 0.22)}l${n(w * 0.18)} ${n(h * 0.55)}h${n(-w * 0.22)}Z"/></g>`;
  const top = h * 0.74;
  body += `<rect y="${n(top)}" width="${w}" height="${n(h - top)}" fill="#000" opacity=".14"/><rect y="${n(top)}" width="${w}" height="${n(h * 0.012)}" fill="#fff" opacity=".25"/>`;
  const vx = w * 0.55;
  // stems arching out of the vase
  let stems = '';
  for (let i = 0; i < 7; i++) {
    const tx = vx + between(rng, -w * 0.25, w * 0.25);
    const ty = h * between(rng, 0.18, 0.4);
    stems += `M${n(vx)} ${n(top - h * 0.2)}Q${n(vx + (tx - vx) * 0.2)} ${n(ty + h * 0.1)} ${n(tx)} ${n(ty)}`;
  }
  body += `<ellipse cx="${n(vx + w * 0.08)}" cy="${n(top + h * 0.02)}" rx="${n(w * 0.2)}" ry="${n(h * 0.02)}" fill="#000" opacity=".2" filter="url(#b1)"/>`;
  body += `<path d="${stems}" stroke="${PALETTE.moss}" stroke-width="${n(w * 0.004)}" fill="none"/>`;
  body += bloomCluster(rng, vx - w * 0.06, h * 0.36, Math.min(w, h) * 0.16, 10, o.blooms);
  body += bloomCluster(rng, vx + w * 0.14, h * 0.3, Math.min(w, h) * 0.1, 6, o.blooms);
  body += vase(vx, top + h * 0.01, h * 0.3, o.vase);
  return { defs, body };
}

/** Reception under festoon lights at dusk, guests dancing. */
export function festoon(c: Canvas, o: { mood: MoodName }): Scene {
  const { rng, w, h } = c;
  const m = MOODS[o.mood];
  const defs =
    linear('sky', m.sky) +
    glow('bk', '#FFD493', 1, 0.45) +
    `<radialGradient id="bulb"><stop offset=".12" stop-color="#FFF6E0"/><stop offset=".3" stop-color="#FFD08A" stop-opacity=".45"/><stop offset="1" stop-color="#FFD08A" stop-opacity="0"/></radialGradient>` +
    BLUR_DEFS;
  let body = rect('url(#sky)');
  let trees = '';
  for (let i = 0; i < 14; i++) {
    const x = i % 2 ? w * between(rng, 0, 0.22) : w * between(rng, 0.78, 1);
    trees += `<circle cx="${n(x)}" cy="${n(h * between(rng, 0.15, 0.7))}" r="${n(h * between(rng, 0.1, 0.2))}"/>`;
  }
  body += `<g fill="${m.layers[2]}" filter="url(#b2)">${trees}</g>`;
  body += bokeh(rng, 18, { x: 0, y: h * 0.2, w, h: h * 0.5 }, [h * 0.015, h * 0.05], 'url(#bk)', [0.2, 0.6]);
  // three strands of bulbs, sagging between posts
  let wire = '';
  let bulbs = '';
  for (let k = 0; k < 3; k++) {
    const y0 = h * (0.08 + k * 0.12);
    const sag = h * (0.14 + k * 0.04);
    wire += `M0 ${n(y0)}Q${n(w / 2)} ${n(y0 + sag * 2)} ${w} ${n(y0)}`;
    for (let i = 1; i < 10; i++) {
      const t = i / 10;
      const y = y0 + sag * 2 * 2 * t * (1 - t);
      const r = h * (0.012 + k * 0.004);
      bulbs += `<circle cx="${n(w * t)}" cy="${n(y + r)}" r="${n(r * 2.6)}"/>`;
    }
  }
  body += `<path d="${wire}" fill="none" stroke="${m.layers[3]}" stroke-width="1.5"/><g fill="url(#bulb)">${bulbs}</g>`;
  body += `<g filter="url(#b1)">${heads(rng, -20, w + 20, h * 0.93, h * 0.04, m.layers[3])}</g>`;
  body += dancers(w * 0.42, h * 0.9, h * 0.32, m.layers[3]);
  body += `<rect y="${n(h * 0.9)}" width="${w}" height="${n(h * 0.1)}" fill="${m.layers[3]}"/>`;
  return { defs, body };
}

/** Conference keynote: a glowing screen, beams through haze, the audience in silhouette. */
export function keynote(c: Canvas, o: { accent: string }): Scene {
  const { rng, w, h } = c;
  const defs =
    linear('bg', ['#141317', '#24212A', '#2E2A33']) +
    linear('scr', [o.accent, '#F5E9D6'], 1, 1) +
    `<linearGradient id="beam" x2="0" y2="1"><stop offset="0" stop-color="#FFF4DE" stop-opacity=".5"/><stop offset="1" stop-color="#FFF4DE" stop-opacity="0"/></linearGradient>` +
    glow('bk', '#FFD9A0', 0.9, 0.4) +
    glow('halo', o.accent, 0.6, 0.2) +
    BLUR_DEFS;
  let body = rect('url(#bg)');
  const sx = w * 0.22;
  const sw = w * 0.56;
  const sy = h * 0.14;
  const sh = sw * 0.5;
  body += `<circle cx="${n(w / 2)}" cy="${n(sy + sh / 2)}" r="${n(w * 0.5)}" fill="url(#halo)"/>`;
  body += `<rect x="${n(sx)}" y="${n(sy)}" width="${n(sw)}" height="${n(sh)}" fill="url(#scr)"/>`;
  // an abstract title slide: rule, heading bars and a circle mark
  body += `<g fill="${PALETTE.charcoal}" opacity=".75"><rect x="${n(sx + sw * 0.08)}" y="${n(sy + sh * 0.42)}" width="${n(sw * 0.46)}" height="${n(sh * 0.07)}"/><rect x="${n(sx + sw * 0.08)}" y="${n(sy + sh * 0.56)}" width="${n(sw * 0.3)}" height="${n(sh * 0.035)}"/><rect x="${n(sx + sw * 0.08)}" y="${n(sy + sh * 0.32)}" width="${n(sw * 0.06)}" height="${n(sh * 0.012)}"/></g>`;
  body += `<circle cx="${n(sx + sw * 0.76)}" cy="${n(sy + sh * 0.5)}" r="${n(sh * 0.22)}" fill="none" stroke="${PALETTE.gold}" stroke-width="${n(sh * 0.02)}"/>`;
  // stage and lectern
  const st = h * 0.72;
  body += `<rect y="${n(st)}" width="${w}" height="${n(h - st)}" fill="#1A181D"/><rect y="${n(st)}" width="${w}" height="3" fill="${PALETTE.gold}" opacity=".5"/>`;
  body += `<path d="M${n(w * 0.7)} ${n(st)}l${n(w * 0.01)} ${n(-h * 0.16)}h${n(w * 0.07)}l${n(w * 0.01)} ${n(h * 0.16)}Z" fill="#0F0E11"/>`;
  let beams = '';
  for (const x of [0.12, 0.38, 0.62, 0.88]) {
    beams += `<path d="M${n(w * x - 8)} 0h16L${n(w * x + w * 0.12)} ${n(st)}H${n(w * x - w * 0.12)}Z"/>`;
  }
  body += `<g fill="url(#beam)" opacity=".6" filter="url(#b1)">${beams}</g>`;
  body += bokeh(rng, 10, { x: 0, y: 0, w, h: h * 0.3 }, [h * 0.01, h * 0.03], 'url(#bk)', [0.3, 0.8]);
  body += heads(rng, -10, w + 10, h * 0.94, h * 0.05, '#0B0A0D');
  body += heads(rng, -30, w + 30, h * 1.02, h * 0.07, '#060507');
  return { defs, body };
}

/** Gala dinner: round tables with tall centrepieces under chandeliers. */
export function gala(c: Canvas, o: { blooms: readonly string[] }): Scene {
  const { rng, w, h } = c;
  const defs =
    linear('bg', ['#1D1A1E', '#3A2E2C', '#4E3D34']) +
    glow('bk', '#FFD59A', 1, 0.5) +
    glow('ch', '#FFE6B8', 0.9, 0.25) +
    linear('cloth', ['#F7F1E8', '#B8A78F']) +
    OBJECT_DEFS +
    FLORAL_DEFS +
    BLUR_DEFS;
  let body = rect('url(#bg)');
  for (const [x, y, r] of [
    [0.25, 0.12, 0.14],
    [0.72, 0.1, 0.16],
  ] as const) {
    body += `<circle cx="${n(w * x)}" cy="${n(h * y)}" r="${n(h * r * 2.2)}" fill="url(#ch)"/>`;
    body += bokeh(
      rng,
      10,
      { x: w * x - h * r, y: h * y - h * r * 0.4, w: h * r * 2, h: h * r * 0.9 },
      [h * 0.006, h * 0.02],
      'url(#bk)',
      [0.5, 1],
    );
  }
  body += bokeh(rng, 8, { x: 0, y: h * 0.25, w, h: h * 0.25 }, [h * 0.02, h * 0.05], 'url(#bk)', [0.15, 0.4]);
  // tables: far ones small and soft, one near table in focus
  let far = '';
  for (const [x, y, s] of [
    [0.15, 0.6, 0.5],
    [0.5, 0.58, 0.45],
    [0.85, 0.61, 0.5],
  ] as const) {
    far += table(x * w, y * h, s * h * 0.35, rng);
  }
  body += `<g filter="url(#b1)">${far}</g>`;
  body += table(w * 0.48, h * 0.86, h * 0.32, rng);
  return { defs, body };

  function table(x: number, y: number, r: number, rr: typeof rng): string {
    let t = `<path d="M${n(x - r)} ${n(y)}a${n(r)} ${n(r * 0.22)} 0 0 1 ${n(r * 2)} 0l${n(r * 0.04)} ${n(r * 0.5)}h${n(-r * 2.08)}Z" fill="url(#cloth)"/>`;
    t += `<path d="M${n(x)} ${n(y - r * 0.05)}V${n(y - r * 1.15)}" stroke="${PALETTE.gold}" stroke-width="${n(r * 0.025)}"/>`;
    t += bloomCluster(rr, x, y - r * 1.25, r * 0.35, 5, o.blooms);
    t += candle(x - r * 0.5, y - r * 0.02, r * 0.25, r * 0.04) + candle(x + r * 0.45, y - r * 0.02, r * 0.3, r * 0.04);
    return t;
  }
}

/** Dessert table: a three-tier cake with a floral cascade against a painted arch. */
export function cakeTable(c: Canvas, o: { wall: string; blooms: readonly string[] }): Scene {
  const { rng, w, h } = c;
  const defs =
    linear('icing', ['#E8DFD2', '#FFFDF8', '#DCD0BF'], 1, 0) +
    glow('bk', '#FFF3DC', 0.9, 0.5) +
    linear('cloth', ['#F7F1E8', '#D9CBB5']) +
    OBJECT_DEFS +
    FLORAL_DEFS +
    BLUR_DEFS;
  let body = rect(o.wall);
  const cx = w * 0.5;
  const aw = Math.min(w, h) * 0.55;
  body += `<path d="M${n(cx - aw / 2)} ${h}V${n(h * 0.1 + aw / 2)}a${n(aw / 2)} ${n(aw / 2)} 0 0 1 ${n(aw)} 0V${h}Z" fill="#fff" opacity=".3"/>`;
  body += bokeh(rng, 10, { x: 0, y: 0, w, h: h * 0.6 }, [h * 0.02, h * 0.05], 'url(#bk)', [0.2, 0.5]);
  const top = h * 0.7;
  body += `<rect y="${n(top)}" width="${w}" height="${n(h - top)}" fill="url(#cloth)"/>`;
  // gold stand and three tiers
  const unit = Math.min(w, h);
  body += `<path d="M${n(cx - unit * 0.18)} ${n(top - unit * 0.05)}h${n(unit * 0.36)}l${n(-unit * 0.07)} ${n(unit * 0.03)}v${n(unit * 0.02)}h${n(-unit * 0.22)}v${n(-unit * 0.02)}Z" fill="url(#brass)"/>`;
  let y = top - unit * 0.05;
  for (const [tw, th] of [
    [0.32, 0.14],
    [0.24, 0.12],
    [0.17, 0.11],
  ] as const) {
    const ww = unit * tw;
    const hh = unit * th;
    y -= hh;
    body += `<rect x="${n(cx - ww / 2)}" y="${n(y)}" width="${n(ww)}" height="${n(hh)}" rx="${n(unit * 0.008)}" fill="url(#icing)"/><rect x="${n(cx - ww / 2)}" y="${n(y + hh - unit * 0.012)}" width="${n(ww)}" height="${n(unit * 0.008)}" fill="${PALETTE.gold}" opacity=".7"/>`;
  }
  body += bloomCluster(rng, cx + unit * 0.07, y + unit * 0.02, unit * 0.07, 6, o.blooms);
  body += bloomCluster(rng, cx - unit * 0.1, y + unit * 0.22, unit * 0.06, 5, o.blooms);
  body += bloomCluster(rng, cx + unit * 0.13, top - unit * 0.06, unit * 0.06, 4, o.blooms);
  body +=
    candle(cx - unit * 0.35, top + h * 0.03, unit * 0.3, unit * 0.02) + candle(cx + unit * 0.36, top + h * 0.04, unit * 0.24, unit * 0.02);
  return { defs, body };
}

/** Close-up of pillar candles at different heights, the room behind melted into bokeh. */
export function candleGlow(c: Canvas, o: { surface: string; blooms: readonly string[] }): Scene {
  const { rng, w, h } = c;
  const defs =
    linear('bg', ['#141215', '#2A211F', '#463429']) +
    glow('bk', '#FFC982', 1, 0.45) +
    linear('surf', [o.surface, '#3A2F29']) +
    `<linearGradient id="pil" x2="1"><stop offset="0" stop-color="#B9A792"/><stop offset=".4" stop-color="#FFF6E6"/><stop offset="1" stop-color="#9C8B77"/></linearGradient>` +
    glow('fg', '#FFD08A', 0.85, 0.25) +
    FLORAL_DEFS +
    BLUR_DEFS;
  let body = rect('url(#bg)');
  body += bokeh(rng, 16, { x: 0, y: 0, w, h: h * 0.65 }, [h * 0.03, h * 0.09], 'url(#bk)', [0.15, 0.6]);
  const top = h * 0.74;
  body += `<rect y="${n(top)}" width="${w}" height="${n(h - top)}" fill="url(#surf)"/>`;
  const u = Math.min(w, h);
  const pillars: [number, number, number][] = [
    [0.22, 0.32, 0.09],
    [0.42, 0.46, 0.1],
    [0.6, 0.26, 0.085],
    [0.78, 0.38, 0.09],
  ];
  for (const [x, ht, wd] of pillars) {
    const cx = w * x;
    const base = top + h * between(rng, 0.04, 0.1);
    const pw = u * wd;
    const y = base - h * ht;
    body += `<circle cx="${n(cx)}" cy="${n(y - pw * 0.3)}" r="${n(u * 0.35)}" fill="url(#fg)"/>`;
    body += `<rect x="${n(cx - pw)}" y="${n(y)}" width="${n(pw * 2)}" height="${n(base - y)}" fill="url(#pil)"/><ellipse cx="${n(cx)}" cy="${n(y)}" rx="${n(pw)}" ry="${n(pw * 0.22)}" fill="#E9DCC7"/>`;
    body += `<ellipse cx="${n(cx)}" cy="${n(base)}" rx="${n(pw * 1.1)}" ry="${n(pw * 0.2)}" fill="#000" opacity=".25"/>`;
    const fw = pw * 0.18;
    body += `<path d="M${n(cx)} ${n(y - fw * 5)}C${n(cx + fw)} ${n(y - fw * 2.5)} ${n(cx + fw)} ${n(y - fw * 0.4)} ${n(cx)} ${n(y - fw * 0.4)}S${n(cx - fw)} ${n(y - fw * 2.5)} ${n(cx)} ${n(y - fw * 5)}Z" fill="#FFF3D4"/>`;
  }
  body +=
    bloomCluster(rng, w * 0.1, top + h * 0.12, u * 0.1, 5, o.blooms) + bloomCluster(rng, w * 0.92, top + h * 0.14, u * 0.09, 4, o.blooms);
  return { defs, body };
}

/** A rooftop reception at dusk: the skyline lit up beyond a glass rail, guests at high tables. */
export function rooftopMixer(c: Canvas, o: { mood: MoodName }): Scene {
  const { rng, w, h } = c;
  const m = MOODS[o.mood];
  const defs =
    linear('sky', m.sky) +
    glow('bk', '#FFD493', 1, 0.45) +
    glow('fg', '#FFD08A', 0.8, 0.25) +
    `<pattern id="win" width="14" height="18" patternUnits="userSpaceOnUse"><rect x="3" y="4" width="5" height="7" fill="#FFD9A0"/></pattern>` +
    `<pattern id="win2" width="22" height="9" patternUnits="userSpaceOnUse"><rect x="2" y="3" width="16" height="3" fill="#FFE7C2"/></pattern>` +
    BLUR_DEFS;
  let body = rect('url(#sky)');
  const ground = h * 0.62;
  let city = '';
  let lit = '';
  let lit2 = '';
  let i = 0;
  for (let x = -10; x < w; x += w * between(rng, 0.03, 0.07)) {
    const bh = h * (rng() < 0.2 ? between(rng, 0.35, 0.5) : between(rng, 0.08, 0.28));
    const part = `M${n(x)} ${n(ground)}v${n(-bh)}h${n(w * between(rng, 0.03, 0.06))}V${n(ground)}Z`;
    city += part;
    if (i++ % 3) lit += part;
    else lit2 += part;
  }
  body += `<g filter="url(#b1)"><path d="${city}" fill="${m.layers[2]}"/><path d="${lit}" fill="url(#win)" opacity=".35"/><path d="${lit2}" fill="url(#win2)" opacity=".5"/></g>`;
  body += bokeh(rng, 14, { x: 0, y: h * 0.3, w, h: h * 0.35 }, [h * 0.01, h * 0.03], 'url(#bk)', [0.3, 0.8]);
  // deck, glass rail and high tables with candles
  body += `<rect y="${n(ground)}" width="${w}" height="${n(h - ground)}" fill="${m.layers[1]}"/><rect y="${n(ground)}" width="${w}" height="${n(h - ground)}" fill="url(#sky)" opacity=".35"/>`;
  body += `<rect y="${n(ground - h * 0.1)}" width="${w}" height="${n(h * 0.1)}" fill="#fff" opacity=".06"/><rect y="${n(ground - h * 0.1)}" width="${w}" height="3" fill="${PALETTE.champagne}" opacity=".6"/>`;
  for (const x of [0.25, 0.72]) {
    const tx = w * x;
    const ty = h * 0.74;
    body += `<circle cx="${n(tx)}" cy="${n(ty - h * 0.03)}" r="${n(h * 0.12)}" fill="url(#fg)"/>`;
    body += `<ellipse cx="${n(tx)}" cy="${n(ty)}" rx="${n(w * 0.06)}" ry="${n(h * 0.012)}" fill="${PALETTE.ivory}"/><path d="M${n(tx)} ${n(ty)}V${h}" stroke="${PALETTE.ink}" stroke-width="6"/>`;
    body += `<rect x="${n(tx - 6)}" y="${n(ty - h * 0.035)}" width="12" height="${n(h * 0.035)}" fill="#FFF3D4" opacity=".9"/>`;
  }
  body += `<g filter="url(#b1)">${heads(rng, -20, w * 0.14, h * 0.97, h * 0.05, PALETTE.ink)}${heads(rng, w * 0.4, w * 0.58, h * 0.98, h * 0.05, PALETTE.ink)}${heads(rng, w * 0.86, w + 20, h * 0.97, h * 0.05, PALETTE.ink)}</g>`;
  body += bokeh(rng, 8, { x: 0, y: 0, w, h: h * 0.2 }, [h * 0.03, h * 0.07], 'url(#bk)', [0.3, 0.7]);
  return { defs, body };
}
