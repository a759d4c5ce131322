import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PUBLIC_CONFIG,
  fetchPublicConfig,
  readPublicConfig,
  sanitizePublicConfig,
} from '#web/lib/public-config';
import { installApiStub } from '../support/api-stub';
import { TEST_CONFIG } from '../support/render-app';

const api = installApiStub();

describe('the public config', () => {
  it('keeps usable values', () => {
    expect(sanitizePublicConfig(TEST_CONFIG)).toEqual(TEST_CONFIG);
  });

  it('replaces values that must not become links with the defaults', () => {
    expect(
      sanitizePublicConfig({
        ...TEST_CONFIG,
        discordClientId: 'abc&scope=x',
        supportInviteUrl: 'javascript:alert(1)',
        supportEmail: 'not an address?subject=x',
        siteUrl: '',
        analyticsEnabled: true,
      }),
    ).toEqual({
      ...DEFAULT_PUBLIC_CONFIG,
      demoMode: TEST_CONFIG.demoMode,
      analyticsEnabled: true,
    });
  });

  it('loads /api/config, sanitised', async () => {
    api.on('GET /api/config', { json: { ...TEST_CONFIG, supportInviteUrl: 'data:text/html,x' } });
    expect(await fetchPublicConfig()).toEqual({
      ...TEST_CONFIG,
      supportInviteUrl: DEFAULT_PUBLIC_CONFIG.supportInviteUrl,
    });
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /api/config']);
  });

  it('falls back to the defaults when /api/config fails or answers nonsense', async () => {
    api.on(
      'GET /api/config',
      { status: 503, json: { error: { code: 'x', message: 'down' } } },
      { json: { supportEmail: 42 } },
    );
    expect(await fetchPublicConfig()).toEqual(DEFAULT_PUBLIC_CONFIG);
    expect(await fetchPublicConfig()).toEqual(DEFAULT_PUBLIC_CONFIG);
  });

  it('reads a config with every field of the right type, dropping extra fields', () => {
    expect(readPublicConfig({ ...TEST_CONFIG, extra: 'x' })).toEqual(TEST_CONFIG);
    expect(readPublicConfig({ ...TEST_CONFIG, demoMode: 'true' })).toBeUndefined();
    expect(readPublicConfig({ ...TEST_CONFIG, siteUrl: undefined })).toBeUndefined();
    expect(readPublicConfig(null)).toBeUndefined();
    expect(readPublicConfig('config')).toBeUndefined();
  });
});
