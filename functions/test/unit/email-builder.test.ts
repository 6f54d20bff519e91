import { describe, expect, it } from 'vitest';
import { buildEmail } from '../../src/lib/email/build-email';
import type { EmailDescription } from '../../src/lib/email/description';
import { MAIL_CONFIG } from '../support/fakes';

// The builder itself: each kind of block in both parts, links, omitted blocks.

const email = (overrides: Partial<EmailDescription>): EmailDescription => ({
  audience: 'customer',
  to: 'ada@example.com',
  subject: 'Subject',
  preheader: 'Preview',
  heading: 'Heading',
  blocks: [],
  kind: 'test',
  ids: { documentId: 'd-1' },
  ...overrides,
});

describe('buildEmail', () => {
  it('renders each kind of block in both parts', () => {
    const mail = buildEmail(
      email({
        blocks: [
          { paragraph: ['Your package: ', { strong: 'Garden' }, '.'] },
          { note: 'Small print' },
          { quote: 'Line one\nline two' },
          { heading: 'How to pay' },
          { box: 'By bank transfer:\nAccount 1' },
          { details: [['Price', '$1,850']] },
          { list: ['Two hours', 'Picnic'] },
          { button: 'Open it', link: { url: 'https://photos.example.com/a' } },
          { avatar: 'https://img.example.com/a.png' },
        ],
      }),
      MAIL_CONFIG,
    );
    expect(mail.text).toBe(
      [
        'Your package: Garden.',
        'Small print',
        'Line one\nline two',
        'HOW TO PAY\nBy bank transfer:\nAccount 1',
        'Price: $1,850',
        '  - Two hours\n  - Picnic',
        'Open it: https://photos.example.com/a',
        'With warmth,\nThe Style & Story team',
        'Style & Story · 218 Alder Lane, Studio 4, San Francisco, CA 94110 · hello@styleandstory.studio · +1 (415) 555-0142',
      ].join('\n\n'),
    );
    for (const part of [
      'Your package: <strong>Garden</strong>.',
      '>Small print</p>',
      'Line one<br>line two',
      '>How to pay</h2>',
      'By bank transfer:<br>Account 1',
      '>Price</td>',
      '<li>Two hours</li><li>Picnic</li>',
      'href="https://photos.example.com/a"',
      '<img src="https://img.example.com/a.png"',
      'With warmth,<br>The Style &amp; Story team',
    ])
      expect(mail.html).toContain(part);
  });

  it('makes site links absolute with the site address, and shows the address in the text', () => {
    const mail = buildEmail(
      email({ blocks: [{ paragraph: ['See ', { link: { path: '/profile' }, text: 'your profile' }, '.'] }] }),
      MAIL_CONFIG,
    );
    expect(mail.html).toContain('<a href="https://styleandstory.studio/profile" style="color:inherit;">your profile</a>');
    expect(mail.text).toContain('See your profile <https://styleandstory.studio/profile>.');
  });

  it('drops a link, a button or a photo whose address is not http(s), in both parts', () => {
    const bad = { url: 'javascript:alert(1)' };
    const mail = buildEmail(
      email({
        blocks: [{ paragraph: [{ link: bad, text: 'click' }] }, { button: 'Open', link: bad }, { avatar: 'data:image/png;base64,AA' }],
      }),
      MAIL_CONFIG,
    );
    expect(mail.html).not.toMatch(/javascript:|data:image|<img|>Open</);
    expect(mail.text).not.toMatch(/javascript:|Open:/);
    expect(mail.text.startsWith('click\n')).toBe(true);
  });

  it('leaves out blocks a condition turned off', () => {
    const mail = buildEmail(email({ blocks: ['', false, null, undefined, { paragraph: 'Only this' }] }), MAIL_CONFIG);
    expect(mail.text.startsWith('Only this\n\nWith warmth,')).toBe(true);
  });

  it('a time shows its words in both parts and its exact moment in the HTML', () => {
    const time = new Date('2026-11-22T09:30:00.000Z');
    const mail = buildEmail(email({ blocks: [{ details: [['Received', { time, text: 'Nov 22' }]] }] }), MAIL_CONFIG);
    expect(mail.html).toContain('<time datetime="2026-11-22T09:30:00.000Z">Nov 22</time>');
    expect(mail.text).toContain('Received: Nov 22');
  });

  it('the owner’s notices: unsigned, replies only where asked', () => {
    const plain = buildEmail(email({ audience: 'owner', to: MAIL_CONFIG.ownerEmail }), MAIL_CONFIG);
    expect(plain.replyTo).toBeUndefined();
    expect(plain.text).not.toContain('With warmth');
    expect(buildEmail(email({ audience: 'owner', replyTo: 'ada@example.com' }), MAIL_CONFIG).replyTo).toBe('ada@example.com');
  });

  it('names the email for SendGrid and flattens the subject and preview line', () => {
    const mail = buildEmail(email({ subject: 'Hi\r\nBcc: x@example.com', preheader: `Line\none ${'x'.repeat(200)}` }), MAIL_CONFIG);
    expect(mail).toMatchObject({
      from: MAIL_CONFIG.mailFrom,
      subject: 'Hi Bcc: x@example.com',
      categories: ['test'],
      customArgs: { kind: 'test', documentId: 'd-1' },
    });
    expect(mail.html).toMatch(/>Line one x{130}…<\/div>/);
  });
});
