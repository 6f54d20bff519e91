import { candle, OBJECT_DEFS, pampas, vase } from './objects';
import type { Canvas, Scene } from './scenes-outdoor';
import { between, BLUR_DEFS, glow, linear, MOODS, n, PALETTE, rect, ridge, type MoodName, type Rng } from './svg';

export const FRAME_MATERIALS = {
  oak: ['#D9B98F', '#A9825A', '#C89F73'],
  walnut: ['#7A5640', '#3F2A1F', '#5E4130'],
  black: ['#4A484D', '#141316', '#2A282C'],
  gilded: ['#F1DCA8', '#A8823E', '#D2B070'],
  white: ['#FFFFFF', '#D8D2C8', '#EEE9E1'],
  brass: ['#E9CF97', '#8C6A3C', '#C29A55'],
} as const;
export type FrameMaterial = keyof typeof FRAME_MATERIALS;

/** A miniature landscape print: sky, sun and three ridges, sized to the print area. */
function miniPrint(rng: Rng, x: number, y: number, w: number, h: number, mood: MoodName): string {
  const m = MOODS[mood];
  let p = `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="url(#psky)"/>`;
  p += `<circle cx="${n(x + w * between(rng, 0.3, 0.7))}" cy="${n(y + h * 0.5)}" r="${n(Math.min(w, h) * 0.07)}" fill="${m.sun}"/>`;
  const layers = [
    ridge(rng, w, h, h * 0.62, h * 0.05, 4, m.layers[1]),
    ridge(rng, w, h, h * 0.75, h * 0.05, 4, m.layers[2]),
    ridge(rng, w, h, h * 0.88, h * 0.04, 3, m.layers[3]),
  ];
  p += `<g transform="translate(${n(x)} ${n(y)})">${layers.join('')}</g>`;
  return p;
}

export interface FrameOptions {
  material: FrameMaterial;
  wall: string;
  print: MoodName;
  /** Print orientation inside the frame. */
  orientation: 'portrait' | 'landscape';
  /** Extra-wide moulding and a deeper mat for gallery styles. */
  mat: number;
  moulding: number;
}

/** A framed print hung on a softly lit wall, with a sideboard and a vase below. */
export function frameMockup(c: Canvas, o: FrameOptions): Scene {
  const { rng, w, h } = c;
  const [hi, lo, mid] = FRAME_MATERIALS[o.material];
  const m = MOODS[o.print];
  const defs =
    `<linearGradient id="mould" x2="1" y2="1"><stop offset="0" stop-color="${hi}"/><stop offset=".5" stop-color="${mid}"/><stop offset="1" stop-color="${lo}"/></linearGradient>` +
    linear('psky', m.sky) +
    `<linearGradient id="lightwash" x2="1" y2="1"><stop offset="0" stop-color="#FFF8EC" stop-opacity=".55"/><stop offset=".6" stop-color="#FFF8EC" stop-opacity="0"/></linearGradient>` +
    `<filter id="ds" x="-20%" y="-20%" width="150%" height="150%"><feDropShadow dx="10" dy="16" stdDeviation="14" flood-color="#1C1B1F" flood-opacity=".35"/></filter>` +
    OBJECT_DEFS +
    BLUR_DEFS;
  let body = rect(o.wall) + rect('url(#lightwash)');
  const fh = o.orientation === 'portrait' ? h * 0.62 : h * 0.46;
  const fw = o.orientation === 'portrait' ? fh / 1.3 : fh / 0.72;
  const fx = (w - fw) / 2;
  const fy = h * 0.76 - fh - h * 0.05;
  const mw = fw * o.moulding;
  body += `<g filter="url(#ds)"><rect x="${n(fx)}" y="${n(fy)}" width="${n(fw)}" height="${n(fh)}" fill="url(#mould)"/></g>`;
  // inner bevel: a lighter top-left edge and a darker bottom-right edge
  body += `<rect x="${n(fx + mw)}" y="${n(fy + mw)}" width="${n(fw - 2 * mw)}" height="${n(fh - 2 * mw)}" fill="${PALETTE.ivory}" stroke="${lo}" stroke-width="${n(mw * 0.18)}"/>`;
  const mat = fw * o.mat;
  const px = fx + mw + mat;
  const py = fy + mw + mat;
  const pw = fw - 2 * (mw + mat);
  const ph = fh - 2 * (mw + mat);
  body += `<rect x="${n(px - 3)}" y="${n(py - 3)}" width="${n(pw + 6)}" height="${n(ph + 6)}" fill="#000" opacity=".12"/>`;
  body += miniPrint(rng, px, py, pw, ph, o.print);
  // glass sheen across the print
  body += `<path d="M${n(fx + fw * 0.55)} ${n(fy)}h${n(fw * 0.2)}L${n(fx + fw * 0.35)} ${n(fy + fh)}h${n(-fw * 0.2)}Z" fill="#fff" opacity=".07"/>`;
  // sideboard, vase and a candle: scale and context
  const top = h * 0.84;
  body += `<rect x="${n(w * 0.1)}" y="${n(top)}" width="${n(w * 0.8)}" height="${n(h - top)}" fill="${PALETTE.charcoal}" opacity=".85"/><rect x="${n(w * 0.1)}" y="${n(top)}" width="${n(w * 0.8)}" height="${n(h * 0.012)}" fill="#fff" opacity=".15"/>`;
  body += pampas(rng, w * 0.2, top - h * 0.12, h * 0.25, 6, PALETTE.champagne) + vase(w * 0.2, top, h * 0.14, PALETTE.cream);
  body += candle(w * 0.78, top, h * 0.1, h * 0.014);
  return { defs, body };
}

