import { BlogsTable } from '@/features/admin/blogs/blogs-table';
import { AdminPage } from '@/components/admin/admin-page';

export function BlogsAdminPage() {
  return (
    <AdminPage title="All Blogs" description="The journal at /blog: drafts, published posts and their dates.">
      <BlogsTable />
    </AdminPage>
  );
}
