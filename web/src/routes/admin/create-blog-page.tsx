import { useParams } from 'react-router-dom';
import { AdminPage } from '@/components/admin/admin-page';
import { LoadError } from '@/components/ui/load-error';
import { Loaded } from '@/components/ui/loaded';
import { Skeleton } from '@/components/ui/skeleton';
import { useOwnerBlog } from '@/data/blogs';
import { BlogEditor } from '@/features/admin/blogs/blog-editor';

// Create Blog writes a new post; once saved it continues in its editor at /admin/blogs/:postId.
export function CreateBlogPage() {
  return (
    <AdminPage title="Create Blog" description="Write in Markdown and see the post as readers will. Save a draft or publish.">
      <BlogEditor post={null} />
    </AdminPage>
  );
}

export function EditPostPage() {
  const id = useParams<'postId'>().postId ?? '';
  return <EditPost key={id} id={id} />;
}

function EditPost({ id }: { id: string }) {
  const post = useOwnerBlog(id);
  return (
    <AdminPage title="Edit post" description={`/blog/${id}`}>
      <Loaded
        result={post}
        what="this post"
        loading={<Skeleton count={1} className="h-[40rem]" />}
        flag="owner"
        empty={<LoadError what={`a post at /blog/${id} (it may have been deleted)`} />}
      >
        {(found) => <BlogEditor post={found} />}
      </Loaded>
    </AdminPage>
  );
}
