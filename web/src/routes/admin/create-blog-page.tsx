import { useParams } from 'react-router-dom';
import { AdminPage } from '@/components/admin/admin-page';
import { BlogEditor } from '@/features/admin/blogs/blog-editor';
import { PostDetail } from '@/features/admin/blogs/post-detail';

// Create Blog writes a new post; once saved it continues in its editor at /admin/blogs/:postId.
export function CreateBlogPage() {
  return (
    <AdminPage title="Create Blog" description="Write in Markdown and see the post as readers will. Save a draft or publish.">
      <BlogEditor post={null} />
    </AdminPage>
  );
}

/** One post at /admin/blogs/:postId. */
export function EditPostPage() {
  const id = useParams<'postId'>().postId ?? '';
  return (
    <AdminPage title="Edit post" description="Change it in Markdown and see it as readers will.">
      <PostDetail key={id} id={id} />
    </AdminPage>
  );
}
