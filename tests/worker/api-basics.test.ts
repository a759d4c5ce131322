// /api/config, JSON 404s for unknown /api paths, and the headers of every API reply.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { publicConfigSchema } from '#shared/schemas/config';
import * as z from '#shared/schemas/zod';
import { authorised, callWorker, readError } from './support/call-worker';
import { callDemoEntry } from './support/demo';
import { expectNothingForwarded } from './support/fake-upstream';

describe('GET /api/config', () => {
  it('returns the public settings of this deployment and nothing else', async () => {
    const reply = await callWorker('/api/config');
    expect(reply.status).toBe(200);
    const config = await reply.json();
    expect(config).toEqual({
      discordClientId: env.DISCORD_CLIENT_ID,
      supportInviteUrl: env.SUPPORT_INVITE_URL,
      supportEmail: env.SUPPORT_EMAIL,
      siteUrl: env.SITE_URL,
      demoMode: false,
      analyticsEnabled: false,
    });
    expect(z.strictObject(publicConfigSchema.shape).safeParse(config).success).toBe(true);
    expect(JSON.stringify(config)).not.toContain(env.BOT_API_BASE);
    expect(reply.headers.get('Cache-Control')).toBe('public, max-age=60');
  });

  it('reports analytics from the settings', async () => {
    const reply = await callWorker('/api/config', {}, { ANALYTICS_ENABLED: 'true' });
    expect(await reply.json()).toMatchObject({ demoMode: false, analyticsEnabled: true });
  });

  it('reports demo mode on in the demo entry only', async () => {
    expect(await (await callDemoEntry('/api/config')).json()).toMatchObject({ demoMode: true });
  });

  it('offers no way to turn demo mode on in production (no DEMO_MODE setting)', async () => {
    for (const value of ['true', 'TRUE', '1']) {
      const reply = await callWorker('/api/config', {}, { DEMO_MODE: value } as Partial<Env>);
      expect(await reply.json()).toMatchObject({ demoMode: false });
    }
  });

  it('still answers when no upstream is configured', async () => {
    const reply = await callWorker('/api/config', {}, { BOT_API_BASE: '', VERIFY_API_BASE: '' });
    expect(reply.status).toBe(200);
  });
});

describe('unknown /api paths', () => {
  it.each([
    ['GET', '/api/unknown'],
    ['POST', '/api/unknown/deeper/path'],
    ['GET', '/api/bot/unknown'],
    ['GET', '/api/auth/nothing-here'],
    ['DELETE', `/api/bot/server/1100000000000000001`],
    ['PUT', '/api/welcomer/update'],
    ['GET', '/api/demo/requests'],
  ])('answer %s %s with a JSON 404, never HTML', async (method, path) => {
    const reply = await callWorker(path, authorised(method));
    expect(reply.status).toBe(404);
    expect((await readError(reply)).error).toEqual({ code: 'not_found', message: 'No such API route.' });
    expectNothingForwarded();
  });

  it('answers a JSON 404 without a session too', async () => {
    const reply = await callWorker('/api/bot/unknown');
    expect(reply.status).toBe(404);
    expect((await readError(reply)).error.code).toBe('not_found');
  });
});

describe('API reply headers', () => {
  it('are never cached and carry the security headers, errors included', async () => {
    for (const reply of [await callWorker('/api/unknown'), await callWorker('/api/auth/me')]) {
      expect(reply.headers.get('Cache-Control')).toBe('no-store');
      expect(reply.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(reply.headers.get('X-Frame-Options')).toBe('DENY');
    }
  });
});
