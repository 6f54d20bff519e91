import { couple } from './figures';
import type { Canvas, Scene } from './scenes-outdoor';
import { between, BLUR_DEFS, bokeh, glow, haze, linear, MOODS, n, PALETTE, rect, ridge, type MoodName } from './svg';

/** The Golden Gate from the shore at the end of the day, fog rolling under the deck. */
export function goldenGate(c: Canvas, o: { mood: MoodName; couple: boolean }): Scene {
  const { rng, w, h } = c;
  const m = MOODS[o.mood];
  const defs =
    linear('sky', m.sky) +
    linear('sea', [m.sky[2], m.layers[2]]) +
    glow('sun', m.glow, 0.9, 0.3) +
    glow('bk', m.light, 0.9, 0.5) +
    haze('hz', m.light) +
    BLUR_DEFS;
  const water = h * 0.7;
  let body = rect('url(#sky)');
  body += `<circle cx="${n(w * 0.78)}" cy="${n(water - h * 0.12)}" r="${n(h * 0.5)}" fill="url(#sun)"/><circle cx="${n(w * 0.78)}" cy="${n(water - h * 0.12)}" r="${n(h * 0.04)}" fill="${m.sun}"/>`;
  body += `<g filter="url(#b1)">${ridge(rng, w, h, water - h * 0.05, h * 0.07, 5, m.layers[1])}</g>`;
  body += `<rect y="${n(water)}" width="${w}" height="${n(h - water)}" fill="url(#sea)"/>`;
  const bridge = o.mood === 'golden' || o.mood === 'dusk' ? '#5B2F2A' : m.layers[3];
  const deck = water - h * 0.11;
  const towers = [w * 0.2, w * 0.66];
  const top = h * 0.16;
  const tw = w * 0.022;
  let steel = '';
  for (const x of towers) {
    // two legs joined by portal struts
    steel += `M${n(x - tw)} ${n(water)}V${n(top)}h${n(tw * 0.7)}V${n(water)}ZM${n(x + tw * 0.3)} ${n(water)}V${n(top)}h${n(tw * 0.7)}V${n(water)}Z`;
    for (const t of [0.02, 0.22, 0.42, 0.62])
      steel += `M${n(x - tw)} ${n(top + (deck - top) * t)}h${n(tw * 2)}v${n(h * 0.012)}h${n(-tw * 2)}Z`;
  }
  steel += `M-10 ${n(deck)}H${n(w + 10)}v${n(h * 0.022)}H-10Z`;
  body += `<path d="${steel}" fill="${bridge}"/>`;
  // main cables and suspenders
  const [a, b] = towers;
  const mid = (a + b) / 2;
  let cable = `M-10 ${n(deck - h * 0.06)}Q${n(a * 0.5)} ${n(deck - h * 0.02)} ${n(a)} ${n(top)}Q${n(mid)} ${n(deck + (deck - top) * 0.95)} ${n(b)} ${n(top)}Q${n(b + (w - b) * 0.5)} ${n(deck - h * 0.02)} ${n(w + 10)} ${n(deck - h * 0.1)}`;
  for (let x = a + (b - a) / 24; x < b; x += (b - a) / 24) {
    const t = (x - a) / (b - a);
    const y = (1 - t) * (1 - t) * top + 2 * t * (1 - t) * (deck + (deck - top) * 0.95) + t * t * top;
    cable += `M${n(x)} ${n(y)}V${n(deck)}`;
  }
  body += `<path d="${cable}" fill="none" stroke="${bridge}" stroke-width="${n(Math.max(1.2, w * 0.0016))}"/>`;
  // fog bank drifting through the span
  let fog = '';
  for (let i = 0; i < 9; i++)
    fog += `<ellipse cx="${n(w * between(rng, -0.1, 1.1))}" cy="${n(deck + h * between(rng, -0.02, 0.05))}" rx="${n(w * between(rng, 0.1, 0.22))}" ry="${n(h * between(rng, 0.03, 0.06))}"/>`;
  body += `<g fill="${m.light}" opacity=".55" filter="url(#b2)">${fog}</g>`;
  body += `<rect y="${n(water - h * 0.1)}" width="${w}" height="${n(h * 0.2)}" fill="url(#hz)" opacity=".5"/>`;
  // shoreline rocks and the couple
  body += `<path d="M0 ${n(h * 0.88)}C${n(w * 0.2)} ${n(h * 0.84)} ${n(w * 0.4)} ${n(h * 0.86)} ${n(w * 0.55)} ${n(h * 0.9)}S${n(w * 0.9)} ${n(h * 0.93)} ${w} ${n(h * 0.9)}V${h}H0Z" fill="${m.layers[3]}"/>`;
  if (o.couple) body += couple(w * 0.3, h * 0.865, h * 0.18, m.layers[3]);
  body += bokeh(rng, 10, { x: 0, y: 0, w, h: h * 0.6 }, [h * 0.01, h * 0.04], 'url(#bk)', [0.1, 0.35]);
  return { defs, body };
}

