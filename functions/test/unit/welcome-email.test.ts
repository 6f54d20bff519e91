import { describe, expect, it } from 'vitest';
import type { WelcomeEmailPayload } from '../../../common/schemas/users';
import { paths } from '../../../common/paths';
import { buildWelcomeEmail, welcomeSubject } from '../../src/users/welcome-email';
import { MAIL_CONFIG } from '../support/fakes';

const FROM = MAIL_CONFIG.mailFrom;
const payload: WelcomeEmailPayload = {
  id: 'uid-ada',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+14155550100',
  avatarUrl: 'https://lh3.example.com/ada.png',
  role: 'customer',
  createdAt: '2026-11-22T10:15:30.123Z',
};

describe('buildWelcomeEmail', () => {
  it('addresses the customer from the configured sender with the studio subject', () => {
    const mail = buildWelcomeEmail(payload, MAIL_CONFIG);
    expect(mail).toMatchObject({
      to: 'ada@example.com',
      from: FROM,
      replyTo: 'hello@styleandstory.studio',
      subject: 'Welcome to Style & Story',
      categories: ['welcome'],
      customArgs: { kind: 'welcome', userId: 'uid-ada' },
    });
    expect(mail.subject).toBe(welcomeSubject(MAIL_CONFIG.studio.name));
  });

  it('carries every payload value in the text part', () => {
    const { text } = buildWelcomeEmail(payload, MAIL_CONFIG);
    // The one greeting of every customer email: the first name (the HTML greets the same way).
    expect(text).toContain('Hello Ada,');
    expect(text).toContain('Email: ada@example.com');
    expect(text).toContain('Phone: +14155550100');
    expect(text).toContain('Client reference: uid-ada');
    expect(text).toContain('Member since: November 22, 2026');
    expect(text).toContain('customer account');
    expect(text).toContain(`your profile <${MAIL_CONFIG.site}${paths.profile}>`);
  });

  it('renders branded HTML: wordmark, heading, avatar, details and the exact creation time', () => {
    const { html } = buildWelcomeEmail(payload, MAIL_CONFIG);
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('Style &amp; Story');
    expect(html).toContain('Welcome, Ada Lovelace');
    expect(html).toContain('<img src="https://lh3.example.com/ada.png"');
    expect(html).toContain('<time datetime="2026-11-22T10:15:30.123Z">November 22, 2026</time>');
    expect(html).toContain('uid-ada');
    expect(html).toContain('Hello Ada,');
    expect(html).toContain(`href="${MAIL_CONFIG.site}${paths.profile}"`);
    expect(html).not.toMatch(/<style|<script/i);
  });

  it('escapes every user value in the HTML', () => {
    const hostile = {
      ...payload,
      name: `<script>alert("x")</script> & 'co'`,
      phone: '<b>555</b>',
      avatarUrl: 'https://img.example.com/a.png?size=1&name="><script>',
    };
    const { html, text } = buildWelcomeEmail(hostile, MAIL_CONFIG);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>555</b>');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39;');
    expect(html).toContain('&lt;b&gt;555&lt;/b&gt;');
    expect(html).toContain('src="https://img.example.com/a.png?size=1&amp;name=%22%3E%3Cscript%3E"');
    // The text part is plain text: shown as typed, never interpreted.
    expect(text).toContain(`Hello <script>alert("x")</script>,`);
    expect(text).toContain(`Name: <script>alert("x")</script> & 'co'`);
  });

  it('drops an avatar that is not an http(s) URL', () => {
    const { html } = buildWelcomeEmail({ ...payload, avatarUrl: 'javascript:alert(1)' }, MAIL_CONFIG);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('javascript:');
  });

  it('reads well without a name, phone or avatar', () => {
    const { html, text } = buildWelcomeEmail({ ...payload, name: '', phone: '', avatarUrl: '' }, MAIL_CONFIG);
    expect(text).toContain('Hello there,');
    expect(text).toContain('Phone: Not provided yet');
    expect(html).toContain('Welcome to Style &amp; Story');
    expect(html).not.toContain('<img');
  });

  it('refuses a payload that is not the spec shape', () => {
    expect(() => buildWelcomeEmail({ ...payload, role: 'admin' } as unknown as WelcomeEmailPayload, MAIL_CONFIG)).toThrow();
  });
});
