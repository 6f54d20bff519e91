import { between, n, PALETTE, type Rng } from './svg';

// Props shared by indoor scenes. Each returns markup and expects its defs (listed per function).

/** Needs OBJECT_DEFS. A taper candle in a brass holder with a flame and a warm halo. */
export function candle(x: number, base: number, height: number, width: number): string {
  const top = base - height;
  const fw = width * 0.55;
  return (
    `<path d="M${n(x - width)} ${n(base)}h${n(width * 2)}l${n(-width * 0.6)} ${n(-width * 0.5)}h${n(-width * 0.8)}Z" fill="url(#brass)"/>` +
    `<rect x="${n(x - width / 2)}" y="${n(top)}" width="${n(width)}" height="${n(height - width * 0.45)}" fill="url(#wax)"/>` +
    `<circle cx="${n(x)}" cy="${n(top - fw * 2)}" r="${n(height * 0.55)}" fill="url(#fg)"/>` +
    `<path d="M${n(x)} ${n(top - fw * 4.2)}C${n(x + fw)} ${n(top - fw * 2)} ${n(x + fw)} ${n(top)} ${n(x)} ${n(top)}S${n(x - fw)} ${n(top - fw * 2)} ${n(x)} ${n(top - fw * 4.2)}Z" fill="#FFF1CF"/>`
  );
}

export const OBJECT_DEFS =
  '<linearGradient id="brass" x2="1"><stop offset="0" stop-color="#8C6A3C"/><stop offset=".4" stop-color="#E6C88E"/><stop offset="1" stop-color="#7A5A32"/></linearGradient>' +
  '<linearGradient id="wax" x2="1"><stop offset="0" stop-color="#CDBFAE"/><stop offset=".35" stop-color="#FBF6EE"/><stop offset="1" stop-color="#B8A994"/></linearGradient>' +
  '<radialGradient id="fg"><stop offset="0" stop-color="#FFE2A8" stop-opacity=".8"/><stop offset=".3" stop-color="#F7B865" stop-opacity=".25"/><stop offset="1" stop-color="#F7B865" stop-opacity="0"/></radialGradient>';

/** A wine glass drawn as light on glass: faint fill, bright rim. */
export function wineGlass(x: number, base: number, height: number): string {
  const s = height / 100;
  const p = (v: number) => n(v * s);
  return (
    `<path d="M${n(x)} ${n(base)}m${p(-16)} 0h${p(32)}M${n(x)} ${n(base)}v${p(-52)}m0 0c${p(-20)} 0 ${p(-24)} ${p(-18)} ${p(-22)} ${p(-48)}h${p(44)}c${p(2)} ${p(30)} ${p(-2)} ${p(48)} ${p(-22)} ${p(48)}" ` +
    `fill="#fff" fill-opacity=".08" stroke="#FFF6E6" stroke-opacity=".55" stroke-width="${n(Math.max(1.2, s * 1.6))}"/>`
  );
}

/** A plate seen at a low angle, with a gold rim and a folded napkin. */
export function plate(x: number, y: number, rx: number, napkin: string): string {
  const ry = rx * 0.22;
  return (
    `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rx)}" ry="${n(ry)}" fill="#FBF8F2" stroke="${PALETTE.gold}" stroke-width="${n(rx * 0.02)}"/>` +
    `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rx * 0.66)}" ry="${n(ry * 0.66)}" fill="none" stroke="#000" stroke-opacity=".06" stroke-width="${n(rx * 0.03)}"/>` +
    `<path d="M${n(x - rx * 0.35)} ${n(y - ry * 0.1)}l${n(rx * 0.3)} ${n(-ry * 0.7)}l${n(rx * 0.4)} ${n(ry * 0.5)}l${n(-rx * 0.25)} ${n(ry * 0.7)}Z" fill="${napkin}"/>`
  );
}

/** Pampas plumes: long soft blades fanning from a point. Needs BLUR_DEFS. */
export function pampas(rng: Rng, x: number, y: number, len: number, count: number, color: string): string {
  let stems = '';
  let plumes = '';
  for (let i = 0; i < count; i++) {
    const a = -Math.PI / 2 + between(rng, -0.55, 0.55);
    const l = len * between(rng, 0.7, 1.05);
    const tx = x + Math.cos(a) * l;
    const ty = y + Math.sin(a) * l;
    stems += `M${n(x)} ${n(y)}L${n(tx)} ${n(ty)}`;
    const px = x + Math.cos(a) * l * 0.78;
    const py = y + Math.sin(a) * l * 0.78;
    plumes += `<ellipse cx="${n(px)}" cy="${n(py)}" rx="${n(len * 0.07)}" ry="${n(l * 0.26)}" transform="rotate(${n((a * 180) / Math.PI + 90)} ${n(px)} ${n(py)})"/>`;
  }
  return `<path d="${stems}" stroke="${PALETTE.bronze}" stroke-width="${n(len * 0.008)}"/><g fill="${color}" opacity=".85" filter="url(#b1)">${plumes}</g>`;
}

/** A ceramic vase: a classic bottle shape with a soft vertical highlight. */
export function vase(x: number, base: number, height: number, fill: string): string {
  const w = height * 0.32;
  return (
    `<path d="M${n(x - w * 0.3)} ${n(base)}C${n(x - w * 0.9)} ${n(base - height * 0.1)} ${n(x - w)} ${n(base - height * 0.55)} ${n(x - w * 0.35)} ${n(base - height * 0.78)}` +
    `L${n(x - w * 0.22)} ${n(base - height)}H${n(x + w * 0.22)}L${n(x + w * 0.35)} ${n(base - height * 0.78)}` +
    `C${n(x + w)} ${n(base - height * 0.55)} ${n(x + w * 0.9)} ${n(base - height * 0.1)} ${n(x + w * 0.3)} ${n(base)}Z" fill="${fill}"/>` +
    `<ellipse cx="${n(x - w * 0.3)}" cy="${n(base - height * 0.4)}" rx="${n(w * 0.12)}" ry="${n(height * 0.22)}" fill="#fff" opacity=".18"/>`
  );
}
