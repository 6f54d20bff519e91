import { useSearchParams } from 'react-router-dom';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/ui/load-error';
import { BlogEditor } from '@/features/admin/blogs/blog-editor';
import { AdminPage } from '@/components/admin/admin-page';
import { useOwnerBlog } from '@/data/blogs';

// Create Blog writes a new post; ?post=<slug> opens the same form on an existing one.
export function CreateBlogPage() {
  const id = useSearchParams()[0].get('post');
  return id ? <EditPost key={id} id={id} /> : <NewPost />;
}

function NewPost() {
  return (
    <AdminPage title="Create Blog" description="Write in Markdown and see the post as readers will. Save a draft or publish.">
      <BlogEditor post={null} />
    </AdminPage>
  );
}

function EditPost({ id }: { id: string }) {
  const post = useOwnerBlog(id);
  return (
    <AdminPage title="Edit post" description={`/blog/${id}`}>
      {post.status === 'loading' && <Skeleton count={1} className="h-[40rem]" />}
      {post.status === 'error' && <LoadError what="this post" />}
      {post.status === 'success' &&
        (post.data ? <BlogEditor post={post.data} /> : <LoadError what={`a post at /blog/${id} (it may have been deleted)`} />)}
    </AdminPage>
  );
}
