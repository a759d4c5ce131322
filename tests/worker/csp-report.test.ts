// POST /api/csp-report: violation reports in both browser formats are logged without queries; bad, big or flooding bodies are refused.
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { SESSION_COOKIE } from '#shared/constants/session';
import { CSP_REPORT_MAX_BYTES, CSP_REPORT_MAX_ENTRIES } from '#worker/lib/csp-report';
import { callWorker, REAL_RATE_LIMITS, readError, USER_TOKEN } from './support/call-worker';
import { expectNothingForwarded } from './support/fake-upstream';

let logged: MockInstance<typeof console.log>;
beforeEach(() => {
  logged = vi.spyOn(console, 'log').mockImplementation(() => undefined);
});
afterEach(() => expectNothingForwarded());

const lines = () => logged.mock.calls.map((args) => JSON.parse(String(args[0])));
const post = (body: string, type: string, headers: Record<string, string> = {}) =>
  callWorker('/api/csp-report', { method: 'POST', headers: { 'Content-Type': type, ...headers }, body });

const LEGACY = JSON.stringify({
  'csp-report': {
    'document-uri': 'https://warden.bot/auth-landing?token=secret-token-1#x',
    'blocked-uri': 'https://evil.example/x.js?session=secret-2',
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    disposition: 'enforce',
    'script-sample': 'alert(document.cookie)',
  },
});

describe('POST /api/csp-report', () => {
  it('logs a report-uri report as one line, without queries, fragments or samples, and answers 204', async () => {
    const reply = await post(LEGACY, 'application/csp-report');
    expect(reply.status).toBe(204);
    expect(lines()).toEqual([
      {
        event: 'csp-violation',
        document: 'https://warden.bot/auth-landing',
        blocked: 'https://evil.example/x.js',
        directive: 'script-src-elem',
        disposition: 'enforce',
      },
    ]);
    expect(JSON.stringify(logged.mock.calls)).not.toMatch(/secret|alert/);
  });

  it('logs Reporting API batches, csp-violation entries only, at most a fixed number', async () => {
    const entry = {
      type: 'csp-violation',
      body: {
        documentURL: 'https://warden.bot/?q=1',
        blockedURL: 'inline',
        effectiveDirective: 'style-src-attr',
      },
    };
    const batch = [...Array(CSP_REPORT_MAX_ENTRIES + 5).fill(entry), { type: 'deprecation', body: {} }];
    expect((await post(JSON.stringify(batch), 'application/reports+json')).status).toBe(204);
    expect(lines()).toHaveLength(CSP_REPORT_MAX_ENTRIES);
    expect(lines()[0]).toEqual({
      event: 'csp-violation',
      document: 'https://warden.bot/',
      blocked: 'inline',
      directive: 'style-src-attr',
      disposition: '',
    });
  });

  it.each([
    ['another content type', '{}', 'text/plain', 415],
    ['a body that is not JSON', 'nope', 'application/csp-report', 415],
    ['JSON that is no report', '{"hello":1}', 'application/csp-report', 400],
    ['an empty batch', '[]', 'application/reports+json', 400],
  ])('refuses %s, logging nothing', async (_case, body, type, status) => {
    const reply = await post(body, type);
    expect(reply.status).toBe(status);
    await readError(reply);
    expect(logged).not.toHaveBeenCalled();
  });

  it('refuses a body over the cap with 413', async () => {
    const big = JSON.stringify({ 'csp-report': { 'document-uri': 'x'.repeat(CSP_REPORT_MAX_BYTES) } });
    expect((await post(big, 'application/csp-report')).status).toBe(413);
    expect(logged).not.toHaveBeenCalled();
  });

  it('takes a report that carries the session cookie without a same-origin mark (the CSRF guard lets reports through)', async () => {
    const reply = await post(LEGACY, 'application/csp-report', {
      Cookie: `${SESSION_COOKIE}=${USER_TOKEN}`,
      'Sec-Fetch-Site': 'cross-site',
    });
    expect(reply.status).toBe(204);
    expect(lines()).toHaveLength(1);
  });

  it('is rate limited by the strict limit', async () => {
    const send = () =>
      callWorker(
        '/api/csp-report',
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/csp-report', 'CF-Connecting-IP': '192.0.2.77' },
          body: LEGACY,
        },
        REAL_RATE_LIMITS,
      );
    let reply = await send();
    for (let sent = 1; reply.status !== 429 && sent <= 61; sent++) reply = await send();
    expect(reply.status).toBe(429);
    expect(reply.headers.get('Retry-After')).toBe('60');
  });
});
