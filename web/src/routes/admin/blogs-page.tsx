import { blogsList } from '@/features/admin/blogs/blogs-list';
import { OwnerList } from '@/components/crud/owner-list';
import { AdminPage } from '@/components/admin/admin-page';

export function BlogsAdminPage() {
  return (
    <AdminPage title="All Blogs" description="The journal at /blog: drafts, published posts and their dates.">
      <OwnerList declaration={blogsList} />
    </AdminPage>
  );
}
