import type { Blog } from '@common/schemas';
import { blogPostPath } from '@common/paths';
import type { WithId } from '@/data/collection';
import { CardPhoto, CardTitleLink } from './card-parts';
import { PostByline } from './post-byline';

/** A journal entry in a list: cover, date, title (the link) and excerpt. */
export function PostCard({ post, headingLevel: Heading = 'h3' }: { post: WithId<Blog>; headingLevel?: 'h2' | 'h3' }) {
  return (
    <article className="group relative flex flex-col rounded-3xl has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-4 has-[a:focus-visible]:outline-champagne-dark">
      <CardPhoto image={post.cover} sizes="(min-width: 1024px) 33vw, 100vw" className="aspect-[3/2] rounded-3xl" />
      <p className="mt-5 text-sm text-muted">
        <PostByline publishedAt={post.publishedAt} author={post.author} />
      </p>
      <Heading className="mt-2 text-2xl font-semibold leading-snug text-ink sm:text-[1.75rem]">
        <CardTitleLink to={blogPostPath(post.slug)}>{post.title}</CardTitleLink>
      </Heading>
      <p className="mt-3 line-clamp-3 leading-relaxed text-ink-soft">{post.excerpt}</p>
    </article>
  );
}
