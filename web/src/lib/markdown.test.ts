import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown';

const asDom = (html: string) => {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
};

describe('renderMarkdown', () => {
  it('renders headings, emphasis, lists and links', () => {
    const dom = asDom(renderMarkdown('## Light\n\nSoft **window** light.\n\n- one\n- two\n\n[Book](/booking)'));
    expect(dom.querySelector('h2')?.textContent).toBe('Light');
    expect(dom.querySelector('strong')?.textContent).toBe('window');
    expect(dom.querySelectorAll('li')).toHaveLength(2);
    expect(dom.querySelector('a')?.getAttribute('href')).toBe('/booking');
  });

  it('strips script tags', () => {
    const html = renderMarkdown('Hello\n\n<script>alert(1)</script>');
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('Hello');
  });

  it('strips event-handler attributes such as onerror', () => {
    const dom = asDom(renderMarkdown('<img src="x.png" onerror="alert(1)" alt="x">'));
    const img = dom.querySelector('img');
    expect(img).not.toBeNull();
    expect(img?.hasAttribute('onerror')).toBe(false);
  });

  it('removes javascript: links, in Markdown and in raw HTML', () => {
    const dom = asDom(renderMarkdown('[click](javascript:alert(1)) <a href="JaVaScRiPt:alert(2)">raw</a>'));
    for (const link of dom.querySelectorAll('a')) {
      expect(link.getAttribute('href') ?? '').not.toMatch(/javascript:/i);
    }
    expect(dom.textContent).toContain('raw');
  });

  it('drops iframes and inline event handlers on any element', () => {
    const html = renderMarkdown('<iframe src="https://evil.example"></iframe><p onclick="steal()">Hi</p>');
    expect(html).not.toMatch(/<iframe/i);
    expect(html).not.toMatch(/onclick/i);
  });

  it('opens external links in a new tab without window.opener', () => {
    const link = asDom(renderMarkdown('[Venue](https://venue.example/)')).querySelector('a');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
