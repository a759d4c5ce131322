// Component test setup: a clean DOM, browser storage and live region before every test.
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { announcementsAtom } from '#web/lib/a11y/announcer';
import { LIVE_REGION_IDS } from '#web/lib/a11y/live-region-ids';
import { appStore } from '#web/lib/jotai';

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
