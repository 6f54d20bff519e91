import { STUDIO } from '../../../common/studio';
import { EMAIL_COLORS } from './email-layout';
import { html, type SafeHtml } from './html';

// Small pieces the customer emails share, in the layout's style (inline CSS, tables only).

/** A bulletproof button: a table cell link, which every client renders. */
export function renderButton(href: string, label: string): SafeHtml {
  const c = EMAIL_COLORS;
  return html`<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 16px;"><tr>
<td style="background-color:${c.ink};border-radius:24px;"><a href="${href}" style="display:inline-block;padding:12px 26px;font-family:'Helvetica Neue', Helvetica, Arial, sans-serif;font-size:14px;font-weight:bold;letter-spacing:0.5px;color:#fffdf9;text-decoration:none;">${label}</a></td>
</tr></table>`;
}

/** A note from the studio, set apart with the accent rule. */
export function renderQuote(body: SafeHtml): SafeHtml {
  return html`<div style="border-left:3px solid ${EMAIL_COLORS.accent};padding:4px 0 4px 16px;margin:0 0 24px;font-family:Georgia, 'Times New Roman', serif;font-size:17px;font-style:italic;color:${EMAIL_COLORS.ink};">${body}</div>`;
}

/** Subjects are one line: no control characters (CR/LF), bounded length. */
export function oneLine(value: string, max = 140): string {
  const flat = value
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

export const greeting = (name: string) => `Hello ${name.trim().split(/\s+/)[0] || 'there'},`;

const SIGNATURE = ['With warmth,', `The ${STUDIO.name} team`] as const;

/** The team's sign-off that closes every customer email. */
export const renderSignature = (): SafeHtml =>
  html`<p style="margin:24px 0 0;font-family:Georgia, 'Times New Roman', serif;font-size:17px;color:${EMAIL_COLORS.accent};">${SIGNATURE[0]}<br>${SIGNATURE[1]}</p>`;

/** The plain-text part's sign-off (when signed) and the studio's line, as the HTML footer has it. */
export const textClosing = (signed = true): string[] => [
  ...(signed ? [...SIGNATURE, ''] : []),
  `${STUDIO.name} · ${STUDIO.address} · ${STUDIO.email} · ${STUDIO.phone}`,
];