/** The Painted Ladies at golden hour, downtown beyond, Alamo Square's lawn in front. */
export function paintedLadies(c: Canvas, o: { mood: MoodName; couple: boolean }): Scene {
  const { rng, w, h } = c;
  const m = MOODS[o.mood];
  const defs =
    linear('sky', m.sky) +
    glow('bk', m.light, 0.9, 0.5) +
    glow('sun', m.glow, 0.8, 0.25) +
    haze('hz', m.light) +
    linear('lawn', [PALETTE.sageDeep, PALETTE.moss, '#2F382E']) +
    BLUR_DEFS;
  let body = rect('url(#sky)');
  body += `<circle cx="${n(w * 0.15)}" cy="${n(h * 0.3)}" r="${n(h * 0.6)}" fill="url(#sun)"/>`;
  // skyline, soft: blocks plus the pyramid
  let city = '';
  for (let x = w * 0.35; x < w; x += w * between(rng, 0.025, 0.05)) {
    const bh = h * between(rng, 0.08, 0.26);
    city += `M${n(x)} ${n(h * 0.5)}v${n(-bh)}h${n(w * between(rng, 0.02, 0.04))}V${n(h * 0.5)}Z`;
  }
  city += `M${n(w * 0.6)} ${n(h * 0.5)}L${n(w * 0.615)} ${n(h * 0.14)}L${n(w * 0.63)} ${n(h * 0.5)}Z`;
  body += `<path d="${city}" fill="${m.layers[0]}" filter="url(#b1)"/>`;
  body += `<rect y="${n(h * 0.32)}" width="${w}" height="${n(h * 0.3)}" fill="url(#hz)" opacity=".6"/>`;
  // the row of Victorians stepping down the hill
  const colors = [PALETTE.blush, PALETTE.ivory, PALETTE.sage, PALETTE.champagne, '#C9D0D6', PALETTE.rose, PALETTE.cream];
  const hw = w * 0.105;
  let houses = '';
  for (let i = 0; i < 7; i++) {
    const x = w * 0.12 + i * hw;
    const base = h * 0.66 + i * h * 0.018;
    const hh = h * 0.22;
    const col = colors[i];
    houses += `<path d="M${n(x)} ${n(h * 0.85)}V${n(base - hh)}L${n(x + hw / 2)} ${n(base - hh - hw * 0.55)}L${n(x + hw)} ${n(base - hh)}V${n(h * 0.85)}Z" fill="${col}"/>`;
    houses += `<path d="M${n(x - 3)} ${n(base - hh + 2)}L${n(x + hw / 2)} ${n(base - hh - hw * 0.55)}L${n(x + hw + 3)} ${n(base - hh + 2)}" fill="none" stroke="${PALETTE.charcoal}" stroke-opacity=".5" stroke-width="3"/>`;
    // bay window stack and a door
    houses += `<rect x="${n(x)}" y="${n(base - hh)}" width="${n(hw)}" height="${n(hh * 0.04)}" fill="#fff" opacity=".45"/><rect x="${n(x + hw * 0.9)}" y="${n(base - hh)}" width="${n(hw * 0.1)}" height="${n(h * 0.85 - base + hh)}" fill="#000" opacity=".12"/>`;
    houses += `<g fill="${i % 2 ? '#F3D3A0' : '#5A4A48'}" opacity=".7"><rect x="${n(x + hw * 0.14)}" y="${n(base - hh * 0.9)}" width="${n(hw * 0.42)}" height="${n(hh * 0.28)}"/><rect x="${n(x + hw * 0.14)}" y="${n(base - hh * 0.5)}" width="${n(hw * 0.42)}" height="${n(hh * 0.28)}"/><rect x="${n(x + hw * 0.68)}" y="${n(base - hh * 0.42)}" width="${n(hw * 0.18)}" height="${n(hh * 0.42)}"/><circle cx="${n(x + hw / 2)}" cy="${n(base - hh - hw * 0.2)}" r="${n(hw * 0.07)}"/></g>`;
  }
  body += houses;
  body += `<rect y="${n(h * 0.55)}" width="${w}" height="${n(h * 0.25)}" fill="url(#hz)" opacity=".3"/>`;
  // the park: a lawn in the foreground and a few trees
  body += `<path d="M0 ${n(h * 0.8)}C${n(w * 0.3)} ${n(h * 0.74)} ${n(w * 0.7)} ${n(h * 0.76)} ${w} ${n(h * 0.84)}V${h}H0Z" fill="url(#lawn)"/>`;
  let trees = '';
  for (const x of [0.04, 0.93])
    for (let i = 0; i < 4; i++)
      trees += `<circle cx="${n(w * x + between(rng, -40, 40))}" cy="${n(h * between(rng, 0.45, 0.7))}" r="${n(h * between(rng, 0.08, 0.13))}"/>`;
  body += `<g fill="${PALETTE.sageDeep}" opacity=".85" filter="url(#b1)">${trees}</g>`;
  if (o.couple) body += couple(w * 0.55, h * 0.8, h * 0.16, m.layers[3]);
  body += `<circle cx="${n(w * 0.15)}" cy="${n(h * 0.3)}" r="${n(w * 0.6)}" fill="url(#sun)" opacity=".5" style="mix-blend-mode:screen"/>`;
  body += bokeh(rng, 8, { x: 0, y: 0, w, h: h * 0.5 }, [h * 0.01, h * 0.035], 'url(#bk)', [0.15, 0.4]);
  return { defs, body };
}
