import { Outlet } from 'react-router-dom';
import { PageViewTracker } from '@/features/analytics/page-view-tracker';
import { ScrollToTop } from './scroll-to-top';

export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <PageViewTracker />
      <Outlet />
    </>
  );
}
