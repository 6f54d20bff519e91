import { useParams } from 'react-router-dom';
import { AdminPage, useAdminTab, type AdminTab } from '@/components/admin/admin-page';
import { GalleriesList } from '@/features/admin/client-galleries/galleries-list';
import { GalleryEditor } from '@/features/admin/client-galleries/gallery-editor';
import { NewGalleryForm } from '@/features/admin/client-galleries/new-gallery-form';

const TABS: AdminTab[] = [
  { key: 'all', label: 'All galleries' },
  { key: 'new', label: 'New gallery' },
];

export function ClientGalleriesPage() {
  const tab = useAdminTab(TABS);
  return (
    <AdminPage
      title="Client Galleries"
      description="Private galleries of a customer's photographs: upload, arrange, set the download rules, publish. Nothing is ever deleted."
      tabs={TABS}
    >
      {tab === 'new' ? <NewGalleryForm /> : <GalleriesList />}
    </AdminPage>
  );
}

/** One gallery at /admin/galleries/:galleryId. */
export function ClientGalleryEditorPage() {
  const id = useParams<'galleryId'>().galleryId ?? '';
  return (
    <AdminPage
      title="Client gallery"
      description="Upload into a set, arrange, hide, choose the cover and the download rules; publishing emails the customer."
    >
      <GalleryEditor key={id} id={id} />
    </AdminPage>
  );
}
