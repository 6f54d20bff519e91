import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { PageViewTracker } from '@/features/analytics/page-view-tracker';
import { keepLandingSource } from '@/lib/inquiry-source';
import { ScrollToTop } from './scroll-to-top';

export function RootLayout() {
  // The landing page's referrer and utm_* for an inquiry later in the session (docs/inquiries.md).
  useEffect(() => keepLandingSource(), []);
  return (
    <>
      <ScrollToTop />
      <PageViewTracker />
      <Outlet />
    </>
  );
}
