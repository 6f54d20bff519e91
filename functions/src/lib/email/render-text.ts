import type { Block, Span, Text } from './description';
import { resolveLink } from './links';

// The plain-text part of the blocks: the same words as the HTML, laid out for a text reader.
// Links show their address after the words (`your profile <https://…>`), buttons as `label: address`.

function span(part: Span, site: string): string {
  if (typeof part === 'string') return part;
  if ('strong' in part) return part.strong;
  if ('time' in part) return part.text;
  const href = resolveLink(part.link, site);
  return href ? `${part.text} <${href}>` : part.text;
}

const inline = (text: Text, site: string) => (Array.isArray(text) ? text : [text]).map((part: Span) => span(part, site)).join('');

/** The block's lines; none for what only the HTML shows (a photo, a link that is not http(s)). */
function lines(b: Block, site: string): string[] {
  if ('paragraph' in b) return [inline(b.paragraph, site)];
  if ('note' in b) return [inline(b.note, site)];
  if ('quote' in b) return [b.quote];
  if ('box' in b) return [b.box];
  if ('heading' in b) return [b.heading.toUpperCase()];
  if ('details' in b) return b.details.map(([label, value]) => `${label}: ${inline(value, site)}`);
  if ('list' in b) return b.list.map((item) => `  - ${item}`);
  if ('button' in b) {
    const href = resolveLink(b.link, site);
    return href ? [`${b.button}: ${href}`] : [];
  }
  return [];
}

/** Blocks apart by a blank line; a heading sits right on the block it titles. */
export function renderTextBlocks(blocks: readonly Block[], site: string): string {
  const parts: string[] = [];
  let titled = false;
  for (const b of blocks) {
    const text = lines(b, site).join('\n');
    if (!text) continue;
    if (titled) parts[parts.length - 1] += `\n${text}`;
    else parts.push(text);
    titled = 'heading' in b;
  }
  return parts.join('\n\n');
}
