import { Timestamp } from 'firebase-admin/firestore';
import { afterEach, describe, expect, it } from 'vitest';
import { FALLBACK_STUDIO_LOCALE, setStudioLocale } from '../../../common/studio-locale';
import { OWNER_EMAIL } from '../../../common/owner';
import { buildOwnerDigest } from '../../src/messages/owner-digest';
import { OWNER_MAIL_POLICY, digestSlot, hourIndex, senderKey } from '../../src/messages/owner-mail-policy';
import { buildOwnerNotification, readInboundMessage } from '../../src/messages/owner-notification';
import { MAIL_CONFIG } from '../support/fakes';

const FROM = MAIL_CONFIG.mailFrom;
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

describe('owner notifications', () => {
  afterEach(() => setStudioLocale(FALLBACK_STUDIO_LOCALE));

  it('states when a message arrived on the studio’s clock, with its zone', () => {
    setStudioLocale({ currency: 'USD', timeZone: 'America/Los_Angeles' });
    const mail = buildOwnerNotification(readInboundMessage('contact', 'msg-1', contact, eventTime), MAIL_CONFIG);
    expect(mail.text).toContain('Received: Nov 22, 2026, 1:30 AM PST');
  });

  it('addresses the owner about a contact message, reply-to the sender', () => {
    const mail = buildOwnerNotification(readInboundMessage('contact', 'msg-1', contact, eventTime), MAIL_CONFIG);
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
    // The same minute as the HTML shows; the exact moment stays in the HTML's <time datetime>.
    expect(mail.text).toContain('Received: Nov 22, 2026, 9:30 AM UTC');
    expect(mail.html).toContain('<time datetime="2026-11-22T09:30:00.000Z">Nov 22, 2026, 9:30 AM UTC</time>');
    expect(mail.text).toContain('Hello!\nDo you cover <b>Napa</b> & Sonoma?');
    expect(mail.text).toContain('contactMessages/msg-1');
  });

  it('escapes the message details in the HTML and keeps line breaks', () => {
    const mail = buildOwnerNotification(readInboundMessage('contact', 'msg-1', contact, eventTime), MAIL_CONFIG);
    expect(mail.html).toContain('Grace &lt;Hopper&gt;');
    expect(mail.html).toContain('Hello!<br>Do you cover &lt;b&gt;Napa&lt;/b&gt; &amp; Sonoma?');
    expect(mail.html).not.toContain('<b>Napa</b>');
    expect(mail.html).toContain('New contact message');
  });

  it('describes a support request with its topic and reference', () => {
    const mail = buildOwnerNotification(readInboundMessage('support', 'req-7', support, eventTime), MAIL_CONFIG);
    expect(mail.subject).toBe('New support request (Soft copies) from Alan');
    expect(mail.replyTo).toBe('alan@example.com');
    expect(mail.text).toContain('Topic: Soft copies');
    expect(mail.text).toContain('Reference: BK-1042');
    expect(mail.text).toContain('supportRequests/req-7');
    expect(mail.html).toContain('New support request');
  });

  it('keeps subjects on one line and sets no reply-to for an invalid sender address', () => {
    const odd = { ...contact, email: 'not an address', subject: 'Hi\r\nBcc: victim@example.com' };
    const mail = buildOwnerNotification(readInboundMessage('contact', 'msg-2', odd, eventTime), MAIL_CONFIG);
    expect(mail.subject).toBe('New contact message from Grace <Hopper>: Hi Bcc: victim@example.com');
    expect(mail.replyTo).toBeUndefined();
  });

  it('falls back to the event time when the document has no timestamp', () => {
    const message = readInboundMessage('contact', 'msg-3', { ...contact, createdAt: undefined }, eventTime);
    expect(message.receivedAt).toEqual(eventTime);
  });
});

