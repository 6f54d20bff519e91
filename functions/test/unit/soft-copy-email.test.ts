import { describe, expect, it } from 'vitest';
import { buildSoftCopyEmail } from '../../src/delivery/soft-copy-email';
import { softCopyEmail } from '../../src/delivery/handle-soft-copy-created';

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
    expect(mail.text).toContain('Download until: December 31, 2027');
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

describe('softCopyEmail', () => {
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

  it('is one email per delivery, keyed by its id in the outbox', () => {
    expect(softCopyEmail('sc-1', stored, FROM, SITE)).toMatchObject({
      key: 'soft-copy-delivered-sc-1',
      message: { to: 'ada@example.com' },
    });
  });

  it('is nothing for a document that is not a delivery', () => {
    expect(softCopyEmail('sc-x', { title: 'x' }, FROM, SITE)).toBeNull();
  });
});
