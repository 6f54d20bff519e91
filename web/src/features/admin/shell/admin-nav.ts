import { adminPaths } from '@common/paths';

// Spec order; the sidebar renders exactly these labels.
export const adminNav = [
  { to: adminPaths.dashboard, label: 'Dashboard' },
  { to: adminPaths.leads, label: 'Leads' },
  { to: adminPaths.services, label: 'Manage Services' },
  { to: adminPaths.packages, label: 'Manage Packages' },
  { to: adminPaths.newUsers, label: 'New Users' },
  { to: adminPaths.allUsers, label: 'All Users' },
  { to: adminPaths.bookings, label: 'Bookings' },
  { to: adminPaths.frameOrders, label: 'Frame Orders' },
  { to: adminPaths.createFrameOrder, label: 'Create Frame Order' },
  { to: adminPaths.gallery, label: 'Gallery' },
  { to: adminPaths.media, label: 'Media Library' },
  { to: adminPaths.sendSoftCopy, label: 'Send Soft Copy' },
  { to: adminPaths.galleries, label: 'Client Galleries' },
  { to: adminPaths.customPackages, label: 'Custom Packages' },
  { to: adminPaths.contracts, label: 'Contracts' },
  { to: adminPaths.sessions, label: 'Sessions' },
  { to: adminPaths.questionnaires, label: 'Questionnaires' },
  { to: adminPaths.workflows, label: 'Workflows' },
  { to: adminPaths.sendCustomPackage, label: 'Send Custom Package' },
  { to: adminPaths.allCustomPackageLinks, label: 'All Custom Package Links' },
  { to: adminPaths.blogs, label: 'All Blogs' },
  { to: adminPaths.createBlog, label: 'Create Blog' },
  { to: adminPaths.reports, label: 'Reports' },
  { to: adminPaths.settings, label: 'Settings' },
] as const;
