// The studio's mark: an "S&S" monogram in a fine double ring. The letterforms are outlines of
// Liberation Serif Italic (SIL Open Font License 1.1), converted to paths once so the mark renders
// the same everywhere, with no font to load. Units: 100 per em, baseline at y = 0.
import { n, PALETTE } from './svg';

const GLYPH_S =
  'M3.7 -18.1L6.9 -18.1L6.9 -8.8Q7.7 -7.6 9.1 -6.6Q10.5 -5.5 12.3 -4.7Q14.1 -3.9 16.2 -3.4Q18.4 -3 20.7 -3Q24.8 -3 27.9 -4Q31 -5 33.1 -6.9Q35.2 -8.7 36.3 -11.4Q37.3 -14 37.3 -17.3Q37.3 -20 36.1 -21.9Q35 -23.9 33 -25.4Q31.1 -27 28.6 -28.3Q26.1 -29.6 23.5 -31Q20.9 -32.3 18.5 -33.9Q16 -35.4 14.1 -37.4Q12.1 -39.5 10.9 -42.1Q9.8 -44.7 9.8 -48.3Q9.8 -52.8 11.4 -56.2Q12.9 -59.5 15.9 -61.7Q18.8 -64 23.1 -65.1Q27.3 -66.2 32.6 -66.2Q37.4 -66.2 41.2 -65.7Q45.1 -65.2 48.4 -64.4L46 -50.7L42.8 -50.7L42.6 -59.1Q41 -60.4 38.2 -61.2Q35.4 -62.1 31.8 -62.1Q28.3 -62.1 25.7 -61.2Q23.1 -60.3 21.5 -58.6Q19.9 -57 19.1 -54.8Q18.3 -52.6 18.3 -50Q18.3 -47.6 19.5 -45.8Q20.7 -43.9 22.6 -42.5Q24.6 -41 27.1 -39.7Q29.5 -38.4 32.1 -37Q34.7 -35.6 37.2 -34.1Q39.6 -32.5 41.6 -30.5Q43.5 -28.5 44.7 -25.9Q45.9 -23.3 45.9 -19.8Q45.9 -15 44.3 -11.1Q42.7 -7.3 39.6 -4.6Q36.4 -1.9 31.6 -0.5Q26.8 1 20.4 1Q14.2 1 9.3 -0.3Q4.4 -1.5 1.2 -3.6L3.7 -18.1Z';
const GLYPH_AMP =
  'M54.7 -53.8Q54.7 -50 53 -47.4Q51.3 -44.7 48.5 -42.8Q45.8 -41 42.4 -39.6Q38.9 -38.2 35.5 -37L52.3 -17.4Q55.8 -22.1 58.1 -26.6Q60.4 -31.1 61.3 -35.5L54.6 -36.8L55.1 -39.4L77.4 -39.4L77 -36.8L69.9 -35.5Q68.9 -33.3 67.6 -30.6Q66.2 -27.8 64.4 -24.9Q62.6 -21.9 60.4 -18.9Q58.3 -16 55.8 -13.3L64 -3.8L71.9 -2.6L71.4 0L54.6 0L49.1 -6.7Q47 -5.1 44.7 -3.8Q42.5 -2.4 39.8 -1.3Q37.2 -0.2 34 0.4Q30.8 1 26.8 1Q20.9 1 16.7 -0.3Q12.4 -1.6 9.6 -3.9Q6.9 -6.2 5.6 -9.5Q4.2 -12.7 4.2 -16.6Q4.2 -19.8 5.1 -22.3Q6 -24.9 7.5 -26.9Q9 -28.9 11 -30.4Q13 -32 15.2 -33.2Q17.3 -34.4 19.6 -35.3Q21.8 -36.2 23.9 -36.9Q22.9 -38.2 22 -39.7Q21 -41.2 20.3 -42.9Q19.5 -44.6 19.1 -46.5Q18.6 -48.4 18.6 -50.6Q18.6 -54.2 19.9 -57.1Q21.2 -60.1 23.6 -62.2Q26 -64.3 29.5 -65.4Q33.1 -66.5 37.5 -66.5Q42.1 -66.5 45.4 -65.4Q48.7 -64.3 50.7 -62.5Q52.8 -60.7 53.7 -58.4Q54.7 -56.2 54.7 -53.8ZM26.3 -33.5Q24.1 -32.6 21.9 -31.3Q19.7 -30 17.9 -28Q16.1 -26 15 -23.3Q13.9 -20.5 13.9 -16.7Q13.9 -13.7 14.8 -11.2Q15.7 -8.7 17.5 -6.9Q19.2 -5.1 21.8 -4.2Q24.4 -3.2 27.7 -3.2Q30.4 -3.2 32.9 -3.8Q35.4 -4.3 37.7 -5.3Q39.9 -6.3 42 -7.7Q44 -9.1 45.7 -10.7L26.3 -33.5ZM27.4 -52.3Q27.4 -49.2 28.9 -46.3Q30.4 -43.4 32.9 -40.2Q35.7 -41.3 38.3 -42.4Q40.8 -43.5 42.6 -44.9Q44.4 -46.4 45.5 -48.4Q46.5 -50.4 46.5 -53.2Q46.5 -57.7 44.1 -60.2Q41.7 -62.6 37.5 -62.6Q32.4 -62.6 29.9 -59.8Q27.4 -57 27.4 -52.3Z';

