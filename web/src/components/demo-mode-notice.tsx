// A small, always-visible badge telling the visitor they are using demo data.
import { t } from '../lib/i18n/i18n';
import { usePublicConfig } from '../lib/public-config';

/** The "Demo mode" notice; renders nothing when demo mode is off. */
export function DemoModeNotice() {
  const { demoMode } = usePublicConfig();
  if (!demoMode) return null;
  return (
    <output className="demo-notice" aria-live="polite">
      {t('site.demoNotice')}
    </output>
  );
}
