import { describe, expect, it } from 'vitest';
import { paths } from '../../../common/paths';
import { softCopyCreated } from '../../src/delivery/handle-soft-copy-created';
import { buildSoftCopyEmail } from '../../src/delivery/soft-copy-email';
import { DOCUMENT_UNREADABLE, runDocumentHandler } from '../../src/lib/triggers';
import { MAIL_CONFIG, readTestStudio, recordingLogger, recordingMailer } from '../support/fakes';

const FROM = MAIL_CONFIG.mailFrom;
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
    const mail = buildSoftCopyEmail('sc-1', copy, MAIL_CONFIG);
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
    expect(mail.text).toContain(`Also in: your profile <https://styleandstory.studio${paths.profile}>`);
    expect(mail.html).toContain(`href="https://styleandstory.studio${paths.profile}"`);
  });

  it('escapes what the owner typed and links only http(s) addresses', () => {
    const mail = buildSoftCopyEmail('sc-1', { ...copy, links: ['https://photos.example.com/ada', 'javascript:alert(1)'] }, MAIL_CONFIG);
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
      MAIL_CONFIG,
    );
    expect(mail.subject).toBe('Your photographs are ready: Portraits Bcc: x@example.com');
    expect(mail.text).toContain('Download until: No end date');
    expect(mail.text).not.toContain('Event:');
  });
});

describe('softCopyCreated', () => {
  it('reads the document with the delivery schema: anything else is logged and sends nothing', async () => {
    const logger = recordingLogger();
    const mailer = recordingMailer();
    // No Firestore: a document that is not a delivery must stop before the outbox.
    const deps = { ...MAIL_CONFIG, db: undefined as never, mailer, logger, now: Date.now, readStudio: readTestStudio };
    const outcome = await runDocumentHandler(softCopyCreated, { id: 'sc-x', time: new Date().toISOString(), after: { title: 'x' } }, deps);
    expect(outcome).toBe('unreadable');
    expect(mailer.sent).toEqual([]);
    expect(logger.entries).toMatchObject([
      { level: 'error', message: DOCUMENT_UNREADABLE, data: { collection: 'softCopies', id: 'sc-x' } },
    ]);
  });
});
