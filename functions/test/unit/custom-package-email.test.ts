import { describe, expect, it } from 'vitest';
import { customPackagePath } from '../../../common/paths';
import type { CustomPackageLink } from '../../../common/schemas/owner-shared';
import { buildCustomPackageEmail } from '../../src/custom-packages/custom-package-email';
import { emailRequested, linkEmail } from '../../src/custom-packages/handle-link-written';
import { MAIL_CONFIG } from '../support/fakes';

const SITE = MAIL_CONFIG.site;
const NOW = Date.parse('2026-11-22T12:00:00Z');
const SLUG = 'abcdefghijklmnopqrstuvwxyz';

const link = {
  slug: SLUG,
  customPackageId: 'garden',
  userId: 'ada-uid',
  userEmail: 'ada@example.com',
  userName: 'Ada Lovelace',
  packageName: 'Garden <Elopement>',
  description: 'Two hours in the gardens.',
  features: ['Two hours of photography', 'Picnic styling'],
  price: 1850,
  deposit: 555,
  message: 'Lovely to meet you.\nHere it is.',
  expiresAt: new Date('2027-01-21T23:59:59Z'),
  status: 'sent' as const,
  viewedAt: null,
  bookedAt: null,
  bookingId: '',
  revokedAt: null,
  emailsRequested: 1,
  createdAt: new Date('2026-11-22T11:00:00Z'),
  keywords: [],
};

describe('buildCustomPackageEmail', () => {
  it('sends the private link with the price, deposit and expiry', () => {
    const mail = buildCustomPackageEmail(link, MAIL_CONFIG);
    expect(mail).toMatchObject({
      to: 'ada@example.com',
      subject: 'A package designed for you: Garden <Elopement>',
      customArgs: { kind: 'custom-package-shared', documentId: SLUG, send: '1' },
    });
    expect(mail.text).toContain(`See your package: https://styleandstory.studio/custom-package-users/${SLUG}`);
    expect(mail.text).toContain(`See your package: ${SITE}${customPackagePath(SLUG)}`);
    expect(mail.text).toContain('Price: $1,850');
    expect(mail.text).toContain('Deposit: $555');
    expect(mail.text).toContain('Open until: January 21, 2027');
    expect(mail.text).toContain('  - Picnic styling');
    expect(mail.html).toContain(`href="https://styleandstory.studio/custom-package-users/${SLUG}"`);
    expect(mail.html).toContain('Garden &lt;Elopement&gt;');
    expect(mail.html).toContain('Lovely to meet you.<br>Here it is.');
    // The features, which the HTML part used to leave out.
    expect(mail.html).toContain('<li>Picnic styling</li>');
  });
});

describe('a link written', () => {
  const open = (data: CustomPackageLink, now = NOW) => linkEmail({ id: SLUG, data, time: new Date(now) }, now, MAIL_CONFIG);

  it('asks for an email when the link is created, and one per resend, each under its own key', () => {
    expect(emailRequested(undefined, link)).toBe(true);
    expect(open(link)).toMatchObject({ key: `custom-package-shared-${SLUG}-1`, message: { to: 'ada@example.com' } });
    const resent = { ...link, emailsRequested: 2 };
    expect(emailRequested(link, resent)).toBe(true);
    expect(open(resent)).toMatchObject({ key: `custom-package-shared-${SLUG}-2`, message: { customArgs: { send: '2' } } });
  });

  it('asks for nothing on a view, a booking or a revocation', () => {
    const viewed = { ...link, viewedAt: new Date(NOW) };
    expect(emailRequested(link, viewed)).toBe(false);
    expect(emailRequested(viewed, { ...viewed, status: 'booked', bookedAt: new Date(NOW), bookingId: 'b' })).toBe(false);
    expect(emailRequested(link, { ...link, status: 'revoked', revokedAt: new Date(NOW) })).toBe(false);
  });

  it('sends nothing for a link already closed, and says why', () => {
    expect(open({ ...link, expiresAt: new Date(NOW - 1) })).toEqual({ skipped: 'the link is closed' });
    expect(open({ ...link, status: 'revoked', revokedAt: new Date(NOW), emailsRequested: 2 })).toEqual({ skipped: 'the link is closed' });
  });
});
