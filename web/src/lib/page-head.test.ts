import { describe, expect, it } from 'vitest';
import { applyHead, HEAD_MARK, headHtml, headTags } from './page-head';

const site = 'https://studio.example';
const head = { title: 'Essentials — Style & Story', description: 'A "short" <summary>.', path: '/pricing/essentials' };

describe('headTags', () => {
  it('gives a canonical address, Open Graph and Twitter cards with an absolute image', () => {
    const tags = headTags({ ...head, image: '/images/packages/x.svg' }, site);
    const content = (key: string) => tags.find((tag) => tag.attributes.property === key || tag.attributes.name === key)?.attributes.content;
    expect(tags[0]).toEqual({ name: 'link', attributes: { rel: 'canonical', href: 'https://studio.example/pricing/essentials' } });
    expect(content('og:url')).toBe('https://studio.example/pricing/essentials');
    expect(content('og:image')).toBe('https://studio.example/images/packages/x.svg');
    expect(content('twitter:image')).toBe('https://studio.example/images/packages/x.svg');
    expect(content('og:title')).toBe(head.title);
    expect(content('twitter:card')).toBe('summary_large_image');
    expect(content('og:type')).toBe('website');
  });

  it('uses the studio image when the page has none, and "article" for a post', () => {
    const tags = headTags({ ...head, structuredData: [{ '@type': 'BlogPosting' }] }, site);
    expect(tags.find((tag) => tag.attributes.property === 'og:image')?.attributes.content).toBe(
      'https://studio.example/images/hero/hero.svg',
    );
    expect(tags.find((tag) => tag.attributes.property === 'og:type')?.attributes.content).toBe('article');
  });

  it('marks a not-found page noindex, with no canonical address', () => {
    const tags = headTags({ ...head, noindex: true }, site);
    expect(tags).toContainEqual({ name: 'meta', attributes: { name: 'robots', content: 'noindex' } });
    expect(tags.some((tag) => tag.attributes.rel === 'canonical')).toBe(false);
  });
});

describe('headHtml', () => {
  it('escapes attributes and keeps JSON-LD from closing its script early', () => {
    const html = headHtml({ ...head, structuredData: [{ name: '</script><script>alert(1)</script>' }] }, site);
    expect(html).toContain('content="A &quot;short&quot; &lt;summary&gt;."');
    expect(html).not.toContain('</script><script>');
    const json = html.match(/<script type="application\/ld\+json" data-page-head>(.*?)<\/script>/)![1];
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});

describe('applyHead', () => {
  it('replaces the previous page’s tags instead of adding to them', () => {
    applyHead(document, { ...head, structuredData: [{ '@type': 'FAQPage' }] }, site);
    applyHead(document, { ...head, path: '/faq' }, site);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://studio.example/faq');
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0);
    expect(document.head.querySelectorAll(`[${HEAD_MARK}]`).length).toBe(headTags({ ...head, path: '/faq' }, site).length);
  });
});
