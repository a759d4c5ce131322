// The bot-API paths of spec section 7, shared by the SPA, the worker and the demo bot API.
import { describe, expect, it } from 'vitest';
import { apiRoutes, apiUrl } from '#shared/api-routes';

const S = '1100000000000000001';

describe('apiRoutes', () => {
  it('builds the paths of spec section 7', () => {
    expect([
      apiRoutes.authServers(),
      apiRoutes.authMe(),
      apiRoutes.authDiscord(),
      apiRoutes.authLogout(),
      apiRoutes.verify(),
      apiRoutes.server(S),
      apiRoutes.serverPrefix(S),
      apiRoutes.embedChannels(S),
      apiRoutes.embedSend(S),
      apiRoutes.embedResources(S),
      apiRoutes.embedSendRoles(S),
      apiRoutes.dashboardGuild(S),
      apiRoutes.welcomer(S),
      apiRoutes.welcomerUpdate(),
      apiRoutes.botUser(S),
      apiRoutes.configurableRoles(S),
      apiRoutes.autoresponders(S),
    ]).toEqual([
      '/auth/servers',
      '/auth/me',
      '/auth/discord',
      '/auth/logout',
      '/verify',
      `/bot/server/${S}`,
      `/bot/server/${S}/prefix`,
      `/dashboard/embed/channels/${S}`,
      `/dashboard/embed/send/${S}`,
      `/dashboard/embed/resources/${S}`,
      `/dashboard/embed/send-roles/${S}`,
      `/dashboard/${S}`,
      `/welcomer/${S}`,
      '/welcomer/update',
      `/bot/user/${S}`,
      `/bot/server/${S}/configurableRoles`,
      `/bot/server/${S}/autoresponders`,
    ]);
  });

  it.each([
    ['hello', 'hello'],
    ['good morning', 'good%20morning'],
    ['and/or', 'and%2For'],
    ['100%', '100%25'],
    ['café', 'caf%C3%A9'],
  ])('URL-encodes the trigger "%s" into one path segment', (trigger, encoded) => {
    expect(apiRoutes.autoresponder(S, trigger)).toBe(`/bot/server/${S}/autoresponders/${encoded}`);
  });

  it.each([
    ['a query', `${S}?x=y`, `${S}%3Fx%3Dy`],
    ['a fragment', `${S}#x`, `${S}%23x`],
    ['another path', `${S}/../1100000000000000002`, `${S}%2F..%2F1100000000000000002`],
  ])('URL-encodes an id carrying %s, so it stays one path segment', (_name, id, encoded) => {
    const builders = [
      apiRoutes.server,
      apiRoutes.serverPrefix,
      apiRoutes.configurableRoles,
      apiRoutes.autoresponders,
      apiRoutes.botUser,
      apiRoutes.embedChannels,
      apiRoutes.embedSend,
      apiRoutes.embedResources,
      apiRoutes.embedSendRoles,
      apiRoutes.dashboardGuild,
      apiRoutes.welcomer,
      (value: string) => apiRoutes.autoresponder(value, 'hi'),
    ];
    for (const build of builders) {
      const path = build(id);
      expect(path).toContain(encoded);
      expect(path).not.toMatch(/[?#]/);
    }
  });

  it('prefixes browser-facing paths with /api', () => {
    expect(apiUrl(apiRoutes.authMe())).toBe('/api/auth/me');
  });
});
