// Paths of the bot API, shared by the SPA (behind /api), the worker and the demo bot API.

/** Prefix under which the worker exposes every bot-API path to the browser. */
export const API_PREFIX = '/api';

/**
 * Path builders for each upstream call of spec section 7. Ids are inserted as given;
 * the autoresponder trigger is URL-encoded, so a trigger may hold spaces or slashes.
 */
export const apiRoutes = {
  authServers: () => '/auth/servers',
  authMe: () => '/auth/me',
  authDiscord: () => '/auth/discord',
  authLogout: () => '/auth/logout',
  verify: () => '/verify',
  server: (id: string) => `/bot/server/${id}`,
  serverPrefix: (id: string) => `/bot/server/${id}/prefix`,
  configurableRoles: (guildId: string) => `/bot/server/${guildId}/configurableRoles`,
  autoresponders: (serverId: string) => `/bot/server/${serverId}/autoresponders`,
  autoresponder: (serverId: string, trigger: string) =>
    `/bot/server/${serverId}/autoresponders/${encodeURIComponent(trigger)}`,
  botUser: (userId: string) => `/bot/user/${userId}`,
  embedChannels: (id: string) => `/dashboard/embed/channels/${id}`,
  embedSend: (id: string) => `/dashboard/embed/send/${id}`,
  embedResources: (id: string) => `/dashboard/embed/resources/${id}`,
  embedSendRoles: (id: string) => `/dashboard/embed/send-roles/${id}`,
  dashboardGuild: (id: string) => `/dashboard/${id}`,
  welcomer: (id: string) => `/welcomer/${id}`,
  welcomerUpdate: () => '/welcomer/update',
  config: () => '/config',
  analyticsPageView: () => '/analytics/pageview',
  transcript: (url: string) => `/transcript?url=${encodeURIComponent(url)}`,
} as const;

/** The browser-facing URL of a bot-API path: `/api` + path. */
export function apiUrl(path: string): string {
  return `${API_PREFIX}${path}`;
}