export type FlatlayKind = 'timeline' | 'palette' | 'wardrobe' | 'prints' | 'camera';

/** Top-down editorial flat-lay on linen: stationery, swatches, prints or a camera, with greenery. */
export function flatlay(c: Canvas, o: { kind: FlatlayKind; linen: string; accent: readonly string[] }): Scene {
  const { rng, w, h } = c;
  const defs =
    `<filter id="sh" x="-20%" y="-20%" width="150%" height="150%"><feDropShadow dx="4" dy="8" stdDeviation="8" flood-color="#1C1B1F" flood-opacity=".22"/></filter>` +
    linear('pap', ['#FFFDF9', '#F1EADF'], 1, 1) +
    linear('psky', MOODS.golden.sky) +
    linear('psky2', MOODS.sage.sky) +
    linear('gl', ['#F1DCA8', '#A8823E', '#E9CF97'], 1, 1) +
    BLUR_DEFS;
  let body = rect(o.linen);
  // a weave of faint lines reads as linen under the grain
  let weave = '';
  for (let y = 0; y < h; y += 7) weave += `M0 ${y}H${w}`;
  body += `<path d="${weave}" stroke="#000" stroke-opacity=".025"/>`;
  const card = (x: number, y: number, cw: number, ch: number, rot: number, inner = '', fill = 'url(#pap)') =>
    `<g transform="rotate(${rot} ${n(x + cw / 2)} ${n(y + ch / 2)})" filter="url(#sh)"><rect x="${n(x)}" y="${n(y)}" width="${n(cw)}" height="${n(ch)}" fill="${fill}"/>${inner}</g>`;
  const lines = (x: number, y: number, lw: number, count: number, gap: number) => {
    let d = '';
    for (let i = 0; i < count; i++) d += `M${n(x)} ${n(y + i * gap)}h${n(lw * (i % 3 === 2 ? 0.6 : 1))}`;
    return `<path d="${d}" stroke="${PALETTE.slate}" stroke-opacity=".35" stroke-width="${n(gap * 0.28)}"/>`;
  };
  const sprig = (x: number, y: number, len: number, ang: number) => {
    let leaves = '';
    for (let i = 1; i < 8; i++) {
      const t = i / 8;
      const lx = x + Math.cos(ang) * len * t;
      const ly = y + Math.sin(ang) * len * t;
      const s = len * 0.07 * (1.2 - t * 0.5);
      leaves += `<circle cx="${n(lx + Math.cos(ang + 1.57) * s)}" cy="${n(ly + Math.sin(ang + 1.57) * s)}" r="${n(s)}"/><circle cx="${n(lx - Math.cos(ang + 1.57) * s)}" cy="${n(ly - Math.sin(ang + 1.57) * s)}" r="${n(s)}"/>`;
    }
    return `<path d="M${n(x)} ${n(y)}l${n(Math.cos(ang) * len)} ${n(Math.sin(ang) * len)}" stroke="${PALETTE.sageDeep}" stroke-width="2"/><g fill="${PALETTE.sage}" filter="url(#sh)">${leaves}</g>`;
  };
  const u = Math.min(w, h);
  if (o.kind === 'timeline') {
    const cx = w * 0.32;
    const cy = h * 0.14;
    const cw = u * 0.5;
    const ch = u * 0.7;
    let dots = `<path d="M${n(cx + cw * 0.18)} ${n(cy + ch * 0.18)}V${n(cy + ch * 0.86)}" stroke="${PALETTE.gold}" stroke-width="2"/>`;
    for (let i = 0; i < 6; i++) {
      const y = cy + ch * (0.2 + i * 0.13);
      dots +=
        `<circle cx="${n(cx + cw * 0.18)}" cy="${n(y)}" r="${n(u * 0.012)}" fill="${PALETTE.gold}"/>` +
        lines(cx + cw * 0.28, y - u * 0.008, cw * 0.55, 2, u * 0.022);
    }
    dots += `<rect x="${n(cx + cw * 0.12)}" y="${n(cy + ch * 0.07)}" width="${n(cw * 0.5)}" height="${n(u * 0.02)}" fill="${PALETTE.charcoal}" opacity=".7"/>`;
    body += card(cx, cy, cw, ch, -4, dots);
    // a watch and two rings
    const wx = w * 0.78;
    const wy = h * 0.3;
    body += `<g filter="url(#sh)"><path d="M${n(wx - u * 0.04)} 0V${h}h${n(u * 0.08)}V0Z" fill="${PALETTE.bronze}" opacity=".75"/><circle cx="${n(wx)}" cy="${n(wy)}" r="${n(u * 0.1)}" fill="url(#gl)"/><circle cx="${n(wx)}" cy="${n(wy)}" r="${n(u * 0.085)}" fill="#FBF8F1"/></g>`;
    body += `<path d="M${n(wx)} ${n(wy)}l${n(u * 0.045)} ${n(-u * 0.03)}M${n(wx)} ${n(wy)}l${n(-u * 0.01)} ${n(-u * 0.06)}" stroke="${PALETTE.charcoal}" stroke-width="3" stroke-linecap="round"/>`;
    body += `<g fill="none" stroke="url(#gl)" stroke-width="${n(u * 0.014)}" filter="url(#sh)"><circle cx="${n(w * 0.16)}" cy="${n(h * 0.78)}" r="${n(u * 0.045)}"/><circle cx="${n(w * 0.2)}" cy="${n(h * 0.82)}" r="${n(u * 0.04)}"/></g>`;
    body += sprig(w * 0.62, h * 0.95, u * 0.45, -1.2) + sprig(w * 0.05, h * 0.1, u * 0.35, 0.5);
  } else if (o.kind === 'palette') {
    // a fan deck of colour chips pivoting from one corner
    const px = w * 0.34;
    const py = h * 0.88;
    o.accent.forEach((col, i) => {
      body += `<g transform="rotate(${-62 + i * 13} ${n(px)} ${n(py)})" filter="url(#sh)"><rect x="${n(px - u * 0.05)}" y="${n(py - u * 0.62)}" width="${n(u * 0.1)}" height="${n(u * 0.62)}" rx="${n(u * 0.02)}" fill="#FFFDF9"/><rect x="${n(px - u * 0.043)}" y="${n(py - u * 0.6)}" width="${n(u * 0.086)}" height="${n(u * 0.3)}" fill="${col}"/></g>`;
    });
    body += `<circle cx="${n(px)}" cy="${n(py)}" r="${n(u * 0.018)}" fill="url(#gl)"/>`;
    // fallen leaves and a small pumpkin
    for (let i = 0; i < 7; i++) {
      const x = w * between(rng, 0.55, 0.95);
      const y = h * between(rng, 0.1, 0.9);
      const s = u * between(rng, 0.05, 0.09);
      body += `<path d="M${n(x - s)} ${n(y)}Q${n(x)} ${n(y - s * 0.8)} ${n(x + s)} ${n(y)}Q${n(x)} ${n(y + s * 0.8)} ${n(x - s)} ${n(y)}Z" fill="${o.accent[i % o.accent.length]}" transform="rotate(${Math.round(rng() * 180)} ${n(x)} ${n(y)})" filter="url(#sh)"/>`;
    }
    const qx = w * 0.72;
    const qy = h * 0.55;
    body += `<g filter="url(#sh)" fill="#C9773F"><ellipse cx="${n(qx - u * 0.05)}" cy="${n(qy)}" rx="${n(u * 0.06)}" ry="${n(u * 0.08)}"/><ellipse cx="${n(qx + u * 0.05)}" cy="${n(qy)}" rx="${n(u * 0.06)}" ry="${n(u * 0.08)}"/><ellipse cx="${n(qx)}" cy="${n(qy)}" rx="${n(u * 0.07)}" ry="${n(u * 0.085)}" fill="#D9884C"/></g><path d="M${n(qx)} ${n(qy - u * 0.08)}l${n(u * 0.01)} ${n(-u * 0.03)}" stroke="${PALETTE.moss}" stroke-width="6" stroke-linecap="round"/>`;
  } else if (o.kind === 'wardrobe') {
    // fabric swatches, folded, in a coordinated palette; buttons scattered
    o.accent.forEach((col, i) => {
      const x = w * (0.1 + i * 0.15);
      const y = h * (0.18 + (i % 2) * 0.12);
      body += card(
        x,
        y,
        u * 0.24,
        u * 0.5,
        between(rng, -8, 8),
        `<rect x="${n(x)}" y="${n(y + u * 0.32)}" width="${n(u * 0.24)}" height="${n(u * 0.18)}" fill="#000" opacity=".08"/>`,
        col,
      );
    });
    for (let i = 0; i < 6; i++) {
      const x = w * between(rng, 0.15, 0.85);
      const y = h * between(rng, 0.8, 0.92);
      const r = u * between(rng, 0.018, 0.03);
      body += `<g filter="url(#sh)"><circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${i % 2 ? PALETTE.ivory : 'url(#gl)'}"/></g><g fill="#000" opacity=".3"><circle cx="${n(x - r * 0.3)}" cy="${n(y - r * 0.3)}" r="${n(r * 0.12)}"/><circle cx="${n(x + r * 0.3)}" cy="${n(y + r * 0.3)}" r="${n(r * 0.12)}"/></g>`;
    }
    body += sprig(w * 0.92, h * 0.05, u * 0.4, 2.2);
  } else if (o.kind === 'prints') {
    // a loose stack of prints beside a linen album and a phone
    for (let i = 0; i < 3; i++) {
      const x = w * (0.08 + i * 0.08);
      const y = h * (0.2 + i * 0.06);
      const cw = u * 0.42;
      const ch = u * 0.3;
      const sky = i === 1 ? 'url(#psky2)' : 'url(#psky)';
      const m = i === 1 ? MOODS.sage : MOODS.golden;
      body += card(
        x,
        y,
        cw,
        ch,
        -10 + i * 8,
        `<rect x="${n(x + u * 0.015)}" y="${n(y + u * 0.015)}" width="${n(cw - u * 0.03)}" height="${n(ch - u * 0.03)}" fill="${sky}"/><path d="M${n(x + u * 0.015)} ${n(y + ch * 0.7)}q${n(cw * 0.3)} ${n(-ch * 0.2)} ${n(cw - u * 0.03)} ${n(-ch * 0.05)}V${n(y + ch - u * 0.015)}H${n(x + u * 0.015)}Z" fill="${m.layers[2]}"/>`,
      );
    }
    const ax = w * 0.58;
    const ay = h * 0.14;
    body += card(
      ax,
      ay,
      u * 0.42,
      u * 0.5,
      3,
      `<circle cx="${n(ax + u * 0.21)}" cy="${n(ay + u * 0.22)}" r="${n(u * 0.06)}" fill="none" stroke="url(#gl)" stroke-width="3"/><rect x="${n(ax + u * 0.14)}" y="${n(ay + u * 0.34)}" width="${n(u * 0.14)}" height="3" fill="url(#gl)"/>`,
      o.accent[0],
    );
    const fx = w * 0.5;
    const fy = h * 0.62;
    let thumbs = '';
    for (let r = 0; r < 3; r++)
      for (let k = 0; k < 3; k++)
        thumbs += `<rect x="${n(fx + u * (0.02 + k * 0.055))}" y="${n(fy + u * (0.05 + r * 0.055))}" width="${n(u * 0.05)}" height="${n(u * 0.05)}" fill="${o.accent[(r + k) % o.accent.length]}"/>`;
    body += card(
      fx,
      fy,
      u * 0.2,
      u * 0.4,
      -12,
      `<rect x="${n(fx + u * 0.012)}" y="${n(fy + u * 0.02)}" width="${n(u * 0.176)}" height="${n(u * 0.36)}" rx="6" fill="${PALETTE.charcoal}"/>${thumbs}`,
      PALETTE.ink,
    );
    body += sprig(w * 0.95, h * 0.7, u * 0.35, 3.6);
  } else {
    // a camera from above, a spare lens and film canisters
    const bx = w * 0.3;
    const by = h * 0.3;
    const bw = u * 0.6;
    const bh = u * 0.32;
    body += `<g filter="url(#sh)"><rect x="${n(bx)}" y="${n(by)}" width="${n(bw)}" height="${n(bh)}" rx="${n(u * 0.03)}" fill="${PALETTE.charcoal}"/><rect x="${n(bx)}" y="${n(by)}" width="${n(bw)}" height="${n(bh * 0.35)}" rx="${n(u * 0.03)}" fill="#C9C3BA"/></g>`;
    body += `<g filter="url(#sh)"><circle cx="${n(bx + bw * 0.5)}" cy="${n(by + bh * 0.98)}" r="${n(u * 0.13)}" fill="#1C1B1F"/></g><circle cx="${n(bx + bw * 0.5)}" cy="${n(by + bh * 0.98)}" r="${n(u * 0.09)}" fill="none" stroke="#444" stroke-width="${n(u * 0.012)}"/><circle cx="${n(bx + bw * 0.5)}" cy="${n(by + bh * 0.98)}" r="${n(u * 0.05)}" fill="#3A4454"/><circle cx="${n(bx + bw * 0.47)}" cy="${n(by + bh * 0.93)}" r="${n(u * 0.015)}" fill="#fff" opacity=".5"/>`;
    body += `<g fill="#8E8880"><circle cx="${n(bx + bw * 0.15)}" cy="${n(by + bh * 0.18)}" r="${n(u * 0.03)}"/><circle cx="${n(bx + bw * 0.82)}" cy="${n(by + bh * 0.18)}" r="${n(u * 0.035)}"/></g>`;
    body += `<g filter="url(#sh)"><circle cx="${n(w * 0.8)}" cy="${n(h * 0.72)}" r="${n(u * 0.1)}" fill="${PALETTE.charcoal}"/></g><circle cx="${n(w * 0.8)}" cy="${n(h * 0.72)}" r="${n(u * 0.06)}" fill="#2F3A48"/>`;
    for (let i = 0; i < 3; i++) {
      const x = w * (0.12 + i * 0.07);
      body += `<g filter="url(#sh)"><rect x="${n(x)}" y="${n(h * 0.72)}" width="${n(u * 0.05)}" height="${n(u * 0.09)}" rx="4" fill="${o.accent[i % o.accent.length]}"/></g>`;
    }
    body += sprig(w * 0.95, h * 0.08, u * 0.4, 2.4);
  }
  return { defs, body };
}

