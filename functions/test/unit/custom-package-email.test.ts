import { describe, expect, it } from 'vitest';
import { buildCustomPackageEmail } from '../../src/custom-packages/custom-package-email';
import { handleLinkWritten } from '../../src/custom-packages/handle-link-written';
import { recordingLogger, recordingMailer } from '../support/fakes';

const FROM = 'Style & Story <hello@styleandstory.studio>';
const SITE = 'https://styleandstory.studio';
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
    const mail = buildCustomPackageEmail(link, FROM, SITE);
    expect(mail).toMatchObject({
      to: 'ada@example.com',
      subject: 'A package designed for you: Garden <Elopement>',
      customArgs: { kind: 'custom-package-shared', documentId: SLUG, send: '1' },
    });
    expect(mail.text).toContain(`See your package: https://styleandstory.studio/custom-package-users/${SLUG}`);
    expect(mail.text).toContain('Price: $1,850');
    expect(mail.text).toContain('Deposit: $555');
    expect(mail.text).toContain('Open until: 21 January 2027');
    expect(mail.text).toContain('  - Picnic styling');
    expect(mail.html).toContain(`href="https://styleandstory.studio/custom-package-users/${SLUG}"`);
    expect(mail.html).toContain('Garden &lt;Elopement&gt;');
    expect(mail.html).toContain('Lovely to meet you.<br>Here it is.');
  });
});

function harness() {
  const seen = new Set<string>();
  const mailer = recordingMailer();
  const logger = recordingLogger();
  const db = {
    collection: () => ({
      doc: (id: string) => ({
        async create() {
          if (seen.has(id)) throw Object.assign(new Error('exists'), { code: 6 });
          seen.add(id);
        },
      }),
    }),
  };
  return { mailer, logger, seen, deps: { db, mailer, logger, mailFrom: FROM, site: SITE, now: () => NOW } };
}

describe('handleLinkWritten', () => {
  it('emails when the link is created, and once per resend', async () => {
    const { mailer, seen, deps } = harness();
    await expect(handleLinkWritten(SLUG, undefined, link, deps)).resolves.toBe('sent');
    await expect(handleLinkWritten(SLUG, undefined, link, deps)).resolves.toBe('already-sent');
    await expect(handleLinkWritten(SLUG, link, { ...link, emailsRequested: 2 }, deps)).resolves.toBe('sent');
    expect(mailer.sent.map((m) => m.customArgs?.send)).toEqual(['1', '2']);
    expect([...seen]).toEqual([`custom-package-shared-${SLUG}-1`, `custom-package-shared-${SLUG}-2`]);
  });

  it('sends nothing for a view, a booking or a revocation', async () => {
    const { mailer, deps } = harness();
    const viewed = { ...link, viewedAt: new Date(NOW) };
    await expect(handleLinkWritten(SLUG, link, viewed, deps)).resolves.toBe('skipped');
    await expect(
      handleLinkWritten(SLUG, viewed, { ...viewed, status: 'booked', bookedAt: new Date(NOW), bookingId: 'b' }, deps),
    ).resolves.toBe('skipped');
    await expect(handleLinkWritten(SLUG, link, { ...link, status: 'revoked', revokedAt: new Date(NOW) }, deps)).resolves.toBe('skipped');
    await expect(handleLinkWritten(SLUG, link, undefined, deps)).resolves.toBe('skipped');
    expect(mailer.sent).toHaveLength(0);
  });

  it('sends nothing for a link already closed', async () => {
    const { mailer, deps } = harness();
    await expect(handleLinkWritten(SLUG, undefined, { ...link, expiresAt: new Date(NOW - 1) }, deps)).resolves.toBe('skipped');
    await expect(handleLinkWritten(SLUG, undefined, { ...link, status: 'revoked', revokedAt: new Date(NOW) }, deps)).resolves.toBe(
      'skipped',
    );
    expect(mailer.sent).toHaveLength(0);
  });

  it('logs a failed send and never throws', async () => {
    const { logger, deps } = harness();
    const failing = { ...deps, mailer: recordingMailer(new Error('SendGrid is down')) };
    await expect(handleLinkWritten(SLUG, undefined, link, failing)).resolves.toBe('failed');
    expect(logger.entries.filter((e) => e.level === 'error').map((e) => e.message)).toEqual(['Failed to send email']);
  });
});
