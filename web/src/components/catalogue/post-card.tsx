import { Link } from 'react-router-dom';
import type { Blog } from '@common/schemas';
import { blogPostPath } from '@common/paths';
import { StudioImage } from '@/components/ui/studio-image';
import type { WithId } from '@/data/collection';
import { PostByline } from './post-byline';

/** A journal entry in a list: cover, date, title (the link) and excerpt. */
export function PostCard({ post, headingLevel: Heading = 'h3' }: { post: WithId<Blog>; headingLevel?: 'h2' | 'h3' }) {
  return (
    <article className="group relative flex flex-col rounded-3xl has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-4 has-[a:focus-visible]:outline-champagne-dark">
      <div className="aspect-[3/2] overflow-hidden rounded-3xl">
        <StudioImage
          image={post.cover}
          sizes="(min-width: 1024px) 33vw, 100vw"
          className="size-full transition duration-700 group-hover:scale-[1.04]"
        />
      </div>
      <p className="mt-5 text-sm text-muted">
        <PostByline publishedAt={post.publishedAt} author={post.author} />
      </p>
      <Heading className="mt-2 text-2xl font-semibold leading-snug text-ink sm:text-[1.75rem]">
        <Link
          to={blogPostPath(post.slug)}
          className="after:absolute after:inset-0 focus-visible:outline-none group-hover:underline group-hover:decoration-champagne group-hover:underline-offset-4"
        >
          {post.title}
        </Link>
      </Heading>
      <p className="mt-3 line-clamp-3 leading-relaxed text-ink-soft">{post.excerpt}</p>
    </article>
  );
}
