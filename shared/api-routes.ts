// Paths of the bot API, shared by the SPA (behind /api), the worker and the demo bot API.

import { CONFIG_PATH } from './api-url';

export { API_PREFIX, apiUrl, CONFIG_PATH } from './api-url';

/** One path segment: URL-encoded, so an id can never add a path, a query or a fragment. */
const seg = encodeURIComponent;

/**
 * Path builders for each upstream call of spec section 7 (and the Worker's own session hand-over).
 * Every id and the autoresponder trigger are URL-encoded, so a crafted id such as `1?x=y` or
 * `1/../2` stays one segment (the Worker then refuses it as not a Discord id).
 */
export const apiRoutes = {
  authServers: () => '/auth/servers',
  authMe: () => '/auth/me',
  authDiscord: () => '/auth/discord',
  authLogout: () => '/auth/logout',
  authSession: () => '/auth/session',
  verify: () => '/verify',
  server: (id: string) => `/bot/server/${seg(id)}`,
  serverPrefix: (id: string) => `/bot/server/${seg(id)}/prefix`,
  configurableRoles: (guildId: string) => `/bot/server/${seg(guildId)}/configurableRoles`,
  autoresponders: (serverId: string) => `/bot/server/${seg(serverId)}/autoresponders`,
  autoresponder: (serverId: string, trigger: string) =>
    `/bot/server/${seg(serverId)}/autoresponders/${seg(trigger)}`,
  botUser: (userId: string) => `/bot/user/${seg(userId)}`,
  embedChannels: (id: string) => `/dashboard/embed/channels/${seg(id)}`,
  embedSend: (id: string) => `/dashboard/embed/send/${seg(id)}`,
  embedResources: (id: string) => `/dashboard/embed/resources/${seg(id)}`,
  embedSendRoles: (id: string) => `/dashboard/embed/send-roles/${seg(id)}`,
  dashboardGuild: (id: string) => `/dashboard/${seg(id)}`,
  welcomer: (id: string) => `/welcomer/${seg(id)}`,
  welcomerUpdate: () => '/welcomer/update',
  config: () => CONFIG_PATH,
  analyticsPageView: () => '/analytics/pageview',
  transcript: (url: string) => `/transcript?url=${encodeURIComponent(url)}`,
} as const;
