import { formatPrice, formatDate } from '../../../common/format';
import { customPackagePath } from '../../../common/paths';
import type { CustomPackageLink } from '../../../common/schemas/owner-shared';
import { buildEmail, type MailConfig } from '../lib/email/build-email';
import { greeting } from '../lib/email/description';
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
export function buildCustomPackageEmail(offer: Offer, config: Pick<MailConfig, 'mailFrom' | 'site' | 'studio'>): MailMessage {
  const until = formatDate(offer.expiresAt);
  return buildEmail(
    {
      audience: 'customer',
      to: offer.userEmail,
      subject: `A package designed for you: ${offer.packageName}`,
      heading: 'A package designed for you',
      preheader: `${offer.packageName}, open until ${until}.`,
      blocks: [
        { paragraph: greeting(offer.userName) },
        { paragraph: ['We designed a package around your plans: ', { strong: offer.packageName }, '.'] },
        offer.message && { quote: offer.message },
        { paragraph: offer.description },
        offer.features.length > 0 && { list: offer.features },
        {
          details: [
            ['Price', formatPrice(offer.price)],
            ['Deposit', formatPrice(offer.deposit)],
            ['Open until', until],
          ],
        },
        { button: 'See your package', link: { path: customPackagePath(offer.slug) } },
        {
          note: `The page opens for your Google account (${offer.userEmail}); you can book it there. Questions first? Reply to this email.`,
        },
      ],
      kind: CUSTOM_PACKAGE_KIND,
      ids: { documentId: offer.slug, send: String(offer.emailsRequested) },
    },
    config,
  );
}
