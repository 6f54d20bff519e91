import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { OWNER_EMAIL } from '../../../common/owner';
import { OWNER_NOTIFICATION_FAILED, buildOwnerNotification, notifyOwner, readInboundMessage } from '../../src/messages/owner-notification';
import { recordingLogger, recordingMailer } from '../support/fakes';

const FROM = 'Style & Story <hello@styleandstory.studio>';
const createdAt = Timestamp.fromDate(new Date('2026-11-22T09:30:00.000Z'));
const eventTime = new Date('2026-11-22T09:30:01.000Z');

const contact = {
  name: 'Grace <Hopper>',
  email: 'grace@example.com',
  phone: '+1 415 555 0199',
  subject: 'Wedding in June',
  message: 'Hello!\nDo you cover <b>Napa</b> & Sonoma?',
  createdAt,
};

const support = {
  name: 'Alan',
  email: 'alan@example.com',
  topic: 'Soft copies',
  reference: 'BK-1042',
  message: 'My soft copy link has expired, could you resend it?',
  createdAt,
};

function deps(notifyEmail = '', mailError?: Error) {
  const mailer = recordingMailer(mailError);
  const logger = recordingLogger();
  return { mailer, logger, deps: { mailer, logger, mailFrom: FROM, notifyEmail } };
}

describe('owner notifications', () => {
  it('emails the owner about a contact message, reply-to the sender', async () => {
    const { mailer, deps: d } = deps();
    await expect(notifyOwner(readInboundMessage('contact', 'msg-1', contact, eventTime), d)).resolves.toBe(true);
    expect(mailer.sent).toHaveLength(1);
    const [mail] = mailer.sent;
    expect(mail).toMatchObject({
      to: OWNER_EMAIL,
      from: FROM,
      replyTo: 'grace@example.com',
      subject: 'New contact message from Grace <Hopper>: Wedding in June',
      categories: ['owner-contact'],
      customArgs: { kind: 'owner-contact', documentId: 'msg-1' },
    });
    expect(mail.text).toContain('Name: Grace <Hopper>');
    expect(mail.text).toContain('Phone: +1 415 555 0199');
    expect(mail.text).toContain('Received: 2026-11-22T09:30:00.000Z');
    expect(mail.text).toContain('Hello!\nDo you cover <b>Napa</b> & Sonoma?');
    expect(mail.text).toContain('contactMessages/msg-1');
  });

  it('escapes the message details in the HTML and keeps line breaks', () => {
    const mail = buildOwnerNotification(readInboundMessage('contact', 'msg-1', contact, eventTime), FROM, OWNER_EMAIL);
    expect(mail.html).toContain('Grace &lt;Hopper&gt;');
    expect(mail.html).toContain('Hello!<br>Do you cover &lt;b&gt;Napa&lt;/b&gt; &amp; Sonoma?');
    expect(mail.html).not.toContain('<b>Napa</b>');
    expect(mail.html).toContain('New contact message');
  });

  it('describes a support request with its topic and reference', () => {
    const mail = buildOwnerNotification(readInboundMessage('support', 'req-7', support, eventTime), FROM, OWNER_EMAIL);
    expect(mail.subject).toBe('New support request (Soft copies) from Alan');
    expect(mail.replyTo).toBe('alan@example.com');
    expect(mail.text).toContain('Topic: Soft copies');
    expect(mail.text).toContain('Reference: BK-1042');
    expect(mail.text).toContain('supportRequests/req-7');
    expect(mail.html).toContain('New support request');
  });

  it('sends to OWNER_NOTIFY_EMAIL when it is set', async () => {
    const { mailer, deps: d } = deps('inbox@styleandstory.studio');
    await notifyOwner(readInboundMessage('support', 'req-7', support, eventTime), d);
    expect(mailer.sent[0].to).toBe('inbox@styleandstory.studio');
  });

  it('keeps subjects on one line and sets no reply-to for an invalid sender address', () => {
    const odd = { ...contact, email: 'not an address', subject: 'Hi\r\nBcc: victim@example.com' };
    const mail = buildOwnerNotification(readInboundMessage('contact', 'msg-2', odd, eventTime), FROM, OWNER_EMAIL);
    expect(mail.subject).toBe('New contact message from Grace <Hopper>: Hi Bcc: victim@example.com');
    expect(mail.replyTo).toBeUndefined();
  });

  it('falls back to the event time when the document has no timestamp', () => {
    const message = readInboundMessage('contact', 'msg-3', { ...contact, createdAt: undefined }, eventTime);
    expect(message.receivedAt).toEqual(eventTime);
  });

  it('logs a failure and never throws', async () => {
    const { logger, deps: d } = deps('', new Error('SendGrid is down'));
    await expect(notifyOwner(readInboundMessage('contact', 'msg-1', contact, eventTime), d)).resolves.toBe(false);
    const errors = logger.entries.filter((e) => e.level === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0].message).toBe(OWNER_NOTIFICATION_FAILED);
    expect(errors[0].data).toMatchObject({ kind: 'contact', id: 'msg-1', error: 'SendGrid is down' });
    expect(errors[0].data?.stack_trace).toMatch(/^Error: SendGrid is down\n/);
  });
});
