import { adminPaths } from '@common/paths';

// The sidebar's sections under the headings of the owner's work. The spec's labels keep their
// order (the product spec, section 2); the screens added since sit in the group they belong to.
type AdminNavGroup = { heading: string | null; items: ReadonlyArray<{ to: string; label: string }> };

export const adminNavGroups: readonly AdminNavGroup[] = [
  { heading: null, items: [{ to: adminPaths.dashboard, label: 'Dashboard' }] },
  {
    heading: 'Catalogue',
    items: [
      { to: adminPaths.services, label: 'Manage Services' },
      { to: adminPaths.packages, label: 'Manage Packages' },
    ],
  },
  {
    heading: 'Clients & leads',
    items: [
      { to: adminPaths.newUsers, label: 'New Users' },
      { to: adminPaths.allUsers, label: 'All Users' },
      { to: adminPaths.leads, label: 'Leads' },
    ],
  },
  {
    heading: 'Bookings & calendar',
    items: [
      { to: adminPaths.bookings, label: 'Bookings' },
      { to: adminPaths.sessions, label: 'Sessions' },
      { to: adminPaths.contracts, label: 'Contracts' },
      { to: adminPaths.questionnaires, label: 'Questionnaires' },
      { to: adminPaths.workflows, label: 'Workflows' },
    ],
  },
  {
    heading: 'Frame orders',
    items: [
      { to: adminPaths.frameOrders, label: 'Frame Orders' },
      { to: adminPaths.createFrameOrder, label: 'Create Frame Order' },
    ],
  },
  {
    heading: 'Galleries & media',
    items: [
      { to: adminPaths.gallery, label: 'Gallery' },
      { to: adminPaths.media, label: 'Media Library' },
      { to: adminPaths.sendSoftCopy, label: 'Send Soft Copy' },
      { to: adminPaths.galleries, label: 'Client Galleries' },
    ],
  },
  {
    heading: 'Custom offers',
    items: [
      { to: adminPaths.customPackages, label: 'Custom Packages' },
      { to: adminPaths.sendCustomPackage, label: 'Send Custom Package' },
      { to: adminPaths.allCustomPackageLinks, label: 'All Custom Package Links' },
    ],
  },
  {
    heading: 'Content',
    items: [
      { to: adminPaths.blogs, label: 'All Blogs' },
      { to: adminPaths.createBlog, label: 'Create Blog' },
    ],
  },
  {
    heading: 'Reports & settings',
    items: [
      { to: adminPaths.reports, label: 'Reports' },
      { to: adminPaths.settings, label: 'Settings' },
    ],
  },
];
