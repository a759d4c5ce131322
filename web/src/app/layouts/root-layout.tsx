// The outermost layout: public config, head, page views, focus and announcements, progress bar and demo notice.
import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { DemoModeNotice } from '#web/components/demo-mode-notice';
import { LiveRegion } from '#web/components/live-region';
import { NavigationProgress } from '#web/components/navigation-progress';
import { usePageViews } from '#web/lib/analytics/page-views';
import { fetchPublicConfig, setPublicConfig } from '#web/lib/public-config';
import { DocumentHead } from '../document-head';
import { useRouteFocus } from '../route-focus';

/**
 * Renders the current page, the demo notice, the navigation progress bar and the live region;
 * after each client-side navigation focuses the new page's heading and announces its title.
 */
export function RootLayout() {
  useEffect(() => {
    let active = true;
    void fetchPublicConfig().then((config) => {
      if (active) setPublicConfig(config);
    });
    return () => {
      active = false;
    };
  }, []);
  usePageViews();
  useRouteFocus();
  return (
    <>
      <DocumentHead />
      <NavigationProgress />
      <Outlet />
      <DemoModeNotice />
      <LiveRegion />
    </>
  );
}
