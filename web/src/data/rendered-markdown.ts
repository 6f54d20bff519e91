import { contentHash } from '@/lib/content-hash';
import { useServerState, type Source } from './store';

// The owner's Markdown as sanitised HTML (lib/markdown.ts), as server state: the prerender and the
// page function render it on the server and write the HTML into the page with the answers it was
// made from, so a public page ships HTML and not the Markdown engine (marked and DOMPurify). The
// browser loads the engine only for a text the page was not built with: a post or policy the
// owner changed since, or a page reached by a client-side link.

const renderedSource = (markdown: string): Source<string> => ({
  // The key names the text itself, so whatever answer is known for it is the right one.
  key: `markdown:${contentHash(markdown)}`,
  fetch: async (known) => known ?? { data: (await import('@/lib/markdown')).renderMarkdown(markdown), invalid: [] },
});

/** `markdown` as sanitised HTML: at once on a page rendered with it, else once the renderer has loaded. */
export const useRenderedMarkdown = (markdown: string) => useServerState(renderedSource(markdown));
