import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALES } from '#shared/constants/locales';
import { loadRouteModules } from '#web/app/load-route-modules';
import { routesFor } from '#web/app/routes';
import { createStore } from '#web/lib/jotai';
import { installApiStub } from '../support/api-stub';
import { renderRoutes, TEST_CONFIG } from '../support/render-app';

const api = installApiStub();
const routes = routesFor(LOCALES);

/** Boots the app at `at` as main.tsx does: the page's code loaded first, then the router. */
async function renderApp(at: string, config = TEST_CONFIG) {
  api.on('GET /api/config', { json: config });
  api.on('POST /api/analytics/pageview', { status: 204 });
  await loadRouteModules(routes, at);
  return renderRoutes(routes, at, { store: createStore(), config: null });
}
const head = (selector: string) => document.head.querySelector(selector);

afterEach(() => {
  document.head.innerHTML = '';
  document.title = '';
});

describe('the app routes', () => {
  it('show public pages inside the site navigation and footer, with their own meta', async () => {
    await renderApp('/commands');
    await screen.findByRole('heading', { level: 1, name: 'Command Center' }, { timeout: 10_000 });
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    await vi.waitFor(() =>
      expect(head('link[rel="canonical"]')?.getAttribute('href')).toBe('https://example.test/commands'),
    );
    expect(document.title).toBe('Command Center: all 131 commands | Warden');
    expect(head('meta[name="robots"]')?.getAttribute('content')).toBe('index, follow');
    expect(head('script[type="application/ld+json"]')).toBeNull();
  });

  it('keep the title, description and JSON-LD right across client-side navigation', async () => {
    const { router } = await renderApp('/premium');
    await screen.findByRole('heading', { level: 1, name: 'Premium' }, { timeout: 10_000 });
    await act(() => router.navigate('/'));
    await screen.findByRole('heading', { level: 1, name: 'Warden' }, { timeout: 10_000 });
    await vi.waitFor(() =>
      expect(document.title).toBe('Warden - The Ultimate Moderation & Utility Bot | Join 100+ Servers'),
    );
    const jsonLd = JSON.parse(head('script[type="application/ld+json"]')?.textContent ?? '{}');
    expect(jsonLd).toMatchObject({
      '@type': 'SoftwareApplication',
      offers: { price: '0' },
      aggregateRating: { ratingValue: '4.9', ratingCount: '100' },
    });
    await act(() => router.navigate('/privacy'));
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' }, { timeout: 10_000 });
    await vi.waitFor(() => expect(document.title).toBe('Privacy Policy | Warden'));
    expect(head('script[type="application/ld+json"]')).toBeNull();
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });

  it('show the 404 page, kept out of search results, for unknown paths', async () => {
    await renderApp('/no/such/page');
    await screen.findByText("Oops! The page you're looking for doesn't exist.");
    await vi.waitFor(() => expect(document.title).toBe('Page not found | Warden'));
    expect(head('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
  });

  it('send no page views while analytics is off', async () => {
    await renderApp('/features');
    await screen.findByRole('heading', { level: 1, name: 'Features' }, { timeout: 10_000 });
    await vi.waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]?.path).toBe('/api/config');
  });

  it('record the route and path of every navigation when analytics is on', async () => {
    const { router } = await renderApp('/features', { ...TEST_CONFIG, analyticsEnabled: true });
    const views = () => api.callsTo('POST /api/analytics/pageview');
    await vi.waitFor(() => expect(views()).toHaveLength(1));
    await act(() => router.navigate('/team?ref=x#top'));
    await vi.waitFor(() => expect(views()).toHaveLength(2));
    expect(views().map((call) => call.body)).toEqual([
      { route: '/features', path: '/features' },
      { route: '/team', path: '/team' },
    ]);
  });
});