describe('owner digest', () => {
  const messages = [
    readInboundMessage('contact', 'msg-1', contact, eventTime),
    readInboundMessage('support', 'req-7', { ...support, message: `${'x'.repeat(OWNER_MAIL_POLICY.excerptChars)}TAIL` }, eventTime),
  ];

  it('lists every message with its details and document, escaped in the HTML', () => {
    const mail = buildOwnerDigest(messages, { slot: 42, moreWaiting: false }, MAIL_CONFIG);
    expect(mail).toMatchObject({
      to: OWNER_EMAIL,
      from: FROM,
      subject: '2 new messages through the website (digest)',
      categories: ['owner-digest'],
      customArgs: { kind: 'owner-digest', slot: '42', count: '2' },
    });
    expect(mail.replyTo).toBeUndefined();
    expect(mail.text).toContain('Name: Grace <Hopper>');
    expect(mail.text).toContain('Document: contactMessages/msg-1');
    expect(mail.text).toContain('Reference: BK-1042');
    expect(mail.text).toContain('Document: supportRequests/req-7');
    expect(mail.text).not.toContain('More are waiting');
    expect(mail.html).toContain('Grace &lt;Hopper&gt;');
    expect(mail.html).toContain('Hello!<br>Do you cover &lt;b&gt;Napa&lt;/b&gt; &amp; Sonoma?');
  });

  it('quotes long messages up to the excerpt length and says what was cut', () => {
    const mail = buildOwnerDigest(messages, { slot: 1, moreWaiting: true }, MAIL_CONFIG);
    expect(mail.text).not.toContain('TAIL');
    expect(mail.text).toContain('(4 more characters in the document)');
    expect(mail.text).toContain('More are waiting; they follow in the next digest.');
  });

  it('names messages deleted before the digest', () => {
    const mail = buildOwnerDigest([], { slot: 1, moreWaiting: false, missing: ['contactMessages/gone'] }, MAIL_CONFIG);
    expect(mail.subject).toBe('1 new message through the website (digest)');
    expect(mail.text).toContain('Document: contactMessages/gone (deleted before this digest)');
  });

  it('names the documents the site skipped, with the fields to check, never their values', () => {
    const unreadable = [{ path: 'bookings/b-9', fields: ['eventDate', 'email'] }];
    const mail = buildOwnerDigest(messages.slice(0, 1), { slot: 1, moreWaiting: false, unreadable }, MAIL_CONFIG);
    expect(mail.subject).toBe('1 new message through the website; 1 document needs your attention (digest)');
    expect(mail.text).toContain('NEEDS YOUR ATTENTION');
    expect(mail.text).toContain('Document: bookings/b-9');
    expect(mail.text).toContain('Fields to check: eventDate, email');
  });

  it('lists booking requests and frame orders with their own details', () => {
    const booking = readInboundMessage(
      'booking',
      'bk-1',
      { name: 'Ada', email: 'ada@example.com', packageName: 'Classic', eventDate: '2027-06-12', notes: 'Garden' },
      eventTime,
    );
    const mail = buildOwnerDigest([booking], { slot: 1, moreWaiting: false }, MAIL_CONFIG);
    expect(mail.text).toContain('BOOKING REQUEST');
    expect(mail.text).toContain('Package: Classic');
    expect(mail.text).toContain('Event day: 2027-06-12');
    expect(mail.text).toContain('Garden');
    expect(mail.text).toContain('Document: bookings/bk-1');
  });
});

describe('owner mail policy', () => {
  it('bounds the owner at sixteen emails an hour: six messages and six requests or orders of their own, four digests', () => {
    expect(2 * OWNER_MAIL_POLICY.singlesPerHour + 3_600_000 / OWNER_MAIL_POLICY.digestSlotMs).toBe(16);
  });

  it('counts hours and digest slots on the clock', () => {
    const t = Date.parse('2026-11-22T10:14:59.999Z');
    expect(hourIndex(t)).toBe(hourIndex(Date.parse('2026-11-22T10:00:00.000Z')));
    expect(hourIndex(t)).not.toBe(hourIndex(Date.parse('2026-11-22T11:00:00.000Z')));
    expect(digestSlot(t, OWNER_MAIL_POLICY)).toBe(digestSlot(Date.parse('2026-11-22T10:00:00.000Z'), OWNER_MAIL_POLICY));
    expect(digestSlot(t + 1, OWNER_MAIL_POLICY)).toBe(digestSlot(t, OWNER_MAIL_POLICY) + 1);
  });

  it('treats an address the same whatever its case and spaces, and keeps it out of the id', () => {
    expect(senderKey(' Grace@Example.com ')).toBe(senderKey('grace@example.com'));
    expect(senderKey('grace@example.com')).not.toBe(senderKey('alan@example.com'));
    expect(senderKey('grace@example.com')).toMatch(/^[0-9a-f]{40}$/);
  });
});
