import DOMPurify from 'dompurify';
import { marked } from 'marked';

// Posts are written by the owner, but the HTML still goes through DOMPurify: an account takeover
// or a pasted snippet must never run script on a visitor's page.
// Prerendering (Node) has no DOM of its own for DOMPurify to work in: it gets jsdom's. In the
// browser DOMPurify uses the page's window.
const sanitizer = DOMPurify(import.meta.env.SSR ? new (await import('jsdom')).JSDOM('').window : undefined);
sanitizer.addHook('afterSanitizeAttributes', (node) => {
  // Links leaving the site open in a new tab without handing it window.opener.
  if (node.tagName === 'A' && /^https?:\/\//i.test(node.getAttribute('href') ?? '')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/** Markdown → sanitised HTML, safe for dangerouslySetInnerHTML. */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true });
  return sanitizer.sanitize(html, { USE_PROFILES: { html: true }, ADD_ATTR: ['target'] });
}
