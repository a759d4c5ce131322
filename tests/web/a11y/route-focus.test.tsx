// After a client-side navigation focus lands on the new page's heading and the title is announced; not on the first load.
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALES } from '#shared/constants/locales';
import { loadRouteModules } from '#web/app/load-route-modules';
import { pageEntryPoint } from '#web/app/route-focus';
import { routesFor } from '#web/app/routes';
import { LIVE_REGION_IDS } from '#web/lib/a11y/live-region-ids';
import { createStore } from '#web/lib/jotai';
import { installApiStub } from '../support/api-stub';
import { renderRoutes, TEST_CONFIG } from '../support/render-app';

const api = installApiStub();
const routes = routesFor(LOCALES);
const spoken = () => document.getElementById(LIVE_REGION_IDS.polite)?.textContent;

/** Boots the app at `at` as main.tsx does. */
async function renderApp(at: string) {
  api.on('GET /api/config', { json: TEST_CONFIG });
  await loadRouteModules(routes, at);
  return renderRoutes(routes, at, { store: createStore(), config: null });
}

afterEach(() => {
  document.head.innerHTML = '';
  document.title = '';
});

describe('focus and announcement after navigation', () => {
  it('leaves focus alone on the first page load', async () => {
    await renderApp('/premium');
    await screen.findByRole('heading', { level: 1, name: 'Premium' }, { timeout: 10_000 });
    expect(document.activeElement).toBe(document.body);
    expect(spoken()).toBe('');
  });

  it("moves focus to the new page's main heading and announces its title", async () => {
    const { router } = await renderApp('/premium');
    await screen.findByRole('heading', { level: 1, name: 'Premium' }, { timeout: 10_000 });
    await act(() => router.navigate('/commands'));
    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: 'Command Center' },
      { timeout: 10_000 },
    );
    await vi.waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.getAttribute('tabindex')).toBe('-1');
    expect(spoken()).toBe('Command Center: all 131 commands | Warden');
  });

  it('keeps focus where it is when only the hash or query changes', async () => {
    const { router } = await renderApp('/commands');
    await screen.findByRole('heading', { level: 1, name: 'Command Center' }, { timeout: 10_000 });
    const search = screen.getByRole('searchbox');
    search.focus();
    await act(() => router.navigate('/commands?q=ban#top'));
    expect(document.activeElement).toBe(search);
    expect(spoken()).toBe('');
  });
});

describe('pageEntryPoint', () => {
  it('prefers the h1 inside main, then any h1, then main', () => {
    const root = document.createElement('div');
    root.innerHTML = '<h1>Outside</h1><main><p>Body</p><h1 tabindex="0">Inside</h1></main>';
    expect(pageEntryPoint(root)?.textContent).toBe('Inside');
    expect(pageEntryPoint(root)?.getAttribute('tabindex')).toBe('0');
    root.innerHTML = '<h1>Only</h1><main></main>';
    expect(pageEntryPoint(root)?.textContent).toBe('Only');
    root.innerHTML = '<main id="m"><p>Loading</p></main>';
    expect(pageEntryPoint(root)?.id).toBe('m');
    expect(pageEntryPoint(root)?.getAttribute('tabindex')).toBe('-1');
    root.innerHTML = '<p>Nothing</p>';
    expect(pageEntryPoint(root)).toBeNull();
  });
});
