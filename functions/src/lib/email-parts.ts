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

/** "12 March 2027" in UTC (dates stored as days or instants never shift with the server's zone). */
export function displayDay(date: Date): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** Subjects are one line and bounded. */
export function subjectLine(text: string, max = 140): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

export const greeting = (name: string) => `Hello ${name.trim().split(/\s+/)[0] || 'there'},`;
