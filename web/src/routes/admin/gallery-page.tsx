import { OwnerList } from '@/components/crud/owner-list';
import { framesList } from '@/features/admin/frames/frame-resource';
import { galleryList } from '@/features/admin/gallery/gallery-resource';
import { AdminPage, useAdminTab } from '@/components/admin/admin-page';

const TABS = [
  { key: 'photographs', label: 'Photographs' },
  { key: 'frames', label: 'Frames' },
];

export function GalleryAdminPage() {
  const tab = useAdminTab(TABS);
  return (
    <AdminPage title="Gallery" description="The photographs on /gallery and the home page, and the frames sold on /frames." tabs={TABS}>
      {tab === 'photographs' ? <OwnerList key={tab} declaration={galleryList} /> : <OwnerList key={tab} declaration={framesList} />}
    </AdminPage>
  );
}
