// Component test setup: a clean DOM, browser storage and live region before every test.
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { LIVE_REGION_IDS } from '#shared/constants/live-region';
import { announcementsAtom } from '#web/lib/a11y/announcer';
import { activateLocale, NAMESPACES } from '#web/lib/i18n/i18n';
import { appStore } from '#web/lib/jotai';

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
  appStore.set(announcementsAtom, { polite: null, assertive: null });
});
