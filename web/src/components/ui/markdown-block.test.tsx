import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetServerState, seedAnswers } from '@/data/store';
import { contentHash } from '@/lib/content-hash';
import { renderMarkdown } from '@/lib/markdown';
import { renderWithSession } from '@/testing/render';
import { MarkdownBlock } from './markdown-block';

// The renderer is the real one, watched: a page built with a text must not load it.
vi.mock('@/lib/markdown', async (actual) => {
  const real = await actual<typeof import('@/lib/markdown')>();
  return { renderMarkdown: vi.fn(real.renderMarkdown) };
});
const renderer = vi.mocked(renderMarkdown);

/** What the prerender writes into a page that showed `markdown` (data/store.ts usedAnswers). */
const builtWith = (markdown: string, html: string) =>
  seedAnswers(JSON.stringify({ [`markdown:${contentHash(markdown)}`]: { data: html } }));

afterEach(() => {
  resetServerState();
  renderer.mockClear();
});

describe('MarkdownBlock', () => {
  it('shows the HTML the page was built with at once, without loading the renderer', async () => {
    builtWith('Read the **terms**.', '<p>Read the <strong>terms</strong>.</p>');
    renderWithSession(<MarkdownBlock markdown="Read the **terms**." />);
    expect(screen.getByText('terms').tagName).toBe('STRONG');
    await act(async () => {});
    expect(renderer).not.toHaveBeenCalled();
  });

  it('renders a text the page was not built with in the browser, sanitised', async () => {
    renderWithSession(<MarkdownBlock markdown={'Hello **there** <img src=x onerror="alert(1)">'} />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect((await screen.findByText('there')).tagName).toBe('STRONG');
    expect(renderer).toHaveBeenCalledTimes(1);
    expect(document.querySelector('img')).not.toHaveAttribute('onerror');
  });

  it('keeps the text it showed on screen until a changed one is ready', async () => {
    builtWith('Before', '<p>Before</p>');
    const { rerender } = renderWithSession(<MarkdownBlock markdown="Before" />);
    rerender(<MarkdownBlock markdown="After the owner's edit" />);
    expect(screen.getByText('Before')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    await waitFor(() => expect(screen.getByText("After the owner's edit")).toBeInTheDocument());
    expect(screen.queryByText('Before')).toBeNull();
  });

  it('follows a link to a page of the site inside the app', async () => {
    builtWith('See [pricing](/pricing).', '<p>See <a href="/pricing">pricing</a>.</p>');
    renderWithSession(<MarkdownBlock markdown="See [pricing](/pricing)." />);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    screen.getByRole('link', { name: 'pricing' }).dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
  });
});
