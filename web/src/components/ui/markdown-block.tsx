import { useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { markdownToPlainText } from '@common/policy-text';
import { proseStyles } from '@/components/ui/prose';
import { Skeleton } from '@/components/ui/skeleton';
import { useRenderedMarkdown } from '@/data/rendered-markdown';
import { cx } from '@/lib/cx';

/**
 * The owner's Markdown, sanitised (lib/markdown.ts), rendered on the server where the page was
 * (data/rendered-markdown.ts). A changed text keeps the last one on screen until its HTML is
 * ready. A link to a page of this site moves within the app, as a router link would, instead of
 * loading the page again. `className` gives its text size too (prose has none of its own).
 */
export function MarkdownBlock({ markdown, className = 'text-lg' }: { markdown: string; className?: string }) {
  const navigate = useNavigate();
  const rendered = useRenderedMarkdown(markdown);
  const [shown, setShown] = useState(rendered.data);
  if (rendered.data !== undefined && rendered.data !== shown) setShown(rendered.data);
  const html = rendered.data ?? shown;
  const followInside = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest('a');
    const href = link?.getAttribute('href') ?? '';
    if (!link || !href.startsWith('/') || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(href);
  };
  if (html !== undefined) {
    // Sanitised by renderMarkdown (DOMPurify); see its tests.
    return <div onClick={followInside} className={cx(proseStyles, className)} dangerouslySetInnerHTML={{ __html: html }} />;
  }
  // The renderer could not load (offline): the words still show, without their formatting.
  if (rendered.status === 'error') return <p className={cx('text-ink-soft', className)}>{markdownToPlainText(markdown)}</p>;
  return <Skeleton count={3} className="h-5" layout={cx('grid gap-3', className)} />;
}
