import { useParams } from 'react-router-dom';
import { Loaded } from '@/components/ui/loaded';
import { Skeleton } from '@/components/ui/skeleton';
import { usePublishedBlog } from '@/data/catalogue';
import { PostArticle } from '@/features/blog/post-article';
import { PostNotFound } from '@/features/blog/post-not-found';
import { BookingBand } from '@/features/home/booking-band';
import { siteUrl } from '@/lib/site-url';
import { blogPosting } from '@/lib/structured-data';
import { useStudio } from '@/lib/studio-context';
import { usePageMeta } from '@/lib/use-page-meta';

export function BlogPostPage() {
  const { slug = '' } = useParams();
  const posts = usePublishedBlog(slug);
  const post = posts.data?.[0];
  const studio = useStudio();
  usePageMeta(
    post?.title ?? (posts.data ? 'Story not found' : 'Journal'),
    post?.excerpt ?? 'Stories from the {studio} journal.',
    post ? { image: post.cover.src, structuredData: [blogPosting(post, studio, siteUrl)] } : { notFound: Boolean(posts.data) },
  );
  return (
    <Loaded
      result={posts}
      what="this story"
      errorClassName="container-page py-20"
      loading={<Skeleton count={2} className="h-72 rounded-3xl" layout="container-page grid gap-6 py-20" />}
      empty={<PostNotFound />}
    >
      {([found]) => (
        <>
          <PostArticle post={found} />
          <BookingBand title="Planning something special?" />
        </>
      )}
    </Loaded>
  );
}
