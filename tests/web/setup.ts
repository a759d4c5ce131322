// Component test setup: the catalogue data files served and loaded; a clean DOM, browser storage and live region before every test.
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetAnnouncements } from '#web/lib/a11y/announcer';
import { LIVE_REGION_IDS } from '#web/lib/a11y/live-region-ids';
import { activateLocale, NAMESPACES } from '#web/lib/i18n/i18n';
import { DEFAULT_PUBLIC_CONFIG, setPublicConfig } from '#web/lib/public-config';
import { serveCatalogFiles } from './support/catalog-files';

// The catalogue modules fetch their data as in production (scripts/catalog-data.ts); they load
// here, once per test file, before a test puts its own fetch stub in place.
serveCatalogFiles();
await Promise.all([import('#shared/catalog/command-catalog'), import('#shared/catalog/feature-catalog')]);

// Components render in English, the default locale, whose catalogue holds the spec's texts word for word.
await activateLocale('en', NAMESPACES);

// Text queries find what the page shows, not the live region's hidden copy of it (read that with `announced`).
configure({
  defaultIgnore: `script, style, #${LIVE_REGION_IDS.polite} *, #${LIVE_REGION_IDS.assertive} *`,
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  resetAnnouncements();
  setPublicConfig(DEFAULT_PUBLIC_CONFIG, false);
});
