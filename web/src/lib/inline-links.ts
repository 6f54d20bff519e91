export type InlineSegment = { text: string; to?: string };

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Splits `See the [payment policy](/payment-policy).` into text and link segments. */
export function parseInline(text: string): InlineSegment[] {
  const segments: InlineSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    if (match.index > last) segments.push({ text: text.slice(last, match.index) });
    segments.push({ text: match[1], to: match[2] });
    last = match.index + match[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last) });
  return segments;
}

/** The words a reader sees, without link syntax: for search indexes and excerpts. */
export const toPlainText = (text: string) => text.replace(LINK, '$1');
