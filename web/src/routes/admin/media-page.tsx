import { AdminPage } from '@/components/admin/admin-page';
import { MediaLibrary } from '@/features/admin/media/media-library';

export function MediaLibraryPage() {
  return (
    <AdminPage title="Media Library" description="Every photo you have uploaded: the pages' image fields pick from here.">
      <MediaLibrary />
    </AdminPage>
  );
}
