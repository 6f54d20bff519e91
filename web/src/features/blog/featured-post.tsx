import type { Blog } from '@common/schemas';
import { blogPostPath } from '@common/paths';
import { StudioImage } from '@/components/ui/studio-image';
import type { WithId } from '@/data/collection';
import { CardTitleLink } from '@/components/catalogue/card-parts';
import { PostByline } from '@/components/catalogue/post-byline';

/** The newest post, given the width of the page. */
export function FeaturedPost({ post }: { post: WithId<Blog> }) {
  return (
    <article className="group relative grid items-center gap-8 rounded-3xl has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-4 has-[a:focus-visible]:outline-champagne-dark lg:grid-cols-[1.3fr_1fr] lg:gap-14">
      <div className="aspect-[3/2] overflow-hidden rounded-3xl">
        <StudioImage
          image={post.cover}
          priority
          sizes="(min-width: 1024px) 60vw, 100vw"
          className="size-full transition duration-700 group-hover:scale-[1.03]"
        />
      </div>
      <div>
        <p className="eyebrow">Latest story</p>
        <h2 className="mt-4 text-4xl font-semibold leading-tight text-ink sm:text-5xl">
          <CardTitleLink to={blogPostPath(post.slug)} underline="bold">
            {post.title}
          </CardTitleLink>
        </h2>
        <p className="mt-4 text-sm text-muted">
          <PostByline publishedAt={post.publishedAt} author={post.author} />
        </p>
        <p className="mt-5 text-lg leading-relaxed text-ink-soft">{post.excerpt}</p>
        <span
          aria-hidden="true"
          className="mt-7 inline-block text-sm font-semibold tracking-wide text-ink underline decoration-champagne decoration-2 underline-offset-8"
        >
          Read the story →
        </span>
      </div>
    </article>
  );
}
