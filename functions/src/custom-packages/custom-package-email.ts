import { STUDIO } from '../../../common/studio';
import type { CustomPackageLink } from '../../../common/schemas/owner-shared';
import { renderDetails, renderEmailLayout } from '../lib/email-layout';
import { greeting, oneLine, renderButton, renderQuote, renderSignature, textClosing } from '../lib/email-parts';
import { formatDate, formatMoney } from '../lib/format';
import { html, multiline } from '../lib/html';
import type { MailMessage } from '../lib/mail';

export const CUSTOM_PACKAGE_KIND = 'custom-package-shared';

type Offer = Pick<
  CustomPackageLink,
  | 'slug'
  | 'userEmail'
  | 'userName'
  | 'packageName'
  | 'description'
  | 'features'
  | 'price'
  | 'deposit'
  | 'message'
  | 'expiresAt'
  | 'emailsRequested'
>;

/** The offer's link with the owner's note, what it holds, its price and until when it is open. */
export function buildCustomPackageEmail(offer: Offer, from: string, site: string): MailMessage {
  const url = `${site}/custom-package-users/${offer.slug}`;
  const until = formatDate(offer.expiresAt);
  const body = html`<p style="margin:0 0 16px;">${greeting(offer.userName)}</p>
<p style="margin:0 0 16px;">We designed a package around your plans: <strong>${offer.packageName}</strong>.</p>
${offer.message ? renderQuote(multiline(offer.message)) : ''}
<p style="margin:0 0 16px;">${offer.description}</p>
${renderDetails([
  ['Price', formatMoney(offer.price)],
  ['Deposit', formatMoney(offer.deposit)],
  ['Open until', until],
])}
${renderButton(url, 'See your package')}
<p style="margin:0 0 16px;font-size:13px;">The page opens for your Google account (${offer.userEmail}); you can book it there. Questions first? Reply to this email.</p>
${renderSignature()}`;

  const text = [
    greeting(offer.userName),
    '',
    `We designed a package around your plans: ${offer.packageName}.`,
    ...(offer.message ? ['', offer.message] : []),
    '',
    offer.description,
    ...(offer.features.length ? ['', ...offer.features.map((f) => `  - ${f}`)] : []),
    '',
    `Price: ${formatMoney(offer.price)}`,
    `Deposit: ${formatMoney(offer.deposit)}`,
    `Open until: ${until}`,
    '',
    `See your package: ${url}`,
    `The page opens for your Google account (${offer.userEmail}); you can book it there.`,
    '',
    ...textClosing(),
  ].join('\n');

  return {
    to: offer.userEmail,
    from,
    replyTo: STUDIO.email,
    subject: oneLine(`A package designed for you: ${offer.packageName}`),
    text,
    html: renderEmailLayout({ preheader: `${offer.packageName}, open until ${until}.`, heading: 'A package designed for you', body }),
    categories: [CUSTOM_PACKAGE_KIND],
    customArgs: { kind: CUSTOM_PACKAGE_KIND, documentId: offer.slug, send: String(offer.emailsRequested) },
  };
}
