// Transport and isolation headers on every reply the worker itself writes: the SPA shell (200 and 404) and /api.
import { describe, expect, it } from 'vitest';
import {
  API_SECURITY_HEADERS,
  CONTENT_SECURITY_POLICY,
  PAGE_SECURITY_HEADERS,
  PERMISSIONS_POLICY,
  STRICT_TRANSPORT_SECURITY,
  TRANSPORT_SECURITY_HEADERS,
} from '#shared/constants/security';
import { authorised, callWorker } from './support/call-worker';
import { BOT_API, replyJson } from './support/fake-upstream';

const ASSETS = {
  fetch: async () =>
    new Response('<!doctype html><div id="root"></div>', { headers: { 'Content-Type': 'text/html' } }),
} as unknown as Fetcher;
const refusing: RateLimit = { limit: async () => ({ success: false }) };

/** GET /api/auth/servers, answered 200 by the fake bot API. */
function forwardServers(): Promise<Response> {
  replyJson('GET', `${BOT_API}/auth/servers`, [{ id: '1', name: 'Warden HQ' }]);
  return callWorker('/api/auth/servers', authorised());
}

const replies: [string, () => Promise<Response>][] = [
  ['the SPA fallback', () => callWorker('/dashboard/profile', {}, { ASSETS })],
  ['the 404 page', () => callWorker('/no/such/page', {}, { ASSETS })],
  ['a JSON API reply', () => callWorker('/api/config')],
  ['an API 404', () => callWorker('/api/unknown')],
  ['an API 401', () => callWorker('/api/auth/me')],
  ['an API 429', () => callWorker('/api/config', {}, { CLIENT_RATE_LIMIT: refusing })],
  ['a forwarded API reply', forwardServers],
];

describe.each(replies)('%s', (_name, send) => {
  it.each(Object.entries(TRANSPORT_SECURITY_HEADERS))('sends %s: %s', async (name, value) => {
    expect((await send()).headers.get(name)).toBe(value);
  });
});

const apiReplies = replies.filter(([name]) => name.includes('API'));

describe.each(apiReplies)('%s', (_name, send) => {
  it.each(Object.entries(API_SECURITY_HEADERS))('sends %s: %s', async (name, value) => {
    expect((await send()).headers.get(name)).toBe(value);
  });
});

describe('a forwarded API reply', () => {
  it('keeps its status and JSON body, typed as JSON and never cached', async () => {
    const reply = await forwardServers();
    expect(reply.status).toBe(200);
    expect(reply.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(reply.headers.get('Cache-Control')).toBe('no-store');
    expect(reply.headers.get('X-Powered-By')).toBeNull();
    expect(await reply.text()).toBe('[{"id":"1","name":"Warden HQ"}]');
  });
});

describe('the header values', () => {
  it('ask for HTTPS for at least a year, subdomains included', () => {
    const maxAge = Number(/max-age=(\d+)/.exec(STRICT_TRANSPORT_SECURITY)?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(365 * 24 * 3600);
    expect(STRICT_TRANSPORT_SECURITY).toContain('includeSubDomains');
  });

  it.each(['camera', 'microphone', 'geolocation', 'payment', 'usb'])('switch off %s', (feature) => {
    expect(PERMISSIONS_POLICY.split(', ')).toContain(`${feature}=()`);
  });

  it('keep the CSP strict and report violations to /api/csp-report', () => {
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self';");
    expect(CONTENT_SECURITY_POLICY).toContain("style-src 'self';");
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(CONTENT_SECURITY_POLICY).toContain('report-uri /api/csp-report');
    expect(CONTENT_SECURITY_POLICY).toContain('report-to csp');
    expect(PAGE_SECURITY_HEADERS['Reporting-Endpoints']).toBe('csp="/api/csp-report"');
  });
});

describe('pages', () => {
  it.each(Object.entries(PAGE_SECURITY_HEADERS))('the SPA shell sends %s', async (name, value) => {
    expect((await callWorker('/dashboard/profile', {}, { ASSETS })).headers.get(name)).toBe(value);
  });
});
