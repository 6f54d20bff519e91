import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { proseStyles } from '@/components/ui/prose';
import { cx } from '@/lib/cx';
import { renderMarkdown } from '@/lib/markdown';

/**
 * The owner's Markdown, sanitised (lib/markdown.ts). A link to a page of this site moves within
 * the app, as a router link would, instead of loading the page again. `className` gives its
 * text size too (prose has none of its own); without one, text-lg.
 */
export function MarkdownBlock({ markdown, className = 'text-lg' }: { markdown: string; className?: string }) {
  const navigate = useNavigate();
  const html = useMemo(() => renderMarkdown(markdown), [markdown]);
  const followInside = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest('a');
    const href = link?.getAttribute('href') ?? '';
    if (!link || !href.startsWith('/') || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(href);
  };
  return <div onClick={followInside} className={cx(proseStyles, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
