import { describe, expect, it } from 'vitest';
import { escapeHtml, html, multiline, safeUrl } from '../../src/lib/email/html';

describe('email HTML helpers', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });

  it('escapes interpolations but not nested templates', () => {
    const inner = html`<b>${'<i>'}</b>`;
    expect(html`<p>${'Tom & Jerry'}${inner}${['<', html`<br>`]}${null}${undefined}${3}</p>`.value).toBe(
      '<p>Tom &amp; Jerry<b>&lt;i&gt;</b>&lt;<br>3</p>',
    );
  });

  it('keeps line breaks of escaped text', () => {
    expect(multiline('a <b>\r\nc\nd').value).toBe('a &lt;b&gt;<br>c<br>d');
  });

  it('accepts only http(s) URLs', () => {
    expect(safeUrl('https://example.com/a b.png')).toBe('https://example.com/a%20b.png');
    expect(safeUrl('http://example.com/')).toBe('http://example.com/');
    expect(safeUrl('javascript:alert(1)')).toBeUndefined();
    expect(safeUrl('data:image/png;base64,AAAA')).toBeUndefined();
    expect(safeUrl('not a url')).toBeUndefined();
    expect(safeUrl('')).toBeUndefined();
  });
});