/** The studio itself: an arched window pouring light across the floor, backdrop and camera. */
export function studioInterior(c: Canvas): Scene {
  const { rng, w, h } = c;
  const defs =
    linear('wall', ['#EFE7DB', '#E2D5C3']) +
    linear('floor', ['#C8B297', '#9C8468']) +
    `<linearGradient id="ray" x2="1" y2="1"><stop offset="0" stop-color="#FFF6E2" stop-opacity=".7"/><stop offset="1" stop-color="#FFF6E2" stop-opacity="0"/></linearGradient>` +
    glow('win', '#FFFBF2', 1, 0.6) +
    linear('paper', [PALETTE.sage, PALETTE.sageDeep]) +
    OBJECT_DEFS +
    BLUR_DEFS;
  const floor = h * 0.7;
  let body = rect('url(#wall)');
  body += `<rect y="${n(floor)}" width="${w}" height="${n(h - floor)}" fill="url(#floor)"/>`;
  let boards = '';
  for (let i = -6; i <= 12; i++) boards += `M${n(w * 0.5 + i * w * 0.04)} ${n(floor)}L${n(w * 0.5 + i * w * 0.12)} ${h}`;
  body += `<path d="${boards}" stroke="#000" stroke-opacity=".07"/>`;
  // arched window with muntins
  const wx = w * 0.08;
  const ww = w * 0.26;
  const wy = h * 0.1;
  const wh = h * 0.52;
  const arch = `M${n(wx)} ${n(wy + wh)}V${n(wy + ww / 2)}a${n(ww / 2)} ${n(ww / 2)} 0 0 1 ${n(ww)} 0V${n(wy + wh)}Z`;
  body += `<path d="${arch}" fill="#FFFCF5"/><circle cx="${n(wx + ww / 2)}" cy="${n(wy + wh / 2)}" r="${n(wh)}" fill="url(#win)" opacity=".6"/>`;
  body += `<path d="${arch}M${n(wx + ww / 2)} ${n(wy)}V${n(wy + wh)}M${n(wx)} ${n(wy + wh * 0.45)}h${n(ww)}M${n(wx)} ${n(wy + wh * 0.72)}h${n(ww)}" fill="none" stroke="#6B5E52" stroke-width="${n(w * 0.006)}"/>`;
  body += `<path d="M${n(wx)} ${n(wy + wh)}h${n(ww)}L${n(w * 0.75)} ${h}H${n(w * 0.3)}Z" fill="url(#ray)" filter="url(#b1)"/>`;
  // backdrop roll on stands
  const bx = w * 0.52;
  const bw = w * 0.34;
  body += `<path d="M${n(bx)} ${n(h * 0.12)}V${n(floor + h * 0.05)}M${n(bx + bw)} ${n(h * 0.12)}V${n(floor + h * 0.05)}" stroke="${PALETTE.charcoal}" stroke-width="5"/><rect x="${n(bx - 8)}" y="${n(h * 0.11)}" width="${n(bw + 16)}" height="${n(h * 0.025)}" rx="6" fill="${PALETTE.charcoal}"/>`;
  body += `<path d="M${n(bx + 6)} ${n(h * 0.135)}H${n(bx + bw - 6)}V${n(floor)}Q${n(bx + bw - 6)} ${n(floor + h * 0.1)} ${n(bx + bw + w * 0.02)} ${n(floor + h * 0.12)}H${n(bx - w * 0.02)}Q${n(bx + 6)} ${n(floor + h * 0.1)} ${n(bx + 6)} ${n(floor)}Z" fill="url(#paper)"/>`;
  // bentwood chair on the paper
  const cx = bx + bw * 0.5;
  body += `<g fill="none" stroke="${PALETTE.charcoal}" stroke-width="${n(w * 0.006)}"><ellipse cx="${n(cx)}" cy="${n(floor - h * 0.02)}" rx="${n(w * 0.045)}" ry="${n(h * 0.015)}"/><path d="M${n(cx - w * 0.04)} ${n(floor - h * 0.02)}l-4 ${n(h * 0.12)}M${n(cx + w * 0.04)} ${n(floor - h * 0.02)}l4 ${n(h * 0.12)}M${n(cx - w * 0.035)} ${n(floor - h * 0.02)}V${n(floor - h * 0.2)}a${n(w * 0.035)} ${n(w * 0.035)} 0 0 1 ${n(w * 0.07)} 0V${n(floor - h * 0.02)}"/></g>`;
  // camera on a tripod in the foreground
  const tx = w * 0.4;
  body += `<g stroke="${PALETTE.ink}" stroke-width="${n(w * 0.005)}"><path d="M${n(tx)} ${n(h * 0.5)}L${n(tx - w * 0.06)} ${h}M${n(tx)} ${n(h * 0.5)}L${n(tx + w * 0.05)} ${h}M${n(tx)} ${n(h * 0.5)}V${h}"/></g>`;
  body += `<rect x="${n(tx - w * 0.04)}" y="${n(h * 0.42)}" width="${n(w * 0.08)}" height="${n(h * 0.07)}" rx="6" fill="${PALETTE.ink}"/><rect x="${n(tx + w * 0.03)}" y="${n(h * 0.435)}" width="${n(w * 0.04)}" height="${n(h * 0.045)}" rx="4" fill="${PALETTE.slate}"/>`;
  body +=
    pampas(rng, w * 0.93, floor + h * 0.02, h * 0.4, 7, PALETTE.champagne) + vase(w * 0.93, floor + h * 0.14, h * 0.16, PALETTE.cream);
  return { defs, body };
}