export interface MarkColors {
  ring: string;
  letters: string;
  ampersand: string;
}

export const MARK_LIGHT_BACKGROUND: MarkColors = { ring: PALETTE.gold, letters: PALETTE.charcoal, ampersand: PALETTE.gold };
export const MARK_DARK_BACKGROUND: MarkColors = { ring: PALETTE.champagne, letters: PALETTE.ivory, ampersand: PALETTE.champagne };

/**
 * The monogram centred on (60, 60) in a 120-unit box: two S's with a smaller ampersand tucked
 * between them, inside a double ring with a diamond at the top so the loading spin reads.
 */
export function markBody(c: MarkColors, rings = true): string {
  const s = 0.5;
  const amp = 0.34;
  // the italic S slants right, so nudge the pair left a little to balance it optically
  const left = `<path d="${GLYPH_S}" transform="translate(27 78) scale(${s})"/>`;
  const right = `<path d="${GLYPH_S}" transform="translate(68 78) scale(${s})"/>`;
  const middle = `<path d="${GLYPH_AMP}" fill="${c.ampersand}" transform="translate(${n(60 - 40 * amp)} 70) scale(${amp})"/>`;
  const ring = rings
    ? `<g fill="none" stroke="${c.ring}"><circle cx="60" cy="60" r="56" stroke-width="1.6"/><circle cx="60" cy="60" r="51.5" stroke-width=".6"/></g>` +
      `<path d="M60 1.5l3 2.5-3 2.5-3-2.5zM60 113.5l3 2.5-3 2.5-3-2.5z" fill="${c.ring}"/>`
    : '';
  return `${ring}<g fill="${c.letters}">${left}${middle}${right}</g>`;
}

export function logoSvg(c: MarkColors, size = 120): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 120 120" role="img">` +
    `<title>Style &amp; Story</title>${markBody(c)}</svg>\n`
  );
}

/** Favicon: the monogram on a charcoal disc, without the fine inner ring that would blur at 16 px. */
export function faviconSvg(): string {
  const c = MARK_DARK_BACKGROUND;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 120 120">` +
    `<title>Style &amp; Story</title><circle cx="60" cy="60" r="60" fill="${PALETTE.charcoal}"/>` +
    `<circle cx="60" cy="60" r="53" fill="none" stroke="${c.ring}" stroke-width="3"/>` +
    `<g transform="translate(-9 -9) scale(1.15)">${markBody(c, false)}</g></svg>\n`
  );
}
