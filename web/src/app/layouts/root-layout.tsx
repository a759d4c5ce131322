// The outermost layout: loads the public config once and shows the demo-mode notice around every page.
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { DemoModeNotice } from '../../components/demo-mode-notice';
import { fetchPublicConfig, publicConfigAtom } from '../../lib/public-config';

/** Renders the current page and the demo notice. */
export function RootLayout() {
  const setConfig = useSetAtom(publicConfigAtom);
  useEffect(() => {
    let active = true;
    void fetchPublicConfig().then((config) => {
      if (active) setConfig(config);
    });
    return () => {
      active = false;
    };
  }, [setConfig]);
  return (
    <>
      <Outlet />
      <DemoModeNotice />
    </>
  );
}
