// The outermost layout: loads the public config once, keeps the head and page views in step, shows the demo notice.

import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { DemoModeNotice } from '../../components/demo-mode-notice';
import { usePageViews } from '../../lib/analytics/page-views';
import { useSetAtom } from '../../lib/jotai';
import { fetchPublicConfig, publicConfigAtom, publicConfigLoadedAtom } from '../../lib/public-config';
import { DocumentHead } from '../document-head';

/** Renders the current page and the demo notice. */
export function RootLayout() {
  const setConfig = useSetAtom(publicConfigAtom);
  const setLoaded = useSetAtom(publicConfigLoadedAtom);
  useEffect(() => {
    let active = true;
    void fetchPublicConfig().then((config) => {
      if (!active) return;
      setConfig(config);
      setLoaded(true);
    });
    return () => {
      active = false;
    };
  }, [setConfig, setLoaded]);
  usePageViews();
  return (
    <>
      <DocumentHead />
      <Outlet />
      <DemoModeNotice />
    </>
  );
}
