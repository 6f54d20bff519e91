import { headHtml } from '@/lib/page-head';
import { PRERENDER_DATA_ID } from './prerender-markers';
import type { PrerenderedPage } from './prerender';

// index.html with a rendered page in it. Shared by the prerender at build time
// (scripts/prerender.mts) and the page function that renders newer pages on request
// (app/site-server.tsx), so both write the very same HTML.

type TemplatePage = { url: string; template?: boolean };

const NOINDEX = '<meta name="robots" content="noindex" data-page-head />';

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/** index.html with a page in it: its title, description, head tags, markup and catalogue answers. */
export function fillTemplate(template: string, page: TemplatePage, rendered: PrerenderedPage, site?: string) {
  const markers = `data-prerendered="${escapeAttribute(page.url)}" data-route="${escapeAttribute(rendered.route)}"${page.template ? ' data-template' : ''}`;
  const answers = rendered.answers === '{}' ? '' : `<script type="application/json" id="${PRERENDER_DATA_ID}">${rendered.answers}</script>`;
  // A template page (served for many addresses) has no one canonical address: its tags come in the
  // browser, except the not-found page's "noindex".
  const tags = !rendered.head
    ? ''
    : page.template
      ? rendered.head.noindex
        ? NOINDEX
        : ''
      : headHtml({ ...rendered.head, path: page.url }, site);
  const head = tags ? `\n    ${tags}\n  </head>` : '\n  </head>';
  return template
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeText(rendered.title)}</title>`)
    .replace(
      /<meta\s+name="description"[\s\S]*?\/>/,
      () => `<meta name="description" content="${escapeAttribute(rendered.description)}" />`,
    )
    .replace(/\s*<\/head>/, () => head)
    .replace('<div id="root"></div>', () => `<div id="root" ${markers}>${rendered.html}</div>${answers}`);
}
