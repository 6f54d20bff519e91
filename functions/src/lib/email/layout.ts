import type { StudioSettingsInput } from '../../../../common/schemas/settings';
import { html, type SafeHtml } from './html';

// The studio's email look: warm ivory page, white card, bronze accents, a serif wordmark.
// Inline CSS and tables only, because email clients drop <style> blocks and modern layout.
export const EMAIL_COLORS = {
  page: '#f4ede3',
  card: '#fffdf9',
  ink: '#2b231f',
  muted: '#75665b',
  accent: '#a47c52',
  line: '#e7dccd',
} as const;

export const SERIF = "Georgia, 'Times New Roman', serif";
export const SANS = "'Helvetica Neue', Helvetica, Arial, sans-serif";

interface PageOptions {
  /** Hidden preview line shown by inboxes next to the subject. */
  preheader: string;
  heading: string;
  body: SafeHtml;
  studio: StudioSettingsInput;
}

/** The whole HTML document: wordmark, the card with its heading and body, the studio's footer. */
export function renderPage({ preheader, heading, body, studio }: PageOptions): string {
  const c = EMAIL_COLORS;
  const contact = [studio.phone, studio.hours].filter((part) => part.trim());
  return html`<!doctype html>
<html lang="${studio.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${heading}</title>
</head>
<body style="margin:0;padding:0;background-color:${c.page};">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;color:${c.page};">${preheader}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${c.page};">
<tr><td align="center" style="padding:32px 16px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;">
<tr><td align="center" style="padding:8px 0 24px;">
<div style="font-family:${SERIF};font-size:30px;letter-spacing:1px;color:${c.ink};">${studio.name}</div>
${studio.tagline ? html`<div style="font-family:${SANS};font-size:11px;letter-spacing:3px;text-transform:uppercase;color:${c.accent};padding-top:6px;">${studio.tagline}</div>` : ''}
</td></tr>
<tr><td style="background-color:${c.card};border:1px solid ${c.line};border-radius:6px;padding:40px 36px;">
<h1 style="margin:0 0 20px;font-family:${SERIF};font-weight:normal;font-size:26px;line-height:1.3;color:${c.ink};">${heading}</h1>
<div style="width:48px;height:2px;background-color:${c.accent};margin:0 0 24px;"></div>
<div style="font-family:${SANS};font-size:15px;line-height:1.65;color:${c.ink};">${body}</div>
</td></tr>
<tr><td align="center" style="padding:24px 12px 0;font-family:${SANS};font-size:12px;line-height:1.7;color:${c.muted};">
${[studio.name, studio.address].filter((part) => part.trim()).join(' · ')}<br>
<a href="mailto:${studio.email}" style="color:${c.accent};text-decoration:none;">${studio.email}</a>${contact.map((part) => html` · ${part}`)}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`.value;
}
