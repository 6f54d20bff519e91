import { n, type Rng, between } from './svg';

// Silhouettes drawn in a 100-unit-tall box with the feet at y = 0, placed with translate + scale.
// They stay small in the frame, like people in a wide shot, so a few curves read as real figures.

const place = (x: number, y: number, height: number, inner: string, flip = false) => {
  const k = Math.round(height * 10) / 1000;
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${flip ? -k : k} ${k})">${inner}</g>`;
};

const BRIDE =
  '<circle cx="1" cy="-86" r="5.6"/><circle cx="-4" cy="-89" r="3.4"/>' +
  '<path d="M-1-81C-5-80-7-77-7-71C-7-64-5-60-5-55C-9-36-17-12-30 0L15 0C10-18 6-40 4-55C6-62 8-68 6-74C5-78 3-80 2-81Z"/>' +
  // veil drifting behind
  '<path d="M-5-90C-14-80-20-50-36-8L-28-6C-19-40-12-70-3-86Z" opacity=".45"/>';

const GROOM =
  '<circle cx="0" cy="-91" r="6.2"/>' +
  '<path d="M-3-84C-9-83-11-79-11-73L-10-50L-8-48L-7-2L-1 0L-.5-44L1-44L2 0L8-1L7.5-48L10-50L11-73C11-79 9-83 3-84Z"/>';

/** A couple facing each other, heads close; the bride's veil catches the wind. */
export function couple(x: number, y: number, height: number, fill: string, flip = false): string {
  const inner =
    `<g transform="translate(-9 0) scale(.94)">${BRIDE}</g>` +
    `<g transform="translate(8 0)">${GROOM}</g>` +
    // joined hands
    '<path d="M-4-60Q2-52 7-60" stroke-width="3" stroke="currentColor" fill="none"/>';
  return `<g fill="${fill}" color="${fill}">${place(x, y, height, inner, flip)}</g>`;
}

const ADULT_A =
  '<circle cx="0" cy="-90" r="6"/><path d="M-4-83C-10-82-11-77-11-70L-9-42C-11-30-12-14-12 0L12 0C12-14 11-30 9-42L11-70C11-77 10-82 4-83Z"/>';
const ADULT_B =
  '<circle cx="0" cy="-91" r="6.3"/><path d="M-3-84C-10-83-12-78-12-72L-10-48L-8-46L-7 0L-1 0L0-42L1 0L7 0L8-46L10-48L12-72C12-78 10-83 3-84Z"/>';
const CHILD =
  '<circle cx="0" cy="-88" r="8.5"/><path d="M-5-79C-11-78-13-72-13-65L-11-40L-9 0L-2 0L0-35L2 0L9 0L11-40L13-65C13-72 11-78 5-79Z"/>';

/** Two adults and one or two children holding hands. */
export function family(rng: Rng, x: number, y: number, height: number, fill: string, kids = 2): string {
  let out = place(x, y, height, ADULT_A) + place(x + height * 0.3, y, height * 1.06, ADULT_B);
  const kidX = [x - height * 0.27, x + height * 0.55];
  for (let i = 0; i < kids; i++) out += place(kidX[i], y, height * between(rng, 0.48, 0.58), CHILD);
  // linked arms as one soft line
  const armY = y - height * 0.55;
  out += `<path d="M${n(kidX[0])} ${n(y - height * 0.3)}Q${n(x - height * 0.1)} ${n(armY)} ${n(x + height * 0.6)} ${n(y - height * 0.3)}" fill="none" stroke="${fill}" stroke-width="${n(height * 0.04)}"/>`;
  return `<g fill="${fill}">${out}</g>`;
}

/** Head and shoulders, seen from behind: audience members, guests. */
export function heads(rng: Rng, x0: number, x1: number, y: number, size: number, fill: string): string {
  let d = '';
  for (let x = x0; x < x1; x += size * between(rng, 1.5, 2.1)) {
    const s = size * between(rng, 0.85, 1.15);
    const hy = y - s * between(rng, 1.4, 1.7);
    d += `M${n(x - s * 1.1)} ${n(y + s)}C${n(x - s * 1.1)} ${n(y - s * 0.3)} ${n(x - s * 0.6)} ${n(hy + s * 0.9)} ${n(x)} ${n(hy + s * 0.9)}C${n(x + s * 0.6)} ${n(hy + s * 0.9)} ${n(x + s * 1.1)} ${n(y - s * 0.3)} ${n(x + s * 1.1)} ${n(y + s)}Z`;
    d += `M${n(x - s * 0.5)} ${n(hy)}a${n(s * 0.5)} ${n(s * 0.6)} 0 1 0 ${n(s)} 0a${n(s * 0.5)} ${n(s * 0.6)} 0 1 0 ${n(-s)} 0Z`;
  }
  return `<path d="${d}" fill="${fill}"/>`;
}

/** A dancing pair (one twirling) for receptions. */
export function dancers(x: number, y: number, height: number, fill: string): string {
  const inner =
    '<circle cx="-6" cy="-88" r="5.5"/><path d="M-9-81C-13-78-13-72-12-66L-10-55C-18-35-26-12-30 0L14 0C8-14 2-36-2-55L0-68C2-74 0-80-3-81Z"/>' +
    '<path d="M-4-76L14-92" stroke="currentColor" stroke-width="3"/>' +
    `<g transform="translate(14 0)">${GROOM}</g>`;
  return `<g fill="${fill}" color="${fill}">${place(x, y, height, inner)}</g>`;
}

/** Side profile of a woman's head and shoulders, facing right, in a 100×100 box (0,0 top-left). */
export const PROFILE_PATH =
  'M8 100C10 86 20 80 30 77C36 75 40 72 41 66L41 58C36 55 31 49 30 41C28 32 30 22 36 15' +
  'C43 7 55 4 64 7C71 9 76 15 77 22C78 27 78 31 80 34L84 40C85 42 84 43 82 43L80 44C81 46 80 47 79 48' +
  'C80 50 80 51 79 52C79 55 78 57 76 58C73 59 69 58 66 59C64 62 64 67 66 71C72 76 82 80 90 86L96 100Z';
/** A low bun at the nape, drawn separately so it can catch the rim light. */
export const PROFILE_BUN = 'M30 30C20 30 15 38 17 46C19 54 28 56 34 51C37 44 36 35 30 30Z';
