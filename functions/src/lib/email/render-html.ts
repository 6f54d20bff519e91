import type { Block, Span, Text } from './description';
import { html, multiline, safeUrl, type SafeHtml } from './html';
import { EMAIL_COLORS as c, SANS, SERIF } from './layout';
import { resolveLink } from './links';

// The HTML part of the blocks, in the layout's style (inline CSS, tables only). Every string is
// escaped by the `html` tag: nothing a customer typed can become markup.

function span(part: Span, site: string): SafeHtml {
  if (typeof part === 'string') return html`${part}`;
  if ('strong' in part) return html`<strong>${part.strong}</strong>`;
  if ('time' in part) return html`<time datetime="${part.time.toISOString()}">${part.text}</time>`;
  const href = resolveLink(part.link, site);
  return href ? html`<a href="${href}" style="color:inherit;">${part.text}</a>` : html`${part.text}`;
}

const inline = (text: Text, site: string) => (Array.isArray(text) ? text : [text]).map((part: Span) => span(part, site));

/** A bulletproof button: a table cell link, which every client renders. */
const button = (href: string, label: string) =>
  html`<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 16px;"><tr>
<td style="background-color:${c.ink};border-radius:24px;"><a href="${href}" style="display:inline-block;padding:12px 26px;font-family:${SANS};font-size:14px;font-weight:bold;letter-spacing:0.5px;color:${c.card};text-decoration:none;">${label}</a></td>
</tr></table>`;

function details(rows: ReadonlyArray<readonly [string, Text]>, site: string): SafeHtml {
  return html`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-top:1px solid ${c.line};margin:8px 0 24px;">
${rows.map(
  ([label, value]) => html`<tr>
<td valign="top" style="padding:10px 12px 10px 0;border-bottom:1px solid ${c.line};font-family:${SANS};font-size:12px;letter-spacing:1px;text-transform:uppercase;color:${c.muted};width:34%;">${label}</td>
<td valign="top" style="padding:10px 0;border-bottom:1px solid ${c.line};font-family:${SANS};font-size:15px;color:${c.ink};word-break:break-word;">${inline(value, site)}</td>
</tr>
`,
)}</table>`;
}

function block(b: Block, site: string): SafeHtml {
  if ('paragraph' in b) return html`<p style="margin:0 0 16px;">${inline(b.paragraph, site)}</p>`;
  if ('note' in b) return html`<p style="margin:0 0 16px;font-size:13px;color:${c.muted};">${inline(b.note, site)}</p>`;
  if ('quote' in b)
    return html`<div style="border-left:3px solid ${c.accent};padding:4px 0 4px 16px;margin:0 0 24px;font-family:${SERIF};font-size:17px;font-style:italic;color:${c.ink};">${multiline(b.quote)}</div>`;
  if ('box' in b)
    return html`<div style="border-left:3px solid ${c.accent};padding:4px 0 4px 16px;margin:0 0 16px;">${multiline(b.box)}</div>`;
  if ('heading' in b)
    return html`<h2 style="margin:24px 0 8px;font-family:${SERIF};font-weight:normal;font-size:19px;color:${c.ink};">${b.heading}</h2>`;
  if ('details' in b) return details(b.details, site);
  if ('list' in b) return html`<ul style="margin:0 0 16px;padding-left:20px;">${b.list.map((item) => html`<li>${item}</li>`)}</ul>`;
  if ('button' in b) {
    const href = resolveLink(b.link, site);
    return href ? button(href, b.button) : html``;
  }
  const src = safeUrl(b.avatar);
  return src
    ? html`<img src="${src}" alt="" width="72" height="72" style="display:block;width:72px;height:72px;border-radius:36px;margin:0 0 20px;border:2px solid ${c.line};">`
    : html``;
}

export const renderHtmlBlocks = (blocks: readonly Block[], site: string): SafeHtml => html`${blocks.map((b) => html`${block(b, site)}\n`)}`;
