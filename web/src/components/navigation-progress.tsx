// The thin loading bar at the top of the window while a route change (its page code, its loaders) takes longer than 150 ms.
import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router-dom';
import { NAVIGATION_PROGRESS_DELAY_MS } from '#shared/constants/site-frame';
import { t } from '../lib/i18n/i18n';
import './navigation-progress.css';

/**
 * Shows a progress bar once the router has been busy for NAVIGATION_PROGRESS_DELAY_MS, until the
 * navigation ends; quicker navigations show nothing, so fast pages do not flash. Used once, at the
 * root, for the public site and the dashboard alike.
 */
export function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!busy) {
      setSlow(false);
      return;
    }
    const timer = setTimeout(() => setSlow(true), NAVIGATION_PROGRESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [busy]);
  if (!busy || !slow) return null;
  return <div className="navigation-progress w-full" role="progressbar" aria-label={t('site.loadingPage')} />;
}
