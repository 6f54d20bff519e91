import { useParams } from 'react-router-dom';
import { Skeleton } from '@/components/ui/skeleton';
import { usePublishedBlog } from '@/data/catalogue';
import { PostArticle } from '@/features/blog/post-article';
import { PostNotFound } from '@/features/blog/post-not-found';
import { BookingBand } from '@/features/home/booking-band';
import { usePageMeta } from '@/lib/use-page-meta';

export function BlogPostPage() {
  const { slug = '' } = useParams();
  const posts = usePublishedBlog(slug);
  const post = posts.status === 'success' ? posts.data[0] : undefined;
  usePageMeta(
    post?.title ?? (posts.status === 'loading' ? 'Journal' : 'Story not found'),
    post?.excerpt ?? 'Stories from the Style & Story journal.',
  );

  if (posts.status === 'loading') {
    return (
      <div className="container-page grid gap-6 py-20">
        <Skeleton count={2} className="h-72 rounded-3xl" />
      </div>
    );
  }
  if (!post) return <PostNotFound />;
  return (
    <>
      <PostArticle post={post} />
      <BookingBand title="Planning something special?" />
    </>
  );
}
