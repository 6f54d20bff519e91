import { describe, expect, it } from 'vitest';
import { buildSoftCopyEmail } from '../../src/delivery/soft-copy-email';
import { handleSoftCopyCreated } from '../../src/delivery/handle-soft-copy-created';
import { recordingLogger, recordingMailer } from '../support/fakes';

const FROM = 'Style & Story <hello@styleandstory.studio>';
const SITE = 'https://styleandstory.studio';
const copy = {
  userId: 'ada-uid',
  userEmail: 'ada@example.com',
  userName: 'Ada Lovelace',
  bookingId: 'b-1',
  bookingLabel: 'Signature Wedding · 12 June 2027',
  title: 'Wedding day <full gallery>',
  links: ['https://photos.example.com/ada', 'https://drive.example.com/film'],
  message: 'Our favourites are starred.\nEnjoy!',
  downloadUntil: '2027-12-31',
};

describe('buildSoftCopyEmail', () => {
  it('sends the links to the customer with the title in the subject', () => {
    const mail = buildSoftCopyEmail('sc-1', copy, FROM, SITE);
    expect(mail).toMatchObject({
      to: 'ada@example.com',
      from: FROM,
      replyTo: 'hello@styleandstory.studio',
      subject: 'Your photographs are ready: Wedding day <full gallery>',
      customArgs: { kind: 'soft-copy-delivered', documentId: 'sc-1' },
    });
    expect(mail.text).toContain('Hello Ada,');
    expect(mail.text).toContain('Open part 1: https://photos.example.com/ada');
    expect(mail.text).toContain('Open part 2: https://drive.example.com/film');
    expect(mail.text).toContain('Our favourites are starred.\nEnjoy!');
    expect(mail.text).toContain('Download until: 31 December 2027');
    expect(mail.text).toContain('Event: Signature Wedding · 12 June 2027');
    expect(mail.text).toContain('Also in your profile: https://styleandstory.studio/profile');
  });

  it('escapes what the owner typed and links only http(s) addresses', () => {
    const mail = buildSoftCopyEmail('sc-1', { ...copy, links: ['https://photos.example.com/ada', 'javascript:alert(1)'] }, FROM, SITE);
    expect(mail.html).toContain('Wedding day &lt;full gallery&gt;');
    expect(mail.html).toContain('Our favourites are starred.<br>Enjoy!');
    expect(mail.html).toContain('href="https://photos.example.com/ada"');
    expect(mail.html).not.toContain('javascript:');
    expect(mail.html).toContain('Open your photographs');
  });

  it('says when there is no end date, and keeps the subject on one line', () => {
    const mail = buildSoftCopyEmail(
      'sc-2',
      { ...copy, title: 'Portraits\r\nBcc: x@example.com', downloadUntil: '', bookingLabel: '' },
      FROM,
      SITE,
    );
    expect(mail.subject).toBe('Your photographs are ready: Portraits Bcc: x@example.com');
    expect(mail.text).toContain('Download until: no end date');
    expect(mail.text).not.toContain('Event:');
  });
});

describe('handleSoftCopyCreated', () => {
  const stored = {
    ...copy,
    status: 'delivered',
    withdrawnReason: '',
    withdrawnAt: null,
    history: [],
    linksUpdatedAt: new Date('2026-11-22T10:00:00Z'),
    openedAt: null,
    createdAt: new Date('2026-11-22T10:00:00Z'),
    keywords: [],
  };
  const db = () => {
    const seen = new Set<string>();
    return {
      collection: () => ({
        doc: (id: string) => ({
          async create() {
            if (seen.has(id)) throw Object.assign(new Error('exists'), { code: 6 });
            seen.add(id);
          },
        }),
      }),
    };
  };

  it('emails once per delivery, keyed by its id', async () => {
    const mailer = recordingMailer();
    const deps = { db: db(), mailer, logger: recordingLogger(), mailFrom: FROM, site: SITE };
    await expect(handleSoftCopyCreated('sc-1', stored, deps)).resolves.toBe('sent');
    await expect(handleSoftCopyCreated('sc-1', stored, deps)).resolves.toBe('already-sent');
    expect(mailer.sent.map((m) => m.to)).toEqual(['ada@example.com']);
  });

  it('logs and skips a document that is not a delivery', async () => {
    const mailer = recordingMailer();
    const logger = recordingLogger();
    await expect(handleSoftCopyCreated('sc-x', { title: 'x' }, { db: db(), mailer, logger, mailFrom: FROM, site: SITE })).resolves.toBe(
      'invalid',
    );
    expect(mailer.sent).toHaveLength(0);
    expect(logger.entries.some((e) => e.level === 'error')).toBe(true);
  });
});
