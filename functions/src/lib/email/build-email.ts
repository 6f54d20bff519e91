import { STUDIO } from '../../../../common/studio';
import type { MailMessage } from '../mail';
import { isBlock, type EmailDescription } from './description';
import { html } from './html';
import { EMAIL_COLORS, SERIF, renderPage } from './layout';
import { renderHtmlBlocks } from './render-html';
import { renderTextBlocks } from './render-text';

// Every email the functions send is built here, from one description: the HTML and the plain-text
// part say the same things, the subject is one clean line, customers get the one sign-off.

/** The addresses every email needs, from the params (lib/mail-deps.ts). */
export interface MailConfig {
  /** The verified sender. */
  mailFrom: string;
  /** Where notices for the owner go. */
  ownerEmail: string;
  /** The site's public address, without a trailing slash: links are this plus a path from common/paths.ts. */
  site: string;
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

const SIGNATURE = ['With warmth,', `The ${STUDIO.name} team`] as const;
const STUDIO_LINE = `${STUDIO.name} · ${STUDIO.address} · ${STUDIO.email} · ${STUDIO.phone}`;

export function buildEmail(email: EmailDescription, config: Pick<MailConfig, 'mailFrom' | 'site'>): MailMessage {
  const blocks = email.blocks.filter(isBlock);
  const signed = email.audience === 'customer';
  const body = html`${renderHtmlBlocks(blocks, config.site)}${
    signed
      ? html`<p style="margin:24px 0 0;font-family:${SERIF};font-size:17px;color:${EMAIL_COLORS.accent};">${SIGNATURE[0]}<br>${SIGNATURE[1]}</p>`
      : ''
  }`;
  const text = [renderTextBlocks(blocks, config.site), ...(signed ? [SIGNATURE.join('\n')] : []), STUDIO_LINE].join('\n\n');
  return {
    to: email.to,
    from: config.mailFrom,
    replyTo: email.replyTo ?? (signed ? STUDIO.email : undefined),
    subject: oneLine(email.subject),
    text,
    html: renderPage({ preheader: oneLine(email.preheader), heading: email.heading, body }),
    categories: [email.kind],
    customArgs: { kind: email.kind, ...email.ids },
  };
}
