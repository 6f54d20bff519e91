import { Link } from 'react-router-dom';
import type { Blog } from '@common/schemas';
import { paths } from '@common/paths';
import { StudioImage } from '@/components/ui/studio-image';
import { MarkdownBlock } from '@/components/ui/markdown-block';
import { PostByline } from '@/components/catalogue/post-byline';

/** A published post: title block, cover, and the sanitised Markdown body (rendered on the server where the page was). */
export function PostArticle({ post }: { post: Blog }) {
  return (
    <article>
      <header className="container-page pt-12 text-center sm:pt-20">
        <div className="mx-auto max-w-4xl">
          <Link to={paths.blog} className="eyebrow underline-offset-4 hover:underline">
            Journal
          </Link>
          <h1 className="mt-5 text-5xl font-semibold leading-[1.05] text-ink sm:text-6xl">{post.title}</h1>
          <p className="mt-6 text-sm text-muted">
            <PostByline publishedAt={post.publishedAt} author={post.author} prefix="By " />
          </p>
        </div>
      </header>
      <div className="container-page mt-12">
        <StudioImage image={post.cover} priority sizes="(min-width: 1280px) 80rem, 100vw" className="aspect-[16/9] w-full rounded-3xl" />
      </div>
      <div className="container-page py-16 sm:py-20">
        <div className="mx-auto max-w-3xl">
          <p className="font-display text-2xl leading-snug text-ink sm:text-3xl">{post.excerpt}</p>
          <MarkdownBlock markdown={post.body} className="mt-10 text-lg leading-[1.8]" />
          {post.tags.length > 0 && (
            <ul aria-label="Tags" className="mt-14 flex flex-wrap gap-2 border-t border-sand pt-8">
              {post.tags.map((tag) => (
                <li key={tag} className="rounded-full bg-linen px-4 py-1.5 text-sm text-ink-soft">
                  {tag}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </article>
  );
}
