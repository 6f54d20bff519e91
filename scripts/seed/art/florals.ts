import { between, PALETTE, pick, type Rng } from './svg';

/** Unit bloom and leaf, reused through <use> so a lush arrangement stays a few hundred bytes. */
export const FLORAL_DEFS =
  '<g id="fb"><circle r="1"/><circle cx="-.18" cy="-.2" r=".72" fill="#fff" opacity=".2"/>' +
  '<path d="M.1-.6A.6.6 0 1 1-.55.05M-.25-.15A.28.28 0 1 1 .2.12M-.8.45Q0 1.1.8.45" fill="none" stroke="#3a2a2a" stroke-opacity=".18" stroke-width=".1"/></g>' +
  '<path id="fl" d="M-1 0Q0-.5 1 0Q0 .5-1 0Z"/>';

const r = Math.round;
const s1 = (v: number) => String(Math.round(v * 10) / 10);

/** Leaves first, then open blooms; reads as garden roses from afar. Needs FLORAL_DEFS. */
export function bloomCluster(rng: Rng, cx: number, cy: number, radius: number, count: number, colors: readonly string[]): string {
  let leaves = '';
  for (let i = 0; i < Math.round(count * 0.8); i++) {
    const a = rng() * Math.PI * 2;
    const d = radius * between(rng, 0.5, 1.25);
    const len = radius * between(rng, 0.25, 0.45);
    const [c, s] = [Math.cos(a) * len, Math.sin(a) * len];
    leaves += `<use href="#fl"${i % 3 ? '' : ` fill="${PALETTE.sage}"`} transform="matrix(${s1(c)} ${s1(s)} ${s1(-s)} ${s1(c)} ${r(cx + Math.cos(a) * d)} ${r(cy + Math.sin(a) * d * 0.8)})"/>`;
  }
  let blooms = '';
  for (let i = 0; i < count; i++) {
    const a = rng() * Math.PI * 2;
    const d = radius * Math.sqrt(rng()) * 0.85;
    const k = s1(radius * between(rng, 0.14, 0.28));
    blooms += `<use href="#fb" fill="${pick(rng, colors)}" transform="matrix(${k} 0 0 ${k} ${r(cx + Math.cos(a) * d)} ${r(cy + Math.sin(a) * d * 0.8)})"/>`;
  }
  return `<g fill="${PALETTE.sageDeep}">${leaves}</g>${blooms}`;
}
