import { OwnerList } from '@/components/crud/owner-list';
import { faqsList } from '@/features/admin/faqs/faq-resource';
import { jobOpeningsList } from '@/features/admin/job-openings/job-opening-resource';
import { servicesList } from '@/features/admin/services/service-resource';
import { AdminPage, useAdminTab } from '@/components/admin/admin-page';
import { testimonialsList } from '@/features/admin/testimonials/testimonial-resource';

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
      {tab === 'services' && <OwnerList key={tab} declaration={servicesList} />}
      {tab === 'faqs' && <OwnerList key={tab} declaration={faqsList} />}
      {tab === 'testimonials' && <OwnerList key={tab} declaration={testimonialsList} />}
      {tab === 'careers' && <OwnerList key={tab} declaration={jobOpeningsList} />}
    </AdminPage>
  );
}
