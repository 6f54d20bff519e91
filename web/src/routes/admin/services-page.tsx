import { CatalogueAdmin } from '@/components/admin/catalogue/catalogue-admin';
import { faqResource } from '@/features/admin/faqs/faq-resource';
import { jobOpeningResource } from '@/features/admin/job-openings/job-opening-resource';
import { serviceResource } from '@/features/admin/services/service-resource';
import { AdminPage, useAdminTab } from '@/components/admin/admin-page';
import { testimonialResource } from '@/features/admin/testimonials/testimonial-resource';

const TABS = [
  { key: 'services', label: 'Services' },
  { key: 'faqs', label: 'FAQs' },
  { key: 'testimonials', label: 'Testimonials' },
  { key: 'careers', label: 'Careers' },
];

// The sidebar has one entry for the studio's words: services, and the FAQs, testimonials and
// open roles the public site also shows.
export function ServicesAdminPage() {
  const tab = useAdminTab(TABS);
  return (
    <AdminPage title="Manage Services" description="What the studio offers, and the words around it on the public site." tabs={TABS}>
      {tab === 'services' && <CatalogueAdmin key={tab} resource={serviceResource} />}
      {tab === 'faqs' && <CatalogueAdmin key={tab} resource={faqResource} />}
      {tab === 'testimonials' && <CatalogueAdmin key={tab} resource={testimonialResource} />}
      {tab === 'careers' && <CatalogueAdmin key={tab} resource={jobOpeningResource} />}
    </AdminPage>
  );
}
