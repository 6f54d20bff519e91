import { adminPaths } from '@common/paths';
import { DetailHeader, DetailScreen } from '@/components/admin/detail-screen';
import { PublishedBadge } from '@/components/ui/status-badge';
import { useOwnerBlog } from '@/data/blogs';
import { BlogEditor } from './blog-editor';

/** One post at /admin/blogs/:postId: its state, then its editor. */
export function PostDetail({ id }: { id: string }) {
  return (
    <DetailScreen
      back={{ to: adminPaths.blogs, label: 'All posts' }}
      live={useOwnerBlog(id)}
      what="this post"
      missing={`a post at /blog/${id} (it may have been deleted)`}
    >
      {(post) => (
        <>
          <DetailHeader badges={<PublishedBadge published={post.published} />} title={post.title} detail={`/blog/${post.id}`} />
          <BlogEditor post={post} />
        </>
      )}
    </DetailScreen>
  );
}
