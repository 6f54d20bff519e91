import type { StudioSettingsInput } from '../../../../common/schemas/settings';
import type { MailMessage } from '../mail';
import { parseSender } from '../studio';
import { isBlock, type EmailDescription } from './description';
import { html } from './html';
import { EMAIL_COLORS, SERIF, renderPage } from './layout';
import { renderHtmlBlocks } from './render-html';
import { renderTextBlocks } from './render-text';

// Every email the functions send is built here, from one description: the HTML and the plain-text
// part say the same things, the subject is one clean line, customers get the one sign-off.

/** The addresses every email needs, from the params (lib/mail-deps.ts). */
export interface MailAddresses {
  /** The verified sender; its name gives way to the studio's. */
  mailFrom: string;
  /** Where notices for the owner go. */
  ownerEmail: string;
  /** The site's public address, without a trailing slash: links are this plus a path from common/paths.ts. */
  site: string;
}

/** An email's addresses and the studio it comes from (settings/studio, read by lib/studio.ts). */
export interface MailConfig extends MailAddresses {
  studio: StudioSettingsInput;
}

/** One line, no control characters (CR/LF could add headers), bounded length. */
export function oneLine(value: string, max = 140): string {
  const flat = value
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** The studio's contact line under every email: what the settings have of name, address, email and phone. */
const studioLine = (studio: StudioSettingsInput) =>
  [studio.name, studio.address, studio.email, studio.phone].filter((part) => part.trim()).join(' · ');

/** The verified sender's address under the studio's name (no quote or angle bracket in it). */
const sender = (mailFrom: string, studio: StudioSettingsInput) =>
  `${oneLine(studio.name).replace(/["<>]/g, '')} <${parseSender(mailFrom).address}>`;

export function buildEmail(email: EmailDescription, config: Pick<MailConfig, 'mailFrom' | 'site' | 'studio'>): MailMessage {
  const { studio } = config;
  const blocks = email.blocks.filter(isBlock);
  const signed = email.audience === 'customer';
  const signature = ['With warmth,', `The ${studio.name} team`] as const;
  const body = html`${renderHtmlBlocks(blocks, config.site)}${
    signed
      ? html`<p style="margin:24px 0 0;font-family:${SERIF};font-size:17px;color:${EMAIL_COLORS.accent};">${signature[0]}<br>${signature[1]}</p>`
      : ''
  }`;
  const text = [renderTextBlocks(blocks, config.site), ...(signed ? [signature.join('\n')] : []), studioLine(studio)].join('\n\n');
  return {
    to: email.to,
    from: sender(config.mailFrom, studio),
    replyTo: email.replyTo ?? (signed ? studio.email : undefined),
    subject: oneLine(email.subject),
    text,
    html: renderPage({ preheader: oneLine(email.preheader), heading: email.heading, body, studio }),
    categories: [email.kind],
    customArgs: { kind: email.kind, ...email.ids },
  };
}
