// How a reader meets an email, for tests that compare its two parts.

const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&amp;': '&' };
const decode = (html: string) => html.replace(/&(lt|gt|quot|#39|amp);/g, (entity) => ENTITIES[entity]);
const withoutTags = (html: string) => decode(html.replace(/<[^>]+>/g, ' '));

/** The words of a text, lower-cased, without punctuation. */
export const wordsOf = (text: string) => new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);

/** Everything an HTML email shows, and the addresses it links to (its title and hidden preview line left out). */
export function htmlReading(html: string): string {
  const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((match) => decode(match[1]));
  const shown = html.replace(/<title>[\s\S]*?<\/title>/, '').replace(/<div style="display:none[^>]*>[\s\S]*?<\/div>/, '');
  return `${withoutTags(shown)} ${hrefs.join(' ')}`;
}

/** What the card says under its heading: the words the email's own description wrote (no wordmark, no footer). */
export function htmlBodyReading(html: string): string {
  return withoutTags(html.slice(html.indexOf('</h1>'), html.lastIndexOf('</td></tr>\n<tr><td align="center"')));
}

/** The site links of an HTML part. */
export const siteLinks = (html: string, site: string) =>
  [...html.matchAll(/href="([^"]*)"/g)].map((match) => decode(match[1])).filter((href) => href.startsWith(site));
